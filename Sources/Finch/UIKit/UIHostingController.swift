import FinchCore
import Foundation

/// SwiftUI's controller for showing a view where UIKit wants a controller: a window's
/// `rootViewController` in the Xcode 11 app template, a controller a representable returns, or a `view` UIKit
/// code adds as a subview (a page of a paging `UIScrollView`). Setting `rootView` shows the new view the next
/// time the window is drawn.
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

    /// There is no archive to read the root view from, so this fails, as it would on iOS for a root view
    /// it cannot decode.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The root view, as a window or a representable shows the controller.
    open override var _hostedView: AnyView {
        AnyView(HostedRoot(controller: self, changes: changes))
    }

    /// The controller's view draws the root view over the system background, as UIKit's hosting view does
    /// (code embedding it sets `view.backgroundColor = .clear` to see through).
    open override func loadView() {
        // Weak: the controller holds its view; a view kept after its controller went shows nothing.
        let hosting = UIHostingView(frame: UIScreen.main.bounds) { [weak self] in
            self?._hostedView ?? AnyView(EmptyView())
        }
        hosting.backgroundColor = .systemBackground
        view = hosting
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

/// A hosting controller's `view`: a UIKit view whose own content is the controller's root view.
private final class UIHostingView: UIView {
    private var content: () -> AnyView = { AnyView(EmptyView()) }

    init(frame: CGRect, content: @escaping () -> AnyView) {
        self.content = content
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var _finchContent: AnyView { content() }
}
