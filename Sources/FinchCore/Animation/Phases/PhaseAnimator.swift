import Foundation

/// A view that animates its content through a sequence of phases, as SwiftUI's `PhaseAnimator`: with a
/// trigger, each change of the trigger runs through every phase after the first and back to the first;
/// without one, the phases cycle for as long as the view is there. Each step animates with
/// `animation(phase)` for the phase it goes to, and the next step starts when that animation ends
/// (its total duration on the graph's clock; a spring's settling time).
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, PrimitiveView, AlwaysEvaluated {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let phases: [Phase]
    let trigger: PhaseTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = PhaseTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    func makeNodes(in inputs: ViewInputs) -> ViewOutputs {
        guard let first = phases.first else { return .concatenated([]) }
        let node = inputs.node
        let progress = PhaseProgress.progress(of: node)
        let phases = self.phases
        let animation = self.animation
        let step: (Int) -> Animation? = { index in animation(phases[index % phases.count]) }
        var inner = inputs
        if let started = progress.start(trigger: trigger, count: phases.count, node: node, animation: step) {
            inner.transaction = Transaction(animation: started)
        }
        let phase = progress.index < phases.count ? phases[progress.index] : first
        return .concatenated(inner.build(content(phase), identity: .index(0)))
    }
}

/// A phase animator's trigger value, compared with the last one it saw.
struct PhaseTrigger {
    let value: Any
    let equals: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }
}

extension View {
    /// Animates this view through `phases` each time `trigger` changes (see `PhaseAnimator`).
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(
            phases, trigger: trigger, content: { phase in content(PlaceholderContentView(self), phase) },
            animation: animation)
    }

    /// Animates this view through `phases` for as long as it is there (see `PhaseAnimator`).
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases, content: { phase in content(PlaceholderContentView(self), phase) }, animation: animation)
    }
}
