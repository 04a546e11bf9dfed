import Foundation

/// A controller in UIKit's name, so code that wraps one with `UIViewControllerRepresentable` compiles
/// on Linux. A Finch controller shows a Finch view (`_hostedView`, which subclasses override, as
/// `UIHostingController` shows its `rootView`); `dismiss(animated:)` dismisses the
/// presentation it is shown in (a sheet), as UIKit's does.
@MainActor
open class UIViewController {
    /// Dismisses the presentation the controller is shown in; set by the view hosting it.
    var dismissAction: DismissAction?

    public init() {}

    /// What the controller shows. Subclasses override it; the default shows nothing. (UIKit's controllers
    /// show a `UIView`, which Linux has none of; the underscore keeps the name out of SwiftUI's way.)
    open var _hostedView: AnyView { AnyView(EmptyView()) }

    /// Dismisses the sheet (or other presentation) this controller is shown in, then calls `completion`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissAction?()
        completion?()
    }
}
