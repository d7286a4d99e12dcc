/// How a presented screen is shown over the screens that present it (UIKit's
/// `modalPresentationStyle`).
public enum PresentationStyle: Hashable, Sendable, CustomStringConvertible {
    /// A card from the bottom over the dimmed presenter, resting at one of its `detents` (the
    /// smallest first) and dragged between them by its grabber row, or down to dismiss it; on a
    /// terminal wider than `PresentationStyle.sheetFullWidthLimit` the card is centred and no
    /// wider than two thirds of it (at least 80, at most 120 columns). No detents means `.large`.
    case sheet(detents: Set<SheetDetent>)
    /// Covers the whole terminal; the presenter disappears (it is told so) until dismissal.
    case fullScreen
    /// A centred card with a rounded border, sized to its content
    /// (`Screen.preferredContentHeight(forWidth:)`), over the dimmed presenter, which shows around
    /// it: for a question and its answers.
    case alert

    /// A sheet at the `.large` detent: the presenter's top row still shows above it.
    public static var sheet: PresentationStyle { .sheet(detents: [.large]) }

    /// A sheet's grabber, centred on its top row: a heavy line with rounded-looking ends. Its
    /// first glyph inks only the right half of its cell: one beginning with a full-width glyph
    /// left mlterm a one-pixel trace in its first pixel column (DECISIONS.md).
    static let grabber = "╺━━━━╸"

    /// Below this many columns a sheet takes the terminal's whole width (100).
    public static let sheetFullWidthLimit = 100
    /// The widest an alert's card gets, in columns (56).
    public static let alertMaximumWidth = 56

    /// The style's name, as traces and the HUD show it: "sheet", "fullScreen", "alert".
    public var description: String {
        switch self {
        case .sheet: sheetDetents == [.large] ? "sheet" : "sheet(\(sheetDetents.map(\.description).joined(separator: ", ")))"
        case .fullScreen: "fullScreen"
        case .alert: "alert"
        }
    }

    /// A sheet's detents, largest last (`.large` when it was given none); empty for the other
    /// styles.
    public var sheetDetents: [SheetDetent] {
        guard case let .sheet(detents) = self else { return [] }
        return detents.isEmpty ? [.large] : SheetDetent.allCases.filter(detents.contains)
    }

    /// True for a sheet (of any detents).
    public var isSheet: Bool {
        if case .sheet = self { return true }
        return false
    }

    /// True when the presenter stays visible (no disappearance callbacks for it).
    var keepsPresenterVisible: Bool { self != .fullScreen }

    /// How a screen reader names the card: an alert, else a sheet.
    var accessibilityRole: AccessibilityRole { self == .alert ? .alert : .sheet }

    /// True when the card's whole frame takes the pointer (a sheet's grabber row is the card's);
    /// false when only its content does (an alert's border is not).
    var takesPointerOnWholeCard: Bool { isSheet }

    /// True when the card, pulled above where it rests, shows its paper below (a sheet).
    var extendsPaperBelow: Bool { isSheet }

    /// The cells of the card's border on each side (1 for an alert, else 0).
    var borderWidth: Int { self == .alert ? 1 : 0 }

    /// The rows above the card's stack that its grabber takes (1 for a sheet, else 0).
    var grabberHeight: Int { isSheet ? 1 : 0 }

    /// Where the card of `root` rests in a container of `size` cells, its border and grabber
    /// included; a sheet at `detent`.
    @MainActor
    func cardFrame(for root: Screen, detent: SheetDetent = .large, in size: Size) -> Rect {
        switch self {
        case .fullScreen:
            return Rect(origin: .zero, size: size)
        case .sheet:
            let width = size.width < PresentationStyle.sheetFullWidthLimit
                ? size.width : min(120, max(80, size.width * 2 / 3))
            let top = detent.edge(in: size.height)
            return Rect(x: (size.width - width) / 2, y: top, width: width, height: size.height - top)
        case .alert:
            let room = max(3, size.width - 4)
            let titleWidth = TerminalText.width(of: root.title) + 6
            let width = min(room, max(min(room, 32), min(PresentationStyle.alertMaximumWidth, titleWidth)))
            let bar = root.showsTopBar ? TopBar.height : 0
            let status = root.statusLine == nil ? 0 : StatusLine.height
            let content = root.preferredContentHeight(forWidth: width - 2) ?? size.height / 2
            let height = min(max(3, size.height - 2), bar + status + max(1, content) + 2)
            return Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
        }
    }
}
