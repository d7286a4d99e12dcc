/// Feeds pointer events to a set of recognizers and decides which of them
/// may begin: require-to-fail, should-begin and simultaneous recognition.
/// Continuous gestures (pans) want to begin on movement; discrete ones (taps)
/// want to be recognized on the release, and fail on movement past their slop.
package struct GestureArbiter {
    /// What one event did to the recognizers.
    package struct Outcome {
        /// A recognized gesture took the event (it must not reach the screen).
        package var consumed: Bool
        /// The gestures the event ended or cancelled (a recognized tap is among them).
        package var finished: [GestureRecognizer]

        /// The discrete gestures (taps) the event recognized.
        package var recognized: [GestureRecognizer] { finished.filter { $0.isDiscrete && $0.state == .ended } }
    }

    /// An arbiter; it keeps no state between events.
    package init() {}

    /// Handles `event` at `time` for `recognizers` (in priority order) and says what it did.
    package func handle(_ event: PointerEvent, at time: Double, recognizers: [GestureRecognizer]) -> Outcome {
        let before = recognizers.map(\.state)
        let consumed = arbitrate(event, at: time, recognizers: recognizers)
        let finished = zip(before, recognizers).filter { was, recognizer in
            was != recognizer.state && (recognizer.state == .ended || recognizer.state == .cancelled)
        }.map(\.1)
        return Outcome(consumed: consumed, finished: finished)
    }

    /// Feeds `event` to `recognizers`; true when a recognized gesture took it.
    private func arbitrate(_ event: PointerEvent, at time: Double, recognizers: [GestureRecognizer]) -> Bool {
        switch event.kind {
        case .press:
            for recognizer in recognizers { recognizer.press(event, time: time) }
            return false
        case .drag:
            let wasActive = recognizers.filter(\.isActive).map(ObjectIdentifier.init)
            for recognizer in recognizers { recognizer.moved(event, time: time) }
            for recognizer in recognizers where recognizer.state == .possible && recognizer.isTracking
                && !recognizer.wantsToBegin {
                switch recognizer.decision(for: recognizer.translation) {
                case true?: recognizer.wantsToBegin = true
                case false?: recognizer.fail()
                case nil: break
                }
            }
            resolve(recognizers)
            for recognizer in recognizers where wasActive.contains(ObjectIdentifier(recognizer)) {
                recognizer.update()
            }
            return recognizers.contains(where: \.isActive)
        case .release:
            let consumed = recognizers.contains(where: \.isActive)
            for recognizer in recognizers { recognizer.moved(event, time: time) }
            // A pan ends (if recognized) or fails on the release; it never begins on it.
            for recognizer in recognizers where !recognizer.isDiscrete { recognizer.end() }
            // Then a tap still in play decides: same target, within its slop.
            for recognizer in recognizers where recognizer.isDiscrete && recognizer.state == .possible
                && recognizer.isTracking {
                if recognizer.recognizesOnRelease() { recognizer.wantsToBegin = true } else { recognizer.fail() }
            }
            resolve(recognizers)
            for recognizer in recognizers where recognizer.isDiscrete { recognizer.fail() }
            return consumed
        case .scrollUp, .scrollDown, .scrollLeft, .scrollRight:
            return recognizers.contains(where: \.isActive)
        case .tap, .secondaryPress:
            return false  // the outcome of arbitration, and a context click: not inputs to it
        }
    }

    /// Lets waiting recognizers begin or fail until nothing changes.
    private func resolve(_ recognizers: [GestureRecognizer]) {
        var changed = true
        while changed {
            changed = false
            for candidate in recognizers where candidate.wantsToBegin && candidate.state == .possible {
                let requirements = candidate.failureRequirements
                if requirements.contains(where: { $0.state == .possible && $0.isTracking }) { continue }
                let blocked = requirements.contains(where: \.isActive) || recognizers.contains {
                    $0 !== candidate && $0.isActive && !allowsBoth($0, candidate)
                }
                guard !blocked, candidate.shouldBegin(candidate) else {
                    candidate.fail()
                    changed = true
                    continue
                }
                candidate.recognize()
                changed = true
                for other in recognizers where other !== candidate && other.state == .possible
                    && other.isTracking && !allowsBoth(other, candidate) {
                    other.fail()
                }
            }
        }
    }

    /// UIKit's rule: either side's permission is enough ("returning NO is not guaranteed to
    /// prevent simultaneous recognition, as the other gesture's delegate may return YES").
    private func allowsBoth(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.recognizesSimultaneously(b) || b.recognizesSimultaneously(a)
    }
}
