import NavKit

/// How many colours the terminal can show, and how engine colours map onto them.
public enum ColorDepth: String, Sendable {
    /// No colour: attributes only.
    case monochrome
    /// The 8 ANSI colours.
    case eight
    /// The xterm 256-colour palette.
    case twoFiftySix
    /// 24-bit colour, each colour sent as it is (terminfo with 2^24 colours).
    case direct

    /// The depth for a terminal with `colors` colours (terminfo's `colors`).
    public init(colors: Int) {
        switch colors {
        case (1 << 24)...: self = .direct
        case 256...: self = .twoFiftySix
        case 8...: self = .eight
        default: self = .monochrome
        }
    }

    /// How the engine should draw dimming and shadows at this depth.
    public var effects: EffectStyle {
        switch self {
        case .direct, .twoFiftySix: return .color
        case .eight, .monochrome: return .attributes
        }
    }

    /// The attributes `style` is shown with at this depth. Without colours, a dark coloured
    /// background (a selection) reads as reverse video; black (the backdrop behind moving
    /// panes) stays the terminal's own background. With 8 colours, a mid-grey foreground
    /// (secondary text), drawn black or white, is dim, so it still reads as lesser text.
    func attributes(for style: Style) -> TextAttributes {
        var attributes = style.attributes
        if self == .monochrome, let c = style.background.components,
           c.red + c.green + c.blue < 3 * 96, c.red + c.green + c.blue > 0 {
            attributes.insert(.reverse)
        }
        if self == .eight, let c = style.foreground.components, ColorDepth.isGrey(c.red, c.green, c.blue),
           (64...191).contains((c.red + c.green + c.blue) / 3) {
            attributes.insert(.dim)
        }
        return attributes
    }

    /// Whether a colour has so little hue that the 8 ANSI colours should show it as black or white.
    static func isGrey(_ r: Int, _ g: Int, _ b: Int) -> Bool { max(r, g, b) - min(r, g, b) <= 32 }

    /// The terminal colour index for `color` (-1 for the terminal's default).
    public func index(for color: Color) -> Int32 {
        guard self != .monochrome, let c = color.components else { return -1 }
        if case let .palette(index) = color, self == .twoFiftySix { return Int32(index) }
        switch self {
        case .direct:
            // ncurses sends values below 8 as the ANSI colours: near-black becomes black.
            let value = c.red << 16 | c.green << 8 | c.blue
            return Int32(value < 8 ? 0 : value)
        case .twoFiftySix: return ColorDepth.nearest256(c.red, c.green, c.blue)
        default: return ColorDepth.nearest8(c.red, c.green, c.blue)
        }
    }

    /// Nearest entry of the 6×6×6 cube or the grey ramp.
    static func nearest256(_ r: Int, _ g: Int, _ b: Int) -> Int32 {
        let levels = [0, 95, 135, 175, 215, 255]
        func level(_ v: Int) -> Int { v < 48 ? 0 : v < 115 ? 1 : min(5, (v - 35) / 40) }
        let (cr, cg, cb) = (level(r), level(g), level(b))
        let cubeDistance = square(levels[cr] - r) + square(levels[cg] - g) + square(levels[cb] - b)
        let average = (r + g + b) / 3
        let greyIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
        let grey = 8 + 10 * greyIndex
        let greyDistance = square(grey - r) + square(grey - g) + square(grey - b)
        if greyDistance < cubeDistance { return Int32(232 + greyIndex) }
        return Int32(16 + 36 * cr + 6 * cg + cb)
    }

    /// Nearest of the 8 ANSI colours, by their usual xterm values; a grey is black or white,
    /// whichever is nearer in brightness (by distance alone a mid grey is nearest magenta).
    static func nearest8(_ r: Int, _ g: Int, _ b: Int) -> Int32 {
        if isGrey(r, g, b) { return (r + g + b) / 3 >= 128 ? 7 : 0 }
        var best: Int32 = 0
        var bestDistance = Int.max
        for index in 0..<8 {
            let c = Color.paletteComponents(UInt8(index))
            let distance = square(c.red - r) + square(c.green - g) + square(c.blue - b)
            if distance < bestDistance { bestDistance = distance; best = Int32(index) }
        }
        return best
    }

    private static func square(_ v: Int) -> Int { v * v }
}
