import Testing
@testable import NavKit

/// Every built-in animator, pinned at progress 0, 0.25, 0.5, 0.75 and 1, for push and pop.
@MainActor @Suite struct AnimatorSnapshotTests {
    static let size = Size(width: 24, height: 6)
    static let progressValues = [0, 0.25, 0.5, 0.75, 1.0]

    /// Home (white, "h") and Detail (mid blue, "d"): far apart in brightness, so fades show.
    typealias Tinted = TintedScreen

    /// The frame of `animator` doing `operation` at `progress`, composed as the engine does.
    static func frame(_ animator: Animator, _ operation: NavigationOperation, _ progress: Double) -> Canvas {
        let home = Tinted("Home", "h", .rgb(255, 255, 255)), detail = Tinted("Detail", "d", .rgb(90, 130, 200))
        let renderer = PaneRenderer(theme: .light, layout: ContentLayout())
        var homePane = Canvas(size: size), detailPane = Canvas(size: size)
        renderer.render(home, backTitle: nil, size: size, into: &homePane)
        renderer.render(detail, backTitle: "Home", size: size, into: &detailPane)
        let (from, to) = operation == .push ? (homePane, detailPane) : (detailPane, homePane)
        let layout = animator.layout(for: operation, progress: progress, in: size)
        var frame = Canvas(size: size)
        let compositor = Compositor(theme: .light)
        if layout.toIsOnTop {
            compositor.compose(into: &frame, below: from, belowLayout: layout.from, above: to, aboveLayout: layout.to)
        } else {
            compositor.compose(into: &frame, below: to, belowLayout: layout.to, above: from, aboveLayout: layout.from)
        }
        return frame
    }

    nonisolated static let cases: [(BuiltInAnimator, NavigationOperation)] =
        BuiltInAnimator.allCases.flatMap { animator in [(animator, .push), (animator, .pop)] }

    @Test(arguments: cases)
    func pinned(animator: BuiltInAnimator, operation: NavigationOperation) {
        let made = animator.make()
        var text: [String] = []
        for progress in Self.progressValues {
            let frame = Self.frame(made, operation, progress)
            #expect(frame.isWellFormed)
            #expect(frame.size == Self.size)
            text.append("p=\(progress)")
            text.append(Snapshot.render(frame))
        }
        Snapshot.check(text.joined(separator: "\n"), named: "\(animator.rawValue)-\(operation.rawValue)")
    }

    @Test(arguments: BuiltInAnimator.allCases)
    func popIsThePushPlayedBackwards(animator: BuiltInAnimator) {
        let made = animator.make()
        for progress in Self.progressValues {
            #expect(Self.frame(made, .pop, progress) == Self.frame(made, .push, 1 - progress))
        }
    }

    @Test(arguments: BuiltInAnimator.allCases)
    func startsOnTheOldScreenAndEndsOnTheNewOne(animator: BuiltInAnimator) {
        let made = animator.make()
        #expect(Self.frame(made, .push, 0).text(ofRow: 2) == String(repeating: "h", count: 24))
        #expect(Self.frame(made, .push, 1).text(ofRow: 2) == String(repeating: "d", count: 24))
    }

    @Test func theAnimatorsAreVisiblyDifferent() {
        let midFrames = BuiltInAnimator.allCases.filter { $0 != .none }.map {
            Snapshot.render(Self.frame($0.make(), .push, 0.5))
        }
        #expect(Set(midFrames).count == midFrames.count)
    }
}
