/// Where a split's divider is: the primary column's width as the pointer or the keys left it, and
/// while it moves, an `InteractiveMotion` over the widths the column may take (0 at the
/// narrowest, 1 at the widest). The pointer catches it and it follows cell for cell, resting
/// where it is let go; a key moves it `keyStep` cells, animated, and a key pressed while it moves
/// goes on from where it was going. It reads no clock: times come from the split's input and
/// `step(to:)`.
struct SplitDivider {
    /// The cells a key moves the divider (4).
    static let keyStep = 4
    /// The share of a push's duration a key's step takes (a half: 0.175 s at the default 0.35).
    static let keyStepShareOfPush = 0.5

    /// The primary column's width where the divider rests (cells); nil until it is moved.
    private(set) var restingWidth: Int?
    /// The divider's motion while it moves, over `range`.
    private var motion: InteractiveMotion?
    /// The widths the motion runs over (cells, narrowest to widest), fixed when it began.
    private var range = 0...0

    /// True while the pointer holds it.
    var isTracking: Bool { motion?.isTracking == true }

    /// True while it moves by itself toward where a key sent it: frames are needed.
    var isAnimating: Bool { motion?.isAnimating == true }

    /// The primary column's width now (cells): where the motion has it while it moves, else where
    /// it rests; nil until it is moved.
    var width: Int? {
        guard let motion else { return restingWidth }
        return width(at: motion.value)
    }

    /// The pointer pressed it at column `x` (cells) at `time` (seconds), the column being `width`
    /// cells wide now and allowed `range`: it stops where it is and follows the pointer from there.
    mutating func catchIt(at x: Int, width: Int, range: ClosedRange<Int>, time: Double) {
        var caught = start(at: width, range: range, time: time)
        caught.catchIt(at: Double(x), time: time)
        motion = caught
    }

    /// The pointer is at column `x` (cells) at `time`: the divider follows it, within its range.
    /// True when the column's width changed.
    mutating func follow(to x: Int, time: Double) -> Bool {
        guard var moving = motion, moving.isTracking else { return false }
        let before = width
        moving.follow(to: Double(x), travel: Double(max(1, range.upperBound - range.lowerBound)), time: time)
        motion = moving
        return width != before
    }

    /// The pointer let go: the divider rests where it is.
    mutating func letGo() {
        if isTracking { stop() }
    }

    /// Moves it `cells` wider (negative: narrower) from where it is going, the column being
    /// `width` cells wide now and allowed `range`, at `time` with `context`'s push timing (at once
    /// with reduced motion). True when it will move.
    mutating func move(by cells: Int, width: Int, range: ClosedRange<Int>, context: ContainerEventContext) -> Bool {
        guard !isTracking else { return false }
        let from = motion.map { self.width(at: $0.target) } ?? width
        let to = min(range.upperBound, max(range.lowerBound, from + cells))
        guard to != from else { return false }
        var moving = motion.flatMap { self.range == range ? $0 : nil } ?? start(at: width, range: range, time: context.time)
        let span = Double(max(1, range.upperBound - range.lowerBound))
        // A whole way takes as many steps' time as it holds steps.
        let wholeWay = context.reduceMotion
            ? 0 : context.transitionDuration * Self.keyStepShareOfPush * span / Double(Self.keyStep)
        moving.animate(to: Double(to - range.lowerBound) / span, at: context.time, duration: wholeWay,
                       curve: context.transitionCurve)
        motion = moving
        return true
    }

    /// Moves it on to `time` (seconds); true when the column's width changed. Once the motion
    /// comes to rest, the divider rests there.
    mutating func step(to time: Double) -> Bool {
        guard var moving = motion, moving.isAnimating else { return false }
        let before = width
        if let end = moving.step(to: time) {
            restingWidth = width(at: end)
            motion = nil
        } else {
            motion = moving
        }
        return width != before
    }

    /// The divider put back at rest where it is (a resize changes its range).
    mutating func stop() {
        guard let motion else { return }
        restingWidth = width(at: motion.value)
        self.motion = nil
    }

    /// A motion at `width` in `range`, at rest at `time`.
    private mutating func start(at width: Int, range: ClosedRange<Int>, time: Double) -> InteractiveMotion {
        self.range = range
        let span = Double(max(1, range.upperBound - range.lowerBound))
        return InteractiveMotion(at: Double(min(range.upperBound, max(range.lowerBound, width)) - range.lowerBound) / span)
    }

    /// The width at `value` of the motion (cells, rounded).
    private func width(at value: Double) -> Int {
        range.lowerBound + Int((value * Double(range.upperBound - range.lowerBound)).rounded())
    }
}
