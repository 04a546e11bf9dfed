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
    @State private var storage = RepresentedObject<Representable.UIViewControllerType, Representable.Coordinator>()
    @Environment(\.self) private var environment

    public var body: some View {
        let (representable, environment) = (self.representable, self.environment)
        let context = { (coordinator: Representable.Coordinator) in
            UIViewControllerRepresentableContext<Representable>(
                coordinator: coordinator, transaction: Transaction.current, environment: environment)
        }
        let (controller, _) = storage.object(
            coordinator: representable.makeCoordinator,
            make: { representable.makeUIViewController(context: context($0)) },
            update: { representable.updateUIViewController($0, context: context($1)) })
        controller.dismissAction = environment.dismiss
        let storage = self.storage
        return controller._hostedView.onDisappear {
            storage.dismantle { Representable.dismantleUIViewController($0, coordinator: $1) }
        }
    }
}
