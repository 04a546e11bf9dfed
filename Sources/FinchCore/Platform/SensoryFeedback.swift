import Foundation

/// A kind of haptic feedback, as SwiftUI's `SensoryFeedback`. A desktop has no haptic engine, so
/// `.sensoryFeedback` accepts every kind and plays none (the view is returned as it is, at no cost).
public struct SensoryFeedback: Equatable, Hashable, Sendable {
    /// An impact's mass, as `SensoryFeedback.Weight`.
    public struct Weight: Equatable, Hashable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// An impact's stiffness, as `SensoryFeedback.Flexibility`.
    public struct Flexibility: Equatable, Hashable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }

    let name: String
    let intensity: Double

    init(name: String, intensity: Double = 1) {
        self.name = name
        self.intensity = intensity
    }

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    public static let impact = SensoryFeedback(name: "impact")

    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact.\(weight.name)", intensity: intensity)
    }

    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact.\(flexibility.name)", intensity: intensity)
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes; on a desktop, nothing (see `SensoryFeedback`).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self {
        self
    }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` holds; on a desktop, nothing.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> Self {
        self
    }

    /// Plays the feedback `feedback(old, new)` returns when `trigger` changes; on a desktop, nothing.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> Self {
        self
    }

    /// Plays the feedback `feedback()` returns when `trigger` changes; on a desktop, nothing.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> Self {
        self
    }
}
