/// The modifiers held with a key, as xterm and the kitty keyboard protocol both encode them: a
/// parameter one more than the bits (`ESC [ 1 ; 2 C` is Shift+→, `ESC [ 99 ; 5 u` Ctrl+C).
/// Caps Lock and Num Lock, which the kitty protocol may report, are left out: they change no key.
package struct KeyModifiers: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let shift = KeyModifiers(rawValue: 1)
    package static let alt = KeyModifiers(rawValue: 2)
    package static let control = KeyModifiers(rawValue: 4)
    package static let `super` = KeyModifiers(rawValue: 8)
    package static let hyper = KeyModifiers(rawValue: 16)
    package static let meta = KeyModifiers(rawValue: 32)

    /// The modifiers a sequence's parameter stands for (1 or less: none).
    package init(parameter: Int) {
        self.init(rawValue: max(0, parameter - 1) & 0b11_1111)
    }
}

/// What a key report says happened to the key: the kitty keyboard protocol's event type (after
/// the modifiers' colon, `ESC [ 1 ; 2 : 3 C`); reports without one are presses.
package enum KeyAction: Int, Sendable {
    /// The key went down.
    case press = 1
    /// The key is held and the terminal repeats it.
    case `repeat` = 2
    /// The key came up (only terminals that speak the protocol say so).
    case release = 3
}
