/// The sooner of two deadlines (seconds), either of which may be absent: how the parts that
/// need time to pass combine what each asks for (`Engine.nextDeadline`).
func earlier(_ a: Double?, _ b: Double?) -> Double? {
    guard let a else { return b }
    guard let b else { return a }
    return min(a, b)
}
