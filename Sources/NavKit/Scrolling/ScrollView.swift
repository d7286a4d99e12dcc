/// A part of a screen whose content is longer than the room it has (UIScrollView's job),
/// along one axis. The wheel, the keys (↑ ↓ PgUp PgDn Home End, or ← → along a row) and a
/// drag move it; released, it coasts at the finger's speed and slows down as UIKit does,
/// stops exactly at the ends, rubber-bands past them and springs back (`ScrollMotion`); a
/// press while it coasts catches it. An indicator shows where the view is while it moves.
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
/// Its pan takes part in the engine's arbitration like any screen recognizer: it waits for
/// the edge pan, so a drag from the left edge always goes back. A vertical view never takes a
/// mostly horizontal drag, which becomes a back swipe; a horizontal one at its start lets a
/// rightward drag through to the back swipe, and takes every other horizontal drag.
@MainActor
public final class ScrollView {
    /// The direction the content moves in.
    public enum Axis: Sendable {
        /// Lines above and below: rows scroll.
        case vertical
        /// Columns left and right.
        case horizontal
    }

    /// The direction the content moves in.
    public let axis: Axis
    /// The drag that moves the content, for the screen's `gestureRecognizers`.
    public let pan: PanGestureRecognizer
    /// Where the view sits in its screen's content (content cells).
    public private(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The content's length along the axis (cells): lines for a vertical view.
    public var contentLength: Int {
        didSet { updateLimits() }
    }
    /// How fast a released drag slows down (`.normal`, or `.fast`).
    public var decelerationRate: DecelerationRate {
        get { motion.decelerationRate }
        set { motion.decelerationRate = newValue }
    }
    /// A released drag settles on a page (the view's length), at most one from where it began.
    public var isPagingEnabled = false {
        didSet { updateLimits() }
    }

    /// Seconds the indicator stays after the content stops.
    public static let indicatorLinger = 0.5
    /// Lines (or columns) a notch of the wheel moves.
    public static let wheelStep = 3

    private var motion: ScrollMotion
    /// The last time the view heard of (seconds).
    private var now = 0.0
    /// When the content last moved (seconds), for the indicator.
    private var lastMoved: Double?

    /// A view moving along `axis` over content `contentLength` cells long; `name` names its pan
    /// in traces.
    public init(axis: Axis = .vertical, contentLength: Int = 0, name: String = "scroll") {
        self.axis = axis
        self.contentLength = max(0, contentLength)
        pan = PanGestureRecognizer(name: name, direction: axis == .vertical ? .vertical : .horizontal)
        motion = ScrollMotion(maximumOffset: 0, viewportLength: 1)
        pan.region = frame
        pan.shouldBegin = { [unowned self] pan in
            // Showing its start, a horizontal view lets a rightward drag through (to the back
            // swipe): less than a cell in, as it is drawn, even while the last fraction of a
            // settle or a bounce is still under way.
            !(axis == .horizontal && pan.translation.x > 0 && offset < 1)
        }
        pan.onStateChange = { [unowned self] pan in followPan(pan) }
        updateLimits()
    }

    // MARK: - Where the content is

    /// How far the content is moved (cells, with a fraction): 0 shows its start; less than 0 or
    /// more than `maximumOffset` while it is rubber-banding or bouncing.
    public var offset: Double { motion.offset(at: now) }

    /// The farthest the content moves (cells): its length less the view's.
    public var maximumOffset: Double { motion.maximumOffset }

    /// The view's length along its axis (cells).
    public var viewLength: Int { axis == .vertical ? frame.size.height : frame.size.width }

    /// True while the content moves by itself (coasting, bouncing, springing back, paging).
    public var isMoving: Bool { motion.isMoving(at: now) }

    /// True while a finger holds the content.
    public var isDragging: Bool { motion.isDragging }

    /// The lines (or columns) of the content that show, at least partly.
    public var visibleRange: Range<Int> {
        let first = Int(offset.rounded(.down))
        let lower = min(max(0, first), contentLength)
        let upper = min(max(lower, first + viewLength + 1), contentLength)
        return lower..<upper
    }

    /// Where content line (or column) `index` shows, in the screen's content cells: a row for a
    /// vertical view, a column for a horizontal one. It may lie outside the frame; draw clipped.
    public func position(of index: Int) -> Int {
        let start = axis == .vertical ? frame.minY : frame.minX
        return start + index - Int(offset.rounded(.down))
    }

    // MARK: - Placing and moving

    /// Puts the view on `frame` (the screen's content cells), keeping the content where it was.
    public func place(in frame: Rect) {
        self.frame = frame
        pan.region = frame
        updateLimits()
    }

    /// Moves the content so that `offset` (cells) shows first, at once, within the ends.
    public func scroll(to offset: Double) {
        let before = self.offset
        motion.jump(to: offset)
        if self.offset != before { lastMoved = now }
    }

    /// Moves the content by `distance` cells (positive toward its end), at once.
    public func scroll(by distance: Double) { scroll(to: offset.rounded() + distance) }

    /// Moves the content the least that shows line (or column) `index` whole.
    public func scrollToVisible(_ index: Int) {
        let top = offset.rounded(.down)
        if Double(index) < top {
            scroll(to: Double(index))
        } else if Double(index) >= top + Double(viewLength) {
            scroll(to: Double(index - viewLength + 1))
        }
    }

    /// Handles the keys and the wheel that scroll the view; true when it used the event. A press
    /// on the view while the content coasts catches it there (the screen then should not treat
    /// that press as anything else).
    public func handle(_ event: Event) -> Bool {
        let page = Double(max(1, viewLength - 1))
        switch (axis, event) {
        case (.vertical, .key(.up)), (.horizontal, .key(.left)): scroll(by: -1)
        case (.vertical, .key(.down)), (.horizontal, .key(.right)): scroll(by: 1)
        case (_, .key(.pageUp)): scroll(by: -page)
        case (_, .key(.pageDown)): scroll(by: page)
        case (_, .key(.home)): scroll(to: 0)
        case (_, .key(.end)): scroll(to: maximumOffset)
        case let (_, .pointer(pointer)):
            switch pointer.kind {
            case .scrollUp where frame.contains(pointer.position): scroll(by: -Double(ScrollView.wheelStep))
            case .scrollDown where frame.contains(pointer.position): scroll(by: Double(ScrollView.wheelStep))
            case .press where frame.contains(pointer.position) && isMoving:
                motion.stop(at: now)
                lastMoved = now
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

    // MARK: - The indicator

    /// True while the indicator shows: the content moves, or moved less than
    /// `indicatorLinger` seconds ago.
    public var indicatorShows: Bool {
        guard let lastMoved, maximumOffset > 0 else { return false }
        return isDragging || now - lastMoved < ScrollView.indicatorLinger
    }

    /// Draws the indicator along the view's far edge (its right column, or its bottom row) in
    /// the theme's secondary style, while it shows: its length is the share of the content that
    /// shows, shorter while the content is pulled past an end.
    public func drawIndicator(in canvas: inout Canvas) {
        guard indicatorShows else { return }
        let length = Double(viewLength), total = Double(contentLength)
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

    private func followPan(_ pan: GestureRecognizer) {
        now = max(now, pan.eventTime)
        let translation = axis == .vertical ? Double(pan.translation.y) : pan.preciseTranslationX
        switch pan.state {
        case .began:
            motion.beginDrag(at: now)
            motion.drag(translation: translation)
        case .changed:
            motion.drag(translation: translation)
        case .ended:
            let velocity = axis == .vertical ? pan.verticalVelocity.cellsPerSecond : pan.velocity.cellsPerSecond
            motion.endDrag(velocity: velocity, at: now)
        case .cancelled:
            motion.endDrag(velocity: 0, at: now)
        case .failed, .possible:
            return  // declined: the content never moved
        }
        lastMoved = now
    }

    private func updateLimits() {
        let length = Double(max(1, viewLength))
        let current = motion.offset(at: now)
        motion.maximumOffset = max(0, Double(contentLength) - length)
        motion.viewportLength = length
        motion.pageLength = isPagingEnabled ? length : nil
        if !motion.isDragging && !motion.isMoving(at: now) { motion.jump(to: current) }
    }
}
