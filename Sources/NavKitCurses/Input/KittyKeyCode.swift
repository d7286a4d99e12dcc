import NavKit

/// The keys of the kitty keyboard protocol's `ESC [ code ; modifiers u` reports, as the engine
/// knows them. Where a legacy terminal sends one byte for two keys (Tab and Ctrl-I, Enter,
/// Shift+Enter and Ctrl-M, Backspace and Ctrl-H), the protocol tells them apart and so do the
/// keys (`.control("i")`, `.shiftEnter`); the engine gives such a key again as the legacy one
/// (`Key.legacy`) when nothing takes it, so an app that knows only Tab sees Tab either way.
package enum KittyKeyCode {
    /// The key `code` (a Unicode scalar, or one of the protocol's private-use numbers for keys
    /// with no text) stands for with `modifiers`; nil for a key no screen takes (a lone
    /// modifier, Caps Lock, F13 and up, or a chord with no legacy meaning).
    package static func key(_ code: Int, modifiers: KeyModifiers) -> Key? {
        let chord = modifiers.subtracting(.shift)
        switch code {
        case 27: return .escape
        case 13, 57414:                          // Enter, keypad Enter
            if modifiers.contains(.control) { return .controlEnter }
            return modifiers.contains(.shift) ? .shiftEnter : .enter
        case 9: return modifiers.contains(.shift) ? .backTab : .tab
        case 127, 8: return .backspace
        case 57417: return .left                  // the keypad's arrows and the keys above them
        case 57418: return .right
        case 57419: return .up
        case 57420: return .down
        case 57421: return .pageUp
        case 57422: return .pageDown
        case 57423: return .home
        case 57424: return .end
        case 57426: return .delete
        case 57399...57408: return .character(Character(Unicode.Scalar(UInt8(code - 57399) + 0x30)))  // keypad digits
        case 57344...63743: return nil           // other private-use keys: lone modifiers, locks, F13 and up
        default: break
        }
        guard let scalar = Unicode.Scalar(code), code >= 0x20 else { return nil }
        let ascii = code < 0x80 ? UInt8(code) : nil
        switch chord {
        case []:
            // Shift alone: the protocol reports the key's unshifted code (`a` for `A`); its text,
            // when the report has it, said what Shift made of it (the decoder took that first).
            let character = Character(scalar)
            if modifiers.contains(.shift), character.isLetter, character.uppercased().count == 1 {
                return .character(Character(character.uppercased()))
            }
            return .character(character)
        case .control:
            guard let ascii else { return nil }
            switch ascii {
            case 0x5B: return .escape             // Ctrl-[
            case 0x5F, 0x2F: return .control("_") // Ctrl-_ and Ctrl-/: undo
            case 0x61...0x7A: return .control(Character(Unicode.Scalar(ascii)))
            default: return nil
            }
        case .alt:
            guard let ascii, (0x21...0x7E).contains(ascii) else { return nil }
            if modifiers.contains(.shift), (0x61...0x7A).contains(ascii) {
                return .alt(Character(Unicode.Scalar(ascii - 0x20)))
            }
            if ascii == 0x62 { return .wordLeft }   // Alt-B, as the legacy ESC b
            if ascii == 0x66 { return .wordRight }  // Alt-F
            return .alt(Character(scalar))
        default:
            return nil
        }
    }
}
