// Elementary functions the standard library lacks (the engine imports no C library).

/// e^x for the standard library, which has no `exp` of its own.
@inline(__always)
func exp(_ x: Double) -> Double {
    // Range reduction: e^x = 2^k · e^r with |r| ≤ ln2/2, then a Taylor series.
    if x < -745 { return 0 }
    if x > 709 { return .infinity }
    let ln2 = 0.6931471805599453
    let k = (x / ln2).rounded()
    let r = x - k * ln2
    var term = 1.0, sum = 1.0
    for n in 1...14 {
        term *= r / Double(n)
        sum += term
    }
    return sum * Double(sign: .plus, exponent: Int(k), significand: 1)
}

/// The natural logarithm of `x` (> 0; nan for less, −∞ for 0).
func log(_ x: Double) -> Double {
    guard x > 0 else { return x == 0 ? -.infinity : .nan }
    guard x.isFinite else { return x }
    // x = m · 2^k with 1 ≤ m < 2; ln m = 2 · atanh(s), s = (m − 1) / (m + 1) ≤ 1/3.
    let k = Double(x.exponent)
    let m = x.significand
    let s = (m - 1) / (m + 1), s2 = s * s
    var term = s, sum = 0.0
    for n in stride(from: 1, through: 41, by: 2) {
        sum += term / Double(n)
        term *= s2
    }
    return 2 * sum + k * 0.6931471805599453
}
