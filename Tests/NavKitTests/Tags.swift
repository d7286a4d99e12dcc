import Testing

extension Tag {
    /// Suites that run code which handles memory itself (unsafe pointers and buffers, C calls,
    /// file descriptors): `make asan` runs these again under AddressSanitizer. The rule is in
    /// DECISIONS.md ("What runs under AddressSanitizer").
    @Tag static var unsafeMemory: Self
}
