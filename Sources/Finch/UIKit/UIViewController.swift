import FinchCore
import Foundation

/// UIKit's controller, so code that wraps one with `UIViewControllerRepresentable`, or builds a screen in a
/// controller's `viewDidLoad()`, compiles and shows on Linux.
///
/// A controller shows `_hostedView`: by default its `view` (a `UIView` tree, loaded on first use by
/// `loadView()` then `viewDidLoad()`, as UIKit loads it), with `viewWillAppear`/`viewDidAppear` called when it
/// appears and the disappearing pair when it goes. `UIHostingController` shows its `rootView` instead, and
/// Finch's pickers show their own views. `dismiss(animated:)` dismisses the presentation the controller is
/// shown in (a sheet), as UIKit's does.
///
/// Not a `UIResponder` here: the app template's launch makes delegates through `UIResponder`'s required
/// `init()`, which would force one on every controller (`UIHostingController(rootView:)` has none). It keeps
/// UIKit's `required init?(coder:)`, so a subclass written for iOS (`required init?(coder:) { fatalError() }`)
/// builds unchanged.
@MainActor
open class UIViewController {
    /// Dismisses the presentation the controller is shown in; set by the view hosting it.
    var dismissAction: DismissAction?
    private var loadedView: UIView?

    public init() {}

    /// Finch has no nib files: the controller starts with no view, loaded as `init()`'s is. (Designated, as
    /// UIKit's, so a subclass's initialiser can call it.)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// Finch reads no archives (there are no storyboards): the controller starts as `init()`'s does.
    public required init?(coder: NSCoder) {}

    /// The controller's view, loaded the first time it is asked for (`loadView()`, then `viewDidLoad()`).
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? UIView(frame: UIScreen.main.bounds)
            loadedView = view
            viewDidLoad()
            return view
        }
        set { loadedView = newValue }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    open var viewIfLoaded: UIView? { loadedView }

    /// Makes the view; UIKit's default makes a plain one the size of the screen. Overrides set `view`.
    open func loadView() {
        loadedView = UIView(frame: UIScreen.main.bounds)
    }

    open func loadViewIfNeeded() {
        _ = view
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called around the view's `layoutSubviews()` whenever Finch places it.
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    open var title: String?
    open var preferredContentSize = CGSize.zero

    /// The controllers this one contains (`addChild`), for code that embeds a hosting controller's view.
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?

    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// What the controller shows: its view, unless a subclass shows a Finch view of its own. (UIKit's
    /// controllers show only their `view`; the underscore keeps the name out of SwiftUI's way.)
    open var _hostedView: AnyView { AnyView(ControllerViewContent(controller: self)) }

    /// Dismisses the sheet (or other presentation) this controller is shown in, then calls `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissAction?()
        completion?()
    }
}

/// A controller's view, filling what it is offered, with the controller told when it appears and goes.
private struct ControllerViewContent: View {
    let controller: UIViewController

    var body: some View {
        let controller = self.controller
        UIViewContent(view: controller.view, fits: { _ in nil }, layoutHooks: controller)
            .onAppear {
                controller.viewWillAppear(false)
                controller.viewDidAppear(false)
            }
            .onDisappear {
                controller.viewWillDisappear(false)
                controller.viewDidDisappear(false)
            }
    }
}
