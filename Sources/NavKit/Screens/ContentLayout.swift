/// Where a screen's content goes in its pane, and the one place that tells screens their
/// content size: `Screen.layout(in:)` is called from here, before a screen is first drawn,
/// handles an event or is hit-tested, and again when its content size changes.
@MainActor
final class ContentLayout {
    /// The content size a screen was last laid out at.
    private struct Record {
        weak var screen: Screen?
        var size: Size
    }

    /// The last layout of each screen, by screen.
    private var records: [ObjectIdentifier: Record] = [:]
    /// The screens whose content size is being worked out (`contentSize(of:estimate:measure:)`).
    private var measuring: Set<ObjectIdentifier> = []

    /// The content area of `screen` in a pane of `size` cells: below its top bar, above its
    /// status line.
    static func contentFrame(of screen: Screen, in size: Size) -> Rect {
        let top = TopBar.height(for: screen, in: size)
        let bottom = screen.statusLine != nil && size.height - top > StatusLine.height ? StatusLine.height : 0
        return Rect(x: 0, y: top, width: size.width, height: max(0, size.height - top - bottom))
    }

    /// Lays `screen` out for a pane of `size` cells if its content size changed since it last
    /// was, and returns its content area (pane cells).
    @discardableResult
    func prepare(_ screen: Screen, in size: Size) -> Rect {
        let frame = ContentLayout.contentFrame(of: screen, in: size)
        let key = ObjectIdentifier(screen)
        if let record = records[key], record.screen === screen, record.size == frame.size { return frame }
        records[key] = Record(screen: screen, size: frame.size)
        screen.layout(in: frame.size)
        return frame
    }

    /// The content size of `screen` (cells) as `measure` works it out; but asked again while it
    /// works (the screen's status line, title or bar items read the size they decide), the size
    /// the screen was last laid out at, or `estimate` before its first layout: one answer a
    /// read, never a recursion.
    func contentSize(of screen: Screen, estimate: Size, measure: () -> Size) -> Size {
        let key = ObjectIdentifier(screen)
        guard !measuring.contains(key) else {
            if let record = records[key], record.screen === screen { return record.size }
            return estimate
        }
        measuring.insert(key)
        defer { measuring.remove(key) }
        return measure()
    }

    /// Forgets `screens` (they left the stack): they are laid out again if they come back.
    func forget(_ screens: [Screen]) {
        for screen in screens { records[ObjectIdentifier(screen)] = nil }
    }
}
