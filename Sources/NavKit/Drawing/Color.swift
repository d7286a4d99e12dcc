/// A terminal colour: the terminal's default, a 256-colour palette entry, or 24-bit RGB.
///
/// The engine computes with colours (dimming, shadows); the front end maps them
/// to what the terminal can show (256, 8 or no colours).
public enum Color: Hashable, Sendable {
    /// The terminal's own default foreground or background.
    case `default`
    /// An entry of the xterm 256-colour palette.
    case palette(UInt8)
    /// A 24-bit colour, 0…255 per channel.
    case rgb(UInt8, UInt8, UInt8)

    /// The colour's red, green and blue (0…255), or nil for `.default`.
    public var components: (red: Int, green: Int, blue: Int)? {
        switch self {
        case .default: return nil
        case let .rgb(r, g, b): return (Int(r), Int(g), Int(b))
        case let .palette(index): return Color.paletteComponents(index)
        }
    }

    /// This colour with black laid over it at alpha `amount` (0…1). `.default` is unchanged.
    public func dimmed(by amount: Double) -> Color {
        guard amount > 0, let c = components else { return self }
        let keep = 1 - min(1, amount)
        return .rgb(Color.channel(Double(c.red) * keep),
                    Color.channel(Double(c.green) * keep),
                    Color.channel(Double(c.blue) * keep))
    }

    /// The colour `t` (0…1) of the way from this one to `other`; `.default` mixes as itself.
    public func mixed(with other: Color, by t: Double) -> Color {
        guard let a = components, let b = other.components else { return t < 0.5 ? self : other }
        func mix(_ x: Int, _ y: Int) -> UInt8 { channel(Double(x) + (Double(y) - Double(x)) * t) }
        return .rgb(mix(a.red, b.red), mix(a.green, b.green), mix(a.blue, b.blue))
    }

    private func channel(_ value: Double) -> UInt8 { Color.channel(value) }

    private static func channel(_ value: Double) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }

    /// RGB of an xterm palette entry: 16 system colours, the 6×6×6 cube, then 24 greys.
    public static func paletteComponents(_ index: UInt8) -> (red: Int, green: Int, blue: Int) {
        let i = Int(index)
        if i < 16 {
            let system: [(Int, Int, Int)] = [
                (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
                (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
                (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
                (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
            ]
            return system[i]
        }
        if i < 232 {
            let c = i - 16
            func level(_ v: Int) -> Int { v == 0 ? 0 : 55 + 40 * v }
            return (level(c / 36), level((c / 6) % 6), level(c % 6))
        }
        let grey = 8 + 10 * (i - 232)
        return (grey, grey, grey)
    }
}
