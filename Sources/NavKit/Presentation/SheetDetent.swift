/// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`): the pointer drags
/// the sheet between its detents, and Shift+↑ and Shift+↓ move it one detent up or down.
public enum SheetDetent: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// About half the terminal's height: the presenter's upper half shows above the sheet.
    case medium
    /// The whole height but the top row, where the presenter still shows (the default).
    case large

    /// The detent's name, as traces and the HUD show it: "medium", "large".
    public var description: String { self == .medium ? "medium" : "large" }

    /// The row the sheet's top edge rests on at this detent, in a container `height` rows tall:
    /// 1 for `.large` (0 when the container has one row), half the height for `.medium`, never
    /// above the large detent's.
    public func edge(in height: Int) -> Int {
        let large = min(1, max(0, height - 1))
        return self == .large ? large : max(large, height / 2)
    }
}
