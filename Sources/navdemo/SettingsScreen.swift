import NavKit
import TourAssets

/// The tour's "Settings" page (`screen: settings`), built like iOS Settings: its text, then a
/// sectioned list whose rows carry switches and open a sub-page, a brightness slider, a
/// segmented control for the text size, a language picker, and a software update whose
/// progress bar runs with a spinner beside it. Each change the user makes shows in the HUD
/// (`lastChange`).
@MainActor
final class SettingsScreen: ComposedScreen {
    /// The last value the user changed on a settings page ("Wi-Fi on"), for the HUD; nil once
    /// the page is gone.
    static var lastChange: String?

    let page: Page
    var title: String { page.title }

    private var airplane = false, wifi = true, bluetooth = false
    private var previews = 0
    let list = ListView(name: "settings")
    let brightness = Slider(value: 0.6)
    let textSize = SegmentedControl(["Small", "Medium", "Large"], selectedIndex: 1)
    let language = Picker("Language", options: ["English", "Deutsch", "Français", "Español"], selectedIndex: 0)
    let update = ProgressView()
    let checking = ActivityIndicator("Checking for updates…", isAnimating: false)
    private var context: NavigationContext?
    private var updateTimer: ScreenTimer?

    lazy var checkAgain = Button("Check again") { [unowned self] in
        startUpdate()
        return .handled
    }

    lazy var parts = Stack(.vertical, padding: 1, [
        .fitting(Label(page.body)),
        .fixed(1, Spacer()),
        .fixed(8, list),
        .fixed(1, Label("Brightness", kind: .secondary)),
        .fixed(1, brightness),
        .fixed(1, Stack(.horizontal, [.fitting(Label("Text size")), .flexible(Spacer()), .fitting(textSize)])),
        .fixed(1, language),
        .fixed(1, Spacer()),
        .fixed(1, Label("Software update", kind: .secondary)),
        .fixed(1, update),
        .fixed(1, Stack(.horizontal, [.flexible(checking), .fitting(checkAgain)])),
        .flexible(Spacer()),
    ])

    init(page: Page) {
        self.page = page
        list.accessibilityLabel = "Settings"
        list.rows = ListRows(sections: [ListSection("Connections", count: 3), ListSection("General", count: 2)]) {
            [unowned self] index in
            switch index {
            case 0: ListRow("Airplane Mode", accessory: .toggle(isOn: airplane))
            case 1: ListRow("Wi-Fi", detail: wifi && !airplane ? "Home" : "Off", accessory: .toggle(isOn: wifi))
            case 2: ListRow("Bluetooth", accessory: .toggle(isOn: bluetooth))
            case 3: ListRow("Notifications", detail: NotificationsScreen.choices[previews], accessory: .disclosure)
            default: ListRow("About", detail: "NavKit", accessory: .disclosure)
            }
        }
        list.onToggle = { [unowned self] index, isOn in
            switch index {
            case 0: airplane = isOn
            case 1: wifi = isOn
            default: bluetooth = isOn
            }
            reload()
            SettingsScreen.lastChange = "\(["Airplane Mode", "Wi-Fi", "Bluetooth"][index]) \(isOn ? "on" : "off")"
        }
        list.onActivate = { [unowned self] index in
            switch index {
            case 3:
                let screen = NotificationsScreen(chosen: previews) { [unowned self] chosen in
                    previews = chosen
                    reload()
                    SettingsScreen.lastChange = "Show previews: \(NotificationsScreen.choices[chosen])"
                }
                return .push(screen, animated: true)
            case 4:
                return .push(AboutScreen(), animated: true)
            default:
                return .handled
            }
        }
        list.contextMenu = { [unowned self] index in
            guard index < 3 else { return nil }
            return Menu(["Airplane Mode", "Wi-Fi", "Bluetooth"][index], [
                .action("Turn on") { [unowned self] in list.onToggle?(index, true) },
                .action("Turn off") { [unowned self] in list.onToggle?(index, false) },
            ])
        }
        brightness.onChange = { SettingsScreen.lastChange = "Brightness \(Int(($0 * 100).rounded())) %" }
        textSize.onChange = { [unowned self] in SettingsScreen.lastChange = "Text size \(textSize.segments[$0])" }
        language.onChange = { [unowned self] in SettingsScreen.lastChange = "Language \(language.options[$0])" }
    }

    func didMove(to context: NavigationContext) {
        self.context = context
    }

    func didAppear(animated: Bool) {
        if update.progress == 0 { startUpdate() }
    }

    func didDisappear(animated: Bool) {
        if context?.stack.contains(where: { $0 === self }) != true { SettingsScreen.lastChange = nil }
    }

    /// The rows show the model again.
    private func reload() {
        list.rows = list.rows
    }

    /// Checks for updates from the start: the bar runs in steps, the spinner turns until it is done.
    private func startUpdate() {
        updateTimer?.cancel()
        update.progress = 0
        checking.title = "Checking for updates…"
        checking.startAnimating()
        updateTimer = context?.every(0.4) { [unowned self] in
            update.setProgress(update.progress + 0.08, animated: true)
            if update.progress >= 1 {
                checking.stopAnimating()
                checking.hidesWhenStopped = false
                checking.title = "NavKit is up to date."
                updateTimer?.cancel()
                updateTimer = nil
            }
        }
    }
}

/// The Notifications sub-page: one of three choices, the chosen one checked.
@MainActor
final class NotificationsScreen: ComposedScreen {
    static let choices = ["Always", "When Unlocked", "Never"]

    let title = "Notifications"
    private var chosen: Int
    private let onChoose: (Int) -> Void
    let list = ListView(name: "previews")
    lazy var parts = Stack(.vertical, padding: 1, [
        .fitting(Label("Show previews of messages on the lock screen. Enter or a click chooses; ← goes back.")),
        .fixed(1, Spacer()),
        .flexible(list),
    ])

    init(chosen: Int, onChoose: @escaping (Int) -> Void) {
        self.chosen = chosen
        self.onChoose = onChoose
        list.rows = ListRows(sections: [ListSection("Show previews", count: NotificationsScreen.choices.count)]) {
            [unowned self] index in
            ListRow(NotificationsScreen.choices[index], accessory: index == self.chosen ? .checkmark : nil)
        }
        list.onActivate = { [unowned self] index in
            self.chosen = index
            list.rows = list.rows
            onChoose(index)
            return .handled
        }
    }
}

/// The About sub-page: what this is.
@MainActor
final class AboutScreen: ComposedScreen {
    let title = "About"
    lazy var parts = Stack(.vertical, padding: 1, [
        .fitting(Label("NavKit: iOS-grade navigation in the terminal. These controls are NavKit's parts: Switch, "
            + "Slider, SegmentedControl, Picker, ProgressView, ActivityIndicator and the list's accessories.")),
        .flexible(Spacer()),
    ])
}
