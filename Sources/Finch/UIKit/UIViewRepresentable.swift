import FinchCore
import Foundation

/// Wraps a `UIView` as a view, in SwiftUI's names: the view is made once (`makeUIView`), updated when the
/// representable's inputs or environment change (`updateUIView`), and dismantled when it goes away; a
/// coordinator made first (`makeCoordinator`) is handed to each in the context, typically as the view's
/// delegate. What the view shows is drawn by Finch from its properties (`UIView`).
///
/// Sized as SwiftUI sizes one: `sizeThatFits(_:uiView:context:)` when it answers; else, along each axis,
/// the view's intrinsic size where it has one and its hugging (offered more) or compression resistance
/// (offered less) priority is above `defaultLow`, and the offered length otherwise (none offered: the
/// intrinsic size, or zero — so a plain view in a scroll view has no height, as on iOS).
@MainActor @preconcurrency
public protocol UIViewRepresentable: View {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    /// The representable shows its view: the host keeps the view and coordinator for as long as it is shown.
    public var body: _UIViewHost<Self> { _UIViewHost(representable: self) }
}

/// What `makeUIView`/`updateUIView` are given.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public let transaction: Transaction
    public let environment: EnvironmentValues
}

/// Keeps a representable's view and coordinator, updates the view, and shows it.
public struct _UIViewHost<Representable: UIViewRepresentable>: View {
    let representable: Representable
    @State private var storage = RepresentedObject<Representable.UIViewType, Representable.Coordinator>()
    @Environment(\.self) private var environment

    public var body: some View {
        let (representable, environment) = (self.representable, self.environment)
        let context = { (coordinator: Representable.Coordinator) in
            UIViewRepresentableContext<Representable>(
                coordinator: coordinator, transaction: Transaction.current, environment: environment)
        }
        let (view, coordinator) = storage.object(
            coordinator: representable.makeCoordinator, make: { representable.makeUIView(context: context($0)) },
            update: { representable.updateUIView($0, context: context($1)) })
        let sizingContext = context(coordinator)
        let fits: (ProposedViewSize) -> CGSize? = {
            representable.sizeThatFits($0, uiView: view, context: sizingContext)
        }
        let storage = self.storage
        return UIViewContent(view: view, fits: fits).onDisappear {
            storage.dismantle { Representable.dismantleUIView($0, coordinator: $1) }
        }
    }
}

/// Draws a representable's view tree; its body reads the views, so a change to any of them (a label's
/// text set by a coordinator) draws it again without updating the representable.
struct UIViewContent: View {
    let view: UIView
    let fits: (ProposedViewSize) -> CGSize?
    /// The controller whose view this is, told before and after the view lays its subviews out.
    var layoutHooks: UIViewController?

    var body: some View {
        UIViewHostLayout(view: view, fits: fits, layoutHooks: layoutHooks) { view.finchBody() }
    }
}

/// Sizes a representable's view as SwiftUI does (see `UIViewRepresentable`) and, when placing it, gives
/// the view its frame and lets it lay its subviews out before they are placed.
struct UIViewHostLayout: Layout {
    let view: UIView
    let fits: (ProposedViewSize) -> CGSize?
    var layoutHooks: UIViewController?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated {
            if let fitted = fits(proposal) { return fitted }
            let ideal = subviews.first?.sizeThatFits(.unspecified) ?? .zero
            let width = length(
                offered: proposal.width, intrinsic: view._intrinsicSize(measuring: ideal).width, axis: .horizontal)
            // A label that wraps is as tall as its text at the width it gets (UIKit's preferred layout width).
            let wrapped =
                width < ideal.width ? subviews.first?.sizeThatFits(ProposedViewSize(width: width, height: nil)) : nil
            let height = length(
                offered: proposal.height, intrinsic: view._intrinsicSize(measuring: wrapped ?? ideal).height,
                axis: .vertical)
            return CGSize(width: width, height: height)
        }
    }

    @MainActor
    private func length(offered: CGFloat?, intrinsic: CGFloat, axis: NSLayoutConstraint.Axis) -> CGFloat {
        guard intrinsic >= 0 else {
            guard let offered, offered.isFinite else { return 0 }
            return offered
        }
        guard let offered, offered.isFinite else { return intrinsic }
        if offered > intrinsic, view.contentHuggingPriority(for: axis) > .defaultLow { return intrinsic }
        if offered < intrinsic, view.contentCompressionResistancePriority(for: axis) > .defaultLow {
            return intrinsic
        }
        return offered
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        MainActor.assumeIsolated {
            UIView.isPlacing = true
            defer { UIView.isPlacing = false }
            view.frame = CGRect(origin: view.frame.origin, size: bounds.size)
            let stale = view.needsLayout
            if stale { layoutHooks?.viewWillLayoutSubviews() }
            view.layoutIfNeeded()
            if stale { layoutHooks?.viewDidLayoutSubviews() }
        }
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
}
