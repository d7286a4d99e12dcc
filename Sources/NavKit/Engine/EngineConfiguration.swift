/// Settings of an engine, chosen by the app (what the terminal can show is `DisplayTraits`).
public struct EngineConfiguration: Sendable {
    /// The look: the chrome's colours and the styles screens draw with (`canvas.theme`). The
    /// terminal's own colours by default, which suit dark and light terminals alike.
    public var theme: Theme = .terminal
    /// Animator for push and pop when the delegate gives none.
    public var animator: Animator = SlideAnimator()
    /// Width of the back-swipe edge region in cells (2).
    public var edgeWidth: Int = 2
    /// A rightward drag anywhere in the content pops, not only from the edge (iOS 26 style).
    public var fullWidthSwipe = false
    /// Projected progress past which a released swipe finishes (0.5), unless `swipeFinishDistance`
    /// is less; the keyboard swipe is decided by this alone.
    public var swipeThreshold: Double = 0.5
    /// A released swipe whose projected position is past this many cells finishes even short of
    /// `swipeThreshold` (23: UIKit's 187.5 pt at about 8 pt per column), so on a wide terminal,
    /// as on an iPad, a swipe need not cross the middle.
    public var swipeFinishDistance: Int = 23
    /// Replaces moving animators with a short cross-fade.
    public var reduceMotion = false
    /// The accessible look, for screen readers and braille displays (`TerminalApp.Options.accessible`,
    /// `--accessible`): nothing moves by itself (a push, a pop and a presentation land in one
    /// frame), the terminal's cursor shows on the focus, the selection and the focus are marked by
    /// a character as well as by colour (`Theme.marksFocus`), and each announcement shows in the
    /// status line until the next key (false by default).
    public var isAccessible = false
    /// Seconds an interactive transition may stay untouched before it is cancelled (30).
    public var stallTimeout: Double = 30
    /// `?` and F1 present the keys of where the focus is (`HelpScreen`), in a sheet, when the
    /// screen leaves them (true); a screen typing text keeps `?`.
    public var showsKeyHelp = true
    /// Ctrl+P, and `:` where no text is focused, present the command palette
    /// (`CommandPaletteScreen`) when the screen leaves them (true).
    public var showsCommandPalette = true
    /// F12 shows the inspector: the tree of containers, stacks and screens with the focus path,
    /// a node's frame and parts, the log (true); an app that wants F12 for itself turns it off.
    public var allowsInspector = true
    /// Below this size (cells) a "terminal too small" notice replaces the UI (20x6).
    public var minimumSize = Size(width: 20, height: 6)

    /// The release rule these settings make (`swipeThreshold`, `swipeFinishDistance`).
    public var releaseRule: ReleaseRule { ReleaseRule(threshold: swipeThreshold, finishDistance: swipeFinishDistance) }

    /// Seconds without a scrub key after which a keyboard-driven swipe releases itself (0.6).
    public static let scrubReleaseDelay = 0.6
    /// UIKit's scroll deceleration rate per millisecond (`UIScrollView.DecelerationRate.normal`).
    public static let decelerationRate = 0.998
    /// Seconds of the release velocity that the release rule adds to the position: where a
    /// pane thrown at v would come to rest decelerating at `decelerationRate`,
    /// v · rate / (1 − rate) / 1000, about v × 0.5 s, whatever the animation's length.
    public static let projectionTime = decelerationRate / (1 - decelerationRate) / 1000

    /// Creates the default configuration.
    public init() {}
}
