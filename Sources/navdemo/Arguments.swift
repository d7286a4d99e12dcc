import ArgumentParser
import NavKit
import NavKitCurses

extension BuiltInAnimator: ExpressibleByArgument {}

/// `--inline 12` or `--inline 40%`.
extension InlineHeight: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }
}

/// A timing curve given on the command line: linear, ease-in, ease-out,
/// ease-in-out, spring, or cubic-bezier:X1,Y1,X2,Y2.
struct CurveArgument: ExpressibleByArgument {
    let curve: TimingCurve

    static let names = ["linear", "ease-in", "ease-out", "ease-in-out", "spring", "cubic-bezier:X1,Y1,X2,Y2"]

    init?(argument: String) {
        switch argument {
        case "linear": curve = .linear
        case "ease-in": curve = .easeIn
        case "ease-out": curve = .easeOut
        case "ease-in-out": curve = .easeInOut
        case "spring": curve = .navigationSpring
        default:
            guard argument.hasPrefix("cubic-bezier:") else { return nil }
            let numbers = argument.dropFirst("cubic-bezier:".count).split(separator: ",").compactMap { Double($0) }
            guard numbers.count == 4, (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else { return nil }
            curve = .cubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
        }
    }

    static var allValueStrings: [String] { names }
}

/// A theme named on the command line: light (iOS's, the tour's own), dark, or terminal (the
/// terminal's own colours).
enum ThemeArgument: String, CaseIterable, ExpressibleByArgument {
    case light, dark, terminal

    /// The theme this name stands for.
    var theme: Theme {
        switch self {
        case .light: return .light
        case .dark: return .dark
        case .terminal: return .terminal
        }
    }
}
