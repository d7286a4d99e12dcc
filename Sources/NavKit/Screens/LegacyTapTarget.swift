/// What a screen written for NavKit 0.1 names in `tapTarget(at:) -> AnyHashable?`, carried as a
/// tap target.
///
/// 0.1 asked for an `AnyHashable`, which is not `Sendable`; tap targets are made, compared and
/// handed back on the main actor alone, so the value never crosses an isolation boundary.
struct LegacyTapTarget: Hashable, @unchecked Sendable {
    /// The value the screen returned.
    let base: AnyHashable
}

/// Calls the deprecated 0.1 requirement through a protocol whose requirement is not deprecated,
/// so the library builds without warnings while it keeps old screens working.
@MainActor
private protocol LegacyTapTargetCall {
    func tapTarget(of screen: Screen, at point: Point) -> AnyHashable?
}

@MainActor
private struct LegacyTapTargetCaller: LegacyTapTargetCall {
    @available(*, deprecated)
    func tapTarget(of screen: Screen, at point: Point) -> AnyHashable? { screen.tapTarget(at: point) }
}

extension Screen {
    /// What the screen's 0.1 `tapTarget(at:) -> AnyHashable?` names at `point`, if it has one.
    func legacyTapTarget(at point: Point) -> (any Hashable & Sendable)? {
        let caller: any LegacyTapTargetCall = LegacyTapTargetCaller()
        return caller.tapTarget(of: self, at: point).map { LegacyTapTarget(base: $0) }
    }
}
