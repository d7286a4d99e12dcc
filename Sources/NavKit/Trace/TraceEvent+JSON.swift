extension TraceEvent {
    /// The event's name in JSON traces, e.g. "transitionBegan".
    public var name: String {
        switch self {
        case .push: return "push"
        case .pop: return "pop"
        case .present: return "present"
        case .dismiss: return "dismiss"
        case .sheetDetent: return "sheetDetent"
        case .refused: return "refused"
        case .transitionBegan: return "transitionBegan"
        case .transitionProgress: return "transitionProgress"
        case .transitionFinished: return "transitionFinished"
        case .transitionCancelled: return "transitionCancelled"
        case .transitionStalled: return "transitionStalled"
        case .willShow: return "willShow"
        case .didShow: return "didShow"
        case .willAppear: return "willAppear"
        case .didAppear: return "didAppear"
        case .willDisappear: return "willDisappear"
        case .didDisappear: return "didDisappear"
        case .gesture: return "gesture"
        case .stack: return "stack"
        }
    }

    /// One line of JSON for the event at `time` seconds: `{"t":…,"event":…,…}`.
    public func jsonLine(time: Double) -> String {
        var fields = [("t", JSON.number(time)), ("event", JSON.string(name))]
        switch self {
        case let .push(screen), let .pop(screen), let .willShow(screen), let .didShow(screen),
             let .willAppear(screen), let .didAppear(screen), let .willDisappear(screen), let .didDisappear(screen),
             let .dismiss(screen):
            fields.append(("screen", JSON.string(screen)))
        case let .present(screen, style):
            fields += [("screen", JSON.string(screen)), ("style", JSON.string(style))]
        case let .sheetDetent(screen, detent):
            fields += [("screen", JSON.string(screen)), ("detent", JSON.string(detent))]
        case let .refused(request, reason):
            fields += [("request", JSON.string(request)), ("reason", JSON.string(reason))]
        case let .transitionBegan(operation, from, to, animator, interactive):
            fields += [("operation", JSON.string(operation.rawValue)), ("from", JSON.string(from)),
                       ("to", JSON.string(to)), ("animator", JSON.string(animator)),
                       ("interactive", interactive ? "true" : "false")]
        case let .transitionProgress(progress):
            fields.append(("progress", JSON.number(progress)))
        case let .transitionStalled(seconds):
            fields.append(("seconds", JSON.number(seconds)))
        case let .gesture(recognizer, state):
            fields += [("recognizer", JSON.string(recognizer)), ("state", JSON.string(state.rawValue))]
        case let .stack(titles):
            fields.append(("stack", "[" + titles.map(JSON.string).joined(separator: ",") + "]"))
        case .transitionFinished, .transitionCancelled:
            break
        }
        return JSON.object(fields)
    }
}

/// Minimal JSON writing for traces (the standard library has no encoder).
package enum JSON {
    /// `text` as a JSON string literal, with quotes, backslashes and control characters escaped.
    package static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `value` with at most 6 decimals, as JSON (non-finite values become null).
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let micro = Int64((value * 1_000_000).rounded())
        let sign = micro < 0 ? "-" : ""
        let magnitude = micro.magnitude
        var fraction = String(magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(magnitude / 1_000_000) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// An object from ordered (key, already-encoded value) pairs.
    package static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }
}
