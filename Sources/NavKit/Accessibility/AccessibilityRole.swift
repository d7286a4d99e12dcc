/// What kind of thing an `AccessibilityElement` is, as a screen reader names it (UIKit's
/// accessibility traits, as roles).
public enum AccessibilityRole: String, Sendable, Equatable, CaseIterable {
    /// The terminal's whole screen: the root of a snapshot.
    case window
    /// A screen on a navigation stack: its title is the label.
    case screen
    /// A card presented over the screens, from the bottom (a sheet).
    case sheet
    /// A small card presented in the middle, asking a question (an alert).
    case alert
    /// A column of a split view.
    case column
    /// A tab controller: its tab bar and the selected tab's content.
    case tabs
    /// The row of tabs at the bottom.
    case tabBar = "tab bar"
    /// One tab of a tab bar.
    case tab
    /// Any other container of an app's own.
    case group
    /// A list of rows.
    case list
    /// One row of a list.
    case row
    /// A section's heading in a list.
    case header
    /// A button.
    case button
    /// An on/off switch (`Switch`): its value says "on" or "off".
    case toggle = "switch"
    /// A box to tick (`Checkbox`): its value says "checked" or "unchecked".
    case checkbox
    /// One option of a radio group (`RadioGroup`): selected or not, with its position.
    case radioButton = "radio button"
    /// One segment of a segmented control (`SegmentedControl`): selected or not, with its position.
    case segment
    /// A value picked along a track (`Slider`): its value the number.
    case slider
    /// Buttons that step a value down and up (`Stepper`): its value the number.
    case stepper
    /// How far work has come (`ProgressView`, `ActivityIndicator`): its value the percentage or
    /// "in progress".
    case progress
    /// A button that opens a menu of choices (`Picker`): its value the chosen one.
    case popUpButton = "pop-up button"
    /// An open menu (`Menu`): its title the label, its items the children.
    case menu
    /// An item of an open menu: "checked" or "submenu" its value, the chosen one selected.
    case menuItem = "menu item"
    /// A link: a row that opens another screen.
    case link
    /// A field of one line of editable text.
    case textField = "text field"
    /// Editable text of many lines.
    case editor
    /// Text that is read, not changed.
    case text
    /// The status line at the bottom of a screen.
    case status

    /// The role as a reader says it after the label; nil for roles a reader does not name
    /// (text, a row, a status line, whose words are enough).
    public var spokenName: String? {
        switch self {
        case .text, .row, .status, .window, .group: return nil
        default: return rawValue
        }
    }
}
