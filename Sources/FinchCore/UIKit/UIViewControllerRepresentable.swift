import Foundation

/// Wraps a `UIViewController` as a view, in SwiftUI's names: the controller is made once
/// (`makeUIViewController`), updated on every evaluation (`updateUIViewController`), and a
/// coordinator made first (`makeCoordinator`) is handed to both in the context, typically as the
/// controller's delegate. What the controller's `_hostedView` shows is drawn in the view's place.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    /// The representable draws its controller: the host keeps the controller and coordinator alive for
    /// as long as the view is shown.
    public var body: _UIViewControllerHost<Self> { _UIViewControllerHost(representable: self) }
}

/// What `make`/`updateUIViewController` are given.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public let transaction: Transaction
    public let environment: EnvironmentValues
}

/// Keeps a representable's controller and coordinator, and shows the controller's view.
public struct _UIViewControllerHost<Representable: UIViewControllerRepresentable>: View {
    let representable: Representable
    @State private var storage = ControllerStorage<Representable>()
    @Environment(\.self) private var environment

    public var body: some View {
        let controller = storage.controller(for: representable, environment: environment)
        controller.dismissAction = environment.dismiss
        let storage = self.storage
        return controller._hostedView.onDisappear { storage.dismantle() }
    }
}

/// The controller and coordinator of one shown representable; made on first use, dismantled when the
/// view goes away.
@MainActor
final class ControllerStorage<Representable: UIViewControllerRepresentable> {
    private var coordinator: Representable.Coordinator?
    private var controller: Representable.UIViewControllerType?

    func controller(for representable: Representable, environment: EnvironmentValues)
        -> Representable.UIViewControllerType
    {
        let coordinator = self.coordinator ?? representable.makeCoordinator()
        self.coordinator = coordinator
        let context = UIViewControllerRepresentableContext<Representable>(
            coordinator: coordinator, transaction: Transaction.current, environment: environment)
        let controller = self.controller ?? representable.makeUIViewController(context: context)
        self.controller = controller
        representable.updateUIViewController(controller, context: context)
        return controller
    }

    /// The view went away: `dismantleUIViewController`, then the controller and coordinator are let go.
    func dismantle() {
        guard let controller, let coordinator else { return }
        Representable.dismantleUIViewController(controller, coordinator: coordinator)
        self.controller = nil
        self.coordinator = nil
    }
}
