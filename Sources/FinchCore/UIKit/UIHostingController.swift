import Foundation

/// SwiftUI's controller for showing a view where UIKit wants a controller: a window's
/// `rootViewController` in the Xcode 11 app template, or a controller a representable returns.
/// Setting `rootView` shows the new view the next time the window is drawn.
@MainActor
open class UIHostingController<Content: View>: UIViewController {
    /// The view shown.
    public var rootView: Content {
        didSet { changes.version &+= 1 }
    }
    /// Bumped when `rootView` is set, so a window showing this controller evaluates it again.
    let changes = HostingControllerChanges()

    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    open override var _hostedView: AnyView {
        AnyView(HostedRoot(controller: self, changes: changes))
    }
}

/// What a hosting controller's window observes: its root view was replaced.
@MainActor
final class HostingControllerChanges: ObservableObject {
    @Published var version = 0
}

/// The controller's current root view, evaluated again whenever `rootView` is set.
private struct HostedRoot<Content: View>: View {
    let controller: UIHostingController<Content>
    @ObservedObject var changes: HostingControllerChanges

    var body: some View {
        controller.rootView
    }
}
