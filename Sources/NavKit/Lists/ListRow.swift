/// One row of a `ListView` as it shows: its text at the left, an optional detail at the right
/// (a size, a date), in the theme's style for what the row is; or, in a list with columns
/// (`ListView.columns`), its cells, one a column.
public struct ListRow: Hashable, Sendable {
    /// What a row is, which picks its style from the theme.
    public enum Kind: Hashable, Sendable {
        /// An ordinary row: `theme.content`.
        case plain
        /// A row that opens something (a folder, a page): `theme.link`, bold.
        case link
        /// A row of lesser weight: `theme.secondary`.
        case secondary
        /// A row that stands out: `theme.highlight`.
        case highlight

        /// The style of text of this kind in `theme` (when not selected).
        public func style(in theme: Theme) -> Style {
            switch self {
            case .plain: return theme.content
            case .link: return theme.link.adding(.bold)
            case .secondary: return theme.secondary
            case .highlight: return theme.highlight
            }
        }
    }

    /// What a row shows at its right end, after its detail (UITableViewCell's accessories).
    public enum Accessory: Hashable, Sendable {
        /// `›`: the row opens another screen.
        case disclosure
        /// `✓`: the row is the choice in force.
        case checkmark
        /// An on/off switch (`●────` / `━━━━●`): Space or Enter on the selected row, or a click
        /// on the switch, asks the list's `onToggle` to turn it over.
        case toggle(isOn: Bool)

        /// Cells it takes at the row's right end.
        var width: Int {
            switch self {
            case .disclosure, .checkmark: 1
            case .toggle: Switch.trackWidth
            }
        }
    }

    /// The row's text, cut to the room it has.
    public var text: String
    /// Shown at the right in the theme's secondary style ("2.0 K"); nil for none.
    public var detail: String?
    /// What the row is (its style when not selected).
    public var kind: Kind
    /// The row's cells, one a column, in a list with columns (none: `text` and `detail` show).
    public var cells: [ListCell] = []
    /// Offsets (in `Character`s) of letters of `text` drawn with emphasis: bold, and in the
    /// theme's highlight style unless the row is selected (the letters a search matched, as the
    /// command palette shows them). None by default; not drawn in a list with columns.
    public var emphasis: [Int] = []
    /// What shows at the right end, after the detail; nil for nothing. Not drawn in a list with
    /// columns.
    public var accessory: Accessory?

    /// A row showing `text`, with `detail` at the right and `accessory` after it, of `kind`.
    public init(_ text: String, detail: String? = nil, kind: Kind = .plain, accessory: Accessory? = nil) {
        self.text = text
        self.detail = detail
        self.kind = kind
        self.accessory = accessory
    }

    /// A row of a list with columns: `cells`, one a column, of `kind`. Its `text` is its first
    /// cell's.
    public init(cells: [ListCell], kind: Kind = .plain) {
        self.text = cells.first?.text ?? ""
        self.cells = cells
        self.kind = kind
    }
}
