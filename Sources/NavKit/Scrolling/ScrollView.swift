import Observation

/// A part of a screen whose content is larger than the room it has (UIScrollView's job),
/// along one axis or both. The wheel, the keys (↑ ↓ PgUp PgDn Home End, ← → along a row) and
/// a drag move it, following the pointer to the pixel where the terminal reports pixels;
/// released, it coasts at the finger's speed and slows down as UIKit does, stops exactly at
/// the ends, rubber-bands past them and springs back (`ScrollMotion`, one for each axis); a
/// press while it coasts catches it. Indicators show where the view is while it moves.
///
/// A screen keeps one, places it in `layout(in:)`, lists its `pan` among its
/// `gestureRecognizers`, hands it events from `handle`, lets it move in `step(to:)`, and draws
/// the lines in `visibleRange` at `position(of:)`:
///
/// ```swift
/// func layout(in size: Size) { scroll.place(in: Rect(x: 0, y: 0, width: size.width, height: size.height)) }
/// var gestureRecognizers: [GestureRecognizer] { [scroll.pan] }
/// func step(to time: Double) -> Bool { scroll.step(to: time) }
/// func handle(_ event: Event) -> ScreenResponse { scroll.handle(event) ? .handled : .ignored }
/// func draw(in canvas: inout Canvas) {
///     for line in scroll.visibleRange { canvas.write(lines[line], at: Point(x: 0, y: scroll.position(of: line)), …) }
///     scroll.drawIndicator(in: &canvas)
/// }
/// ```
///
/// A view on both axes (`ScrollView(contentSize:)`) reads and moves each axis with the
/// `along:` forms: `visibleRange(along: .horizontal)`, `position(of:along:)`.
///
/// Its pan takes part in the engine's arbitration like any screen recognizer: it waits for
/// the edge pan, so a drag from the left edge always goes back. A vertical view never takes a
/// mostly horizontal drag, which becomes a back swipe; one that scrolls sideways, showing its
/// left end, lets a mostly rightward drag through to the back swipe, and takes every other
/// drag.
///
/// Observable: a scroll made from outside `handle` (`scroll(to:)` from a timer or a task, a
/// new `contentSize`) draws the screens that show it again, as a change to any part does;
/// placing it, or time passing while it coasts, asks for nothing by itself.
@MainActor @Observable
public final class ScrollView {
    /// A direction the content moves in.
    public enum Axis: Hashable, Sendable {
        /// Lines above and below: rows scroll.
        case vertical
        /// Columns left and right.
        case horizontal
    }

    /// The axes the content moves along: one, or both.
    public let axes: Set<Axis>
    /// The axis the one-axis members (`offset`, `visibleRange`, `position(of:)`) read: the
    /// view's only axis, or `.vertical` for a view on both.
    public let axis: Axis
    /// The drag that moves the content, for the screen's `gestureRecognizers`.
    public let pan: PanGestureRecognizer
    /// Where the view sits in its screen's content (content cells).
    @ObservationIgnored public private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The content's size (cells); along an axis the view does not scroll, it is not used.
    @ObservationIgnored public var contentSize: Size {
        didSet {
            updateLimits()
            revision &+= 1
        }
    }
    /// The content's length along `axis` (cells): lines for a vertical view.
    public var contentLength: Int {
        get { contentSize.length(along: axis) }
        set {
            let size = contentSize.with(max(0, newValue), along: axis)
            if size != contentSize { contentSize = size }  // the same length again changes nothing
        }
    }
    /// How fast a released drag slows down (`.normal`, or `.fast`).
    public var decelerationRate: DecelerationRate {
        get { vertical.decelerationRate }
        set {
            vertical.decelerationRate = newValue
            horizontal.decelerationRate = newValue
        }
    }
    /// A released drag settles on a page (the view's length), at most one from where it began.
    @ObservationIgnored public var isPagingEnabled = false {
        didSet { updateLimits() }
    }

    /// Seconds the indicator stays after the content stops.
    public static let indicatorLinger = 0.5
    /// Lines (or columns) a notch of the wheel moves.
    public static let wheelStep = 3

    @ObservationIgnored private var vertical: ScrollMotion
    @ObservationIgnored private var horizontal: ScrollMotion
    /// Counts the moves of the content made by input or by the app (`scroll(to:)`, a drag, new
    /// content), not by time: the one watched property, read once where a draw reads the offset,
    /// so that a frame costs one tracked read, and a coast, stepped every frame, asks nothing.
    private var revision = 0
    /// The last time the view heard of (seconds).
    @ObservationIgnored private var now = 0.0
    /// When the content last moved (seconds), for the indicator.
    @ObservationIgnored private var lastMoved: Double?

    /// A view moving along `axis` over content `contentLength` cells long; `name` names its pan
    /// in traces.
    public convenience init(axis: Axis = .vertical, contentLength: Int = 0, name: String = "scroll") {
        let length = max(0, contentLength)
        self.init(axes: [axis], main: axis, contentSize: axis == .vertical ? Size(width: 0, height: length)
                                                                          : Size(width: length, height: 0),
                  name: name)
    }

    /// A view moving along both axes over content `contentSize` cells large; `name` names its
    /// pan in traces.
    public convenience init(contentSize: Size, name: String = "scroll") {
        self.init(axes: [.vertical, .horizontal], main: .vertical, contentSize: contentSize, name: name)
    }

    private init(axes: Set<Axis>, main: Axis, contentSize: Size, name: String) {
        self.axes = axes
        axis = main
        self.contentSize = Size(width: max(0, contentSize.width), height: max(0, contentSize.height))
        let direction: PanGestureRecognizer.Direction = axes.count == 2 ? .any : main == .vertical ? .vertical : .horizontal
        pan = PanGestureRecognizer(name: name, direction: direction)
        vertical = ScrollMotion(maximumOffset: 0, viewportLength: 1)
        horizontal = ScrollMotion(maximumOffset: 0, viewportLength: 1)
        pan.region = frame
        pan.shouldBegin = { [unowned self] pan in !letsThroughToTheBackSwipe(pan.translation) }
        pan.onStateChange = { [unowned self] pan in followPan(pan) }
        if axes.contains(.vertical) { pan.isScrolledToTop = { [unowned self] in offset(along: .vertical) < 0.5 } }
        updateLimits()
    }

    /// Showing its left end, a view that scrolls sideways lets a mostly rightward drag through
    /// (to the back swipe): less than a cell in, as it is drawn, even while the last fraction
    /// of a settle or a bounce is still under way. Mostly rightward is what the back swipe's
    /// own pan takes: at least as many columns right as rows up or down.
    private func letsThroughToTheBackSwipe(_ translation: Point) -> Bool {
        axes.contains(.horizontal) && translation.x > 0 && translation.x >= abs(translation.y)
            && offset(along: .horizontal) < 1
    }

    // MARK: - Where the content is

    /// How far the content is moved along `axis` (cells, with a fraction): 0 shows its start;
    /// less than 0 or more than `maximumOffset` while it is rubber-banding or bouncing.
    public var offset: Double { offset(along: axis) }

    /// How far the content is moved along `axis` (cells, with a fraction).
    public func offset(along axis: Axis) -> Double {
        _ = revision                                   // watched: what moves the content from outside
        return motion(along: axis).offset(at: now)
    }

    /// The farthest the content moves along `axis` (cells): its length less the view's.
    public var maximumOffset: Double { maximumOffset(along: axis) }

    /// The farthest the content moves along `axis` (cells); 0 along an axis it does not scroll.
    public func maximumOffset(along axis: Axis) -> Double { motion(along: axis).maximumOffset }

    /// The view's length along `axis` (cells).
    public var viewLength: Int { frame.size.length(along: axis) }

    /// True while the content moves by itself (coasting, bouncing, springing back, paging).
    public var isMoving: Bool { vertical.isMoving(at: now) || horizontal.isMoving(at: now) }

    /// True while a finger holds the content.
    public var isDragging: Bool { vertical.isDragging || horizontal.isDragging }

    /// The lines (or columns) of the content that show along `axis`, at least partly.
    public var visibleRange: Range<Int> { visibleRange(along: axis) }

    /// The lines (`.vertical`) or columns (`.horizontal`) of the content that show, at least
    /// partly; along an axis the view does not scroll, those that fit its frame.
    public func visibleRange(along axis: Axis) -> Range<Int> {
        let length = contentSize.length(along: axis)
        let first = Int(offset(along: axis).rounded(.down))
        let lower = min(max(0, first), length)
        let upper = min(max(lower, first + frame.size.length(along: axis) + 1), length)
        return lower..<upper
    }

    /// Where content line (or column) `index` shows, in the screen's content cells: a row for a
    /// vertical view, a column for a horizontal one. It may lie outside the frame; draw clipped.
    public func position(of index: Int) -> Int { position(of: index, along: axis) }

    /// Where content line (`.vertical`: a row) or column (`.horizontal`: a column) `index`
    /// shows, in the screen's content cells. It may lie outside the frame; draw clipped.
    public func position(of index: Int, along axis: Axis) -> Int {
        let start = axis == .vertical ? frame.minY : frame.minX
        return start + index - Int(motion(along: axis).offset(at: now).rounded(.down))  // read once a line: untracked
    }

    // MARK: - Placing and moving

    /// Puts the view on `frame` (the screen's content cells), keeping the content where it was.
    public func place(in frame: Rect) {
        self.frame = frame
        pan.region = frame
        updateLimits()
    }

    /// Moves the content so that `offset` (cells) shows first along `axis`, at once, within
    /// the ends.
    public func scroll(to offset: Double) { scroll(to: offset, along: axis) }

    /// Moves the content so that `offset` (cells) shows first along `axis`, at once, within
    /// the ends.
    public func scroll(to offset: Double, along axis: Axis) {
        let before = self.offset(along: axis)
        switch axis {
        case .vertical: vertical.jump(to: offset)
        case .horizontal: horizontal.jump(to: offset)
        }
        if self.offset(along: axis) != before {
            lastMoved = now
            revision &+= 1
        }
    }

    /// Moves the content by `distance` cells along `axis` (positive toward its end), at once.
    public func scroll(by distance: Double) { scroll(by: distance, along: axis) }

    /// Moves the content by `distance` cells along `axis` (positive toward its end), at once.
    public func scroll(by distance: Double, along axis: Axis) {
        scroll(to: offset(along: axis).rounded() + distance, along: axis)
    }

    /// Moves the content the least that shows line (or column) `index` whole.
    public func scrollToVisible(_ index: Int) { scrollToVisible(index, along: axis) }

    /// Moves the content along `axis` the least that shows line (or column) `index` whole.
    public func scrollToVisible(_ index: Int, along axis: Axis) {
        let top = offset(along: axis).rounded(.down)
        let length = frame.size.length(along: axis)
        guard length > 0 else { return }           // not placed yet: nothing shows, nothing to follow
        if Double(index) < top {
            scroll(to: Double(index), along: axis)
        } else if Double(index) >= top + Double(length) {
            scroll(to: Double(index - length + 1), along: axis)
        }
    }

    /// Handles the keys and the wheel that scroll the view; true when it used the event. A press
    /// on the view while the content coasts catches it there (the screen then should not treat
    /// that press as anything else). ↑ ↓ move the lines and ← → the columns; PgUp PgDn Home End
    /// and the wheel move along `axis`; the wheel turned sideways (or with Shift) moves the
    /// columns.
    public func handle(_ event: Event) -> Bool {
        let page = Double(max(1, viewLength - 1))
        switch event {
        case .key(.up) where axes.contains(.vertical): scroll(by: -1, along: .vertical)
        case .key(.down) where axes.contains(.vertical): scroll(by: 1, along: .vertical)
        case .key(.left) where axes.contains(.horizontal): scroll(by: -1, along: .horizontal)
        case .key(.right) where axes.contains(.horizontal): scroll(by: 1, along: .horizontal)
        case .key(.pageUp): scroll(by: -page)
        case .key(.pageDown): scroll(by: page)
        case .key(.home): scroll(to: 0)
        case .key(.end): scroll(to: maximumOffset)
        case let .pointer(pointer):
            switch pointer.kind {
            case .scrollUp where frame.contains(pointer.position): scroll(by: -Double(ScrollView.wheelStep))
            case .scrollDown where frame.contains(pointer.position): scroll(by: Double(ScrollView.wheelStep))
            case .scrollLeft where axes.contains(.horizontal) && frame.contains(pointer.position):
                scroll(by: -Double(ScrollView.wheelStep), along: .horizontal)
            case .scrollRight where axes.contains(.horizontal) && frame.contains(pointer.position):
                scroll(by: Double(ScrollView.wheelStep), along: .horizontal)
            case .press where frame.contains(pointer.position) && isMoving:
                vertical.stop(at: now)
                horizontal.stop(at: now)
                lastMoved = now
                revision &+= 1
            default: return false
            }
        default: return false
        }
        return true
    }

    /// Moves the content to `time` (seconds); true while time changes what it shows: the
    /// content moves by itself, or its indicator has yet to fade (call it from the screen's
    /// `step(to:)`). Content held still by a finger changes only with the pointer's moves,
    /// which draw it again themselves, so it asks for no frames.
    public func step(to time: Double) -> Bool {
        now = max(now, time)
        if isMoving || isDragging { lastMoved = now }
        return isMoving || (indicatorShows && !isDragging)
    }

    // MARK: - The indicators

    /// True while the indicators show: the content moves, or moved less than
    /// `indicatorLinger` seconds ago.
    public var indicatorShows: Bool {
        guard let lastMoved, axes.contains(where: { maximumOffset(along: $0) > 0 }) else { return false }
        return isDragging || now - lastMoved < ScrollView.indicatorLinger
    }

    /// Draws an indicator along the view's far edge for each axis it scrolls along (its right
    /// column, its bottom row) in the theme's secondary style, while they show: its length is
    /// the share of the content that shows, shorter while the content is pulled past an end.
    public func drawIndicator(in canvas: inout Canvas) {
        guard indicatorShows else { return }
        for axis in [Axis.vertical, .horizontal] where axes.contains(axis) && maximumOffset(along: axis) > 0 {
            drawIndicator(along: axis, in: &canvas)
        }
    }

    private func drawIndicator(along axis: Axis, in canvas: inout Canvas) {
        let viewLength = frame.size.length(along: axis)
        let length = Double(viewLength), total = Double(contentSize.length(along: axis))
        let offset = offset(along: axis), maximumOffset = maximumOffset(along: axis)
        let overshoot = max(0, -offset) + max(0, offset - maximumOffset)
        let thumb = max(1, Int((length * length / total - overshoot).rounded()))
        let travel = Double(viewLength - thumb)
        let share = maximumOffset > 0 ? min(1, max(0, offset / maximumOffset)) : 0
        let start = Int((travel * share).rounded())
        let style = canvas.theme.secondary
        for index in start..<min(viewLength, start + thumb) {
            switch axis {
            case .vertical:
                canvas.write("┃", at: Point(x: frame.maxX - 1, y: frame.minY + index), style: style)
            case .horizontal:
                canvas.write("━", at: Point(x: frame.minX + index, y: frame.maxY - 1), style: style)
            }
        }
    }

    // MARK: - Following the pan

    private func motion(along axis: Axis) -> ScrollMotion { axis == .vertical ? vertical : horizontal }

    private func followPan(_ pan: GestureRecognizer) {
        now = max(now, pan.eventTime)
        switch pan.state {
        case .began:
            for axis in axes { update(axis) { $0.beginDrag(at: now) } }
            follow(pan)
        case .changed:
            follow(pan)
        case .ended:
            update(.vertical) { $0.endDrag(velocity: pan.verticalVelocity.cellsPerSecond, at: now) }
            update(.horizontal) { $0.endDrag(velocity: pan.velocity.cellsPerSecond, at: now) }
            if pan.landsAtOnce { for axis in axes { update(axis) { $0.land() } } }  // the accessible look
        case .cancelled:
            for axis in axes { update(axis) { $0.endDrag(velocity: 0, at: now) } }
        case .failed, .possible:
            return  // declined: the content never moved
        }
        lastMoved = now
        revision &+= 1
    }

    /// Moves the held content with the pointer, to its fraction of a cell.
    private func follow(_ pan: GestureRecognizer) {
        update(.vertical) { $0.drag(translation: pan.preciseTranslationY) }
        update(.horizontal) { $0.drag(translation: pan.preciseTranslationX) }
    }

    /// Applies `change` to the motion along `axis`, if the view scrolls along it.
    private func update(_ axis: Axis, _ change: (inout ScrollMotion) -> Void) {
        guard axes.contains(axis) else { return }
        switch axis {
        case .vertical: change(&vertical)
        case .horizontal: change(&horizontal)
        }
    }

    private func updateLimits() {
        for axis in [Axis.vertical, .horizontal] {
            let length = Double(max(1, frame.size.length(along: axis)))
            let scrolls = axes.contains(axis)
            var motion = self.motion(along: axis)
            let current = motion.offset(at: now)
            motion.maximumOffset = scrolls ? max(0, Double(contentSize.length(along: axis)) - length) : 0
            motion.viewportLength = length
            motion.pageLength = isPagingEnabled ? length : nil
            if !motion.isDragging && !motion.isMoving(at: now) { motion.jump(to: current) }
            switch axis {
            case .vertical: vertical = motion
            case .horizontal: horizontal = motion
            }
        }
    }
}

private extension Size {
    /// The size's length along `axis` (cells): its height for `.vertical`.
    func length(along axis: ScrollView.Axis) -> Int { axis == .vertical ? height : width }

    /// The size with its length along `axis` set to `length`.
    func with(_ length: Int, along axis: ScrollView.Axis) -> Size {
        axis == .vertical ? Size(width: width, height: length) : Size(width: length, height: height)
    }
}
