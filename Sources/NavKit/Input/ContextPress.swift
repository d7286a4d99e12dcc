/// The long press that opens a context menu (UIKit's context menu interaction, held): a press in
/// the top screen's content held still for `duration` seconds, at rest, opens the menu the
/// screen has for that cell (`Screen.contextMenu(at:)`), as a right-click does at once.
@MainActor
struct ContextPress {
    /// Seconds a press must stay still to open the menu.
    static let duration = 0.5

    /// Where the held press landed (container cells) and when (seconds); nil with none held.
    private var press: (position: Point, time: Double)?

    /// When the held press opens the menu (seconds); nil with none held.
    var deadline: Double? { press.map { $0.time + ContextPress.duration } }

    /// Forgets the press (input went elsewhere, a gesture took it).
    mutating func reset() { press = nil }

    /// Follows a pointer event (container cells) at `time` (seconds): a press in the content
    /// starts the hold, a move past a cell or a release ends it.
    mutating func watch(_ event: PointerEvent, inContent: Bool, at time: Double) {
        switch event.kind {
        case .press:
            press = inContent ? (event.position, time) : nil
        case .drag:
            if let held = press, abs(event.position.x - held.position.x) > 1 || event.position.y != held.position.y {
                press = nil
            }
        case .release, .secondaryPress, .scrollUp, .scrollDown, .scrollLeft, .scrollRight:
            press = nil
        case .tap:
            break
        }
    }

    /// The held press's position (container cells) when it has been held long enough at `time`
    /// (seconds), once; nil otherwise.
    mutating func due(at time: Double) -> Point? {
        guard let held = press, time >= held.time + ContextPress.duration else { return nil }
        press = nil
        return held.position
    }
}
