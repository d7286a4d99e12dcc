/// A small, fast, seeded random number generator (SplitMix64), so a seed replays its sequence
/// exactly: for property tests that print the seed of a failure.
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence `seed` decides.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<`upperBound`.
    package mutating func next(upperBound: UInt64) -> UInt64 { next() % upperBound }

    /// One of `choices`, which must not be empty.
    package mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next(upperBound: UInt64(choices.count)))] }
}
