import Foundation

/// A stack of pages, the first one its root, each pushed page sliding in over the one below with a
/// navigation bar on top, as SwiftUI's `NavigationStack` on iOS.
///
/// `NavigationLink`s inside push their destinations; the bar's back button, `@Environment(\.dismiss)`
/// in a pushed page, and Escape pop them. Pushing and popping slide as iOS does (the page below moves
/// a third of the width and dims), interruptibly: the pages' offsets are animated values.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    /// The caller's path, when it owns one (`init(path:root:)`); otherwise the stack keeps its own.
    let path: NavigationPathAccess?
    @OwnedObject private var controller = NavigationController()
    @State private var ownPath: [AnyHashable] = []
    /// Pages pushed as views (`NavigationLink(destination:)`), above the path's pages.
    @State private var viewPages: [NavigationPage] = []
    @State private var nextID = 1
    /// Each page's title and bar settings, as its content reported them (observed by the pages' views).
    @OwnedObject private var reports = NavigationPageReports()
    /// How far a swipe from the leading edge has pulled the top page (0 when none is under way).
    @State private var edgeSwipe: CGFloat = 0
    /// Set for a split view's column other than the last: its links show their destinations in the
    /// next column instead of pushing them here.
    var columnTarget: NavigationColumnTarget?

    public var body: some View {
        let path = currentPath
        let _ = connect(path)
        let stack = pages(path: path.values)
        let _ = (controller.canPop = stack.count > 1)
        let _ = reports.keepOnly(stack.map(\.id))
        NavigationBackKeyRegistration(controller: controller)
        GeometryReader { proxy in
            ZStack(alignment: .topLeading) {
                ForEach(stack) { page in
                    pageView(at: stack.firstIndex { $0.id == page.id } ?? 0, in: stack, width: proxy.size.width)
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
            // A path changed from outside (popping to the root by emptying it) slides as a tap does.
            .animation(NavigationStackMetrics.animation, value: stack.map(\.id))
        }
        .environment(\.navigationController, controller)
    }

    /// The path's values and how to change them: the caller's, or the stack's own.
    private var currentPath: NavigationPathAccess {
        if let path { return path }
        let own = $ownPath
        return NavigationPathAccess(
            values: ownPath, append: { own.wrappedValue.append($0) },
            removeLast: { own.wrappedValue.removeLast(min($0, own.wrappedValue.count)) })
    }

    /// The root, a page per path value, then the pages pushed as views.
    private func pages(path: [AnyHashable]) -> [NavigationPage] {
        var stack = [NavigationPage(id: AnyHashable(RootPageID()), content: AnyView(root))]
        for (index, value) in path.enumerated() {
            stack.append(
                NavigationPage(
                    id: AnyHashable(ValuePageID(index: index, value: value)),
                    content: AnyView(NavigationValuePage(value: value, controller: controller))))
        }
        return stack + viewPages
    }

    private func pageView(at position: Int, in stack: [NavigationPage], width: CGFloat) -> some View {
        let page = stack[position]
        let report = reports.report(for: page.id)
        let isTop = position == stack.count - 1
        // Under the top page: covered, less so as a swipe pulls the top page away.
        let covered = isTop ? 0 : position == stack.count - 2 ? 1 - edgeSwipe / max(width, 1) : 1
        return NavigationPageView(
            content: page.content, report: report,
            reportsBelow: stack[..<position].map { reports.report(for: $0.id) },
            onBack: { [controller] in controller.pop() }
        )
        .onPreferenceChange(NavigationPageOptionsKey.self) { report.options = $0 }
        .offset(x: isTop && position > 0 ? edgeSwipe : 0)
        .gesture(edgeSwipeGesture(width: width), including: isTop && position > 0 ? .all : .subviews)
        .modifier(CoveredPage(width: width, progress: covered))
        // A page under the top one takes no keys, from the moment it is covered (its focused link
        // would push again at each Return).
        .modifier(_FocusExclusion(isExcluded: !isTop))
        .transition(.move(edge: .trailing))
        .environment(\.dismiss, position > 0 ? DismissAction { [controller] in controller.pop() } : DismissAction.none)
        .environment(\.layoutMargin, ListMetrics.margin(forWidth: width))
    }

    /// Dragging from within 20 pt of the leading edge pulls the top page to the trailing side; let go
    /// past half the width, or flung at a width a second or more, it pops, otherwise it slides back.
    private func edgeSwipeGesture(width: CGFloat) -> some Gesture {
        DragGesture(minimumDistance: 10, coordinateSpace: .global)
            .onChanged { value in
                guard value.startLocation.x <= NavigationStackMetrics.edgeSwipeStart else { return }
                edgeSwipe = min(max(0, value.translation.width), width)
            }
            .onEnded { value in
                guard value.startLocation.x <= NavigationStackMetrics.edgeSwipeStart else { return }
                let completes = value.translation.width > width / 2 || value.velocity.width >= width
                withAnimation(NavigationStackMetrics.animation) {
                    edgeSwipe = 0
                    if completes { controller.pop() }
                }
            }
    }

    /// Points the controller at this evaluation's state and path.
    private func connect(_ path: NavigationPathAccess) {
        let viewPages = $viewPages
        let nextID = $nextID
        controller.pushPage = { destination, onPop in
            let id = AnyHashable(nextID.wrappedValue)
            nextID.wrappedValue += 1
            viewPages.wrappedValue.append(NavigationPage(id: id, content: destination, onPop: onPop))
            return id
        }
        controller.removePage = { id in
            guard let index = viewPages.wrappedValue.firstIndex(where: { $0.id == id }) else { return }
            viewPages.wrappedValue.removeSubrange(index...)
        }
        controller.pushValue = { path.append($0) }
        if let columnTarget { redirect(to: columnTarget) }
        controller.popPage = {
            if let top = viewPages.wrappedValue.last {
                viewPages.wrappedValue.removeLast()
                top.onPop?()
            } else if !path.values.isEmpty {
                path.removeLast(1)
            }
        }
    }

    /// Sends pushes to the next column of a split view.
    private func redirect(to target: NavigationColumnTarget) {
        let controller = controller
        controller.pushPage = { destination, _ in
            target.show(destination)
            return AnyHashable(0)
        }
        controller.pushValue = { value in
            if let destination = controller.destination(for: value) {
                target.show(destination)
            } else {
                controller.reportMissingDestination(for: value)
            }
        }
    }

    private struct RootPageID: Hashable {}

    /// A path page's identity: its place and value (the same value pushed twice is two pages).
    private struct ValuePageID: Hashable {
        let index: Int
        let value: AnyHashable
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack whose pages only its links push.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    /// A split view's column: a stack whose links show their destinations through `target`.
    init(column root: Root, target: NavigationColumnTarget?) {
        self.root = root
        self.path = nil
        self.columnTarget = target
    }

    /// A stack whose pages are the values of `path` (and those its view links push).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathAccess(
            values: path.wrappedValue.elements, append: { path.wrappedValue.elements.append($0) },
            removeLast: { path.wrappedValue.removeLast($0) })
    }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose pages are the elements of `path` (and those its view links push); a value link of
    /// another type than the path's elements pushes nothing.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathAccess(
            values: path.wrappedValue.map { AnyHashable($0) },
            append: { value in
                guard let element = value.base as? Data.Element else { return }
                path.wrappedValue.append(element)
            },
            removeLast: { count in path.wrappedValue.removeLast(min(count, path.wrappedValue.count)) })
    }
}

/// A stack's path as values, and how to change it.
struct NavigationPathAccess {
    let values: [AnyHashable]
    let append: (AnyHashable) -> Void
    let removeLast: (Int) -> Void
}

/// One page of a stack: its content and the identity its state lives under.
struct NavigationPage: Identifiable {
    let id: AnyHashable
    let content: AnyView
    /// Told when the page is popped by the stack (its back button, a swipe, a key, `dismiss`).
    var onPop: (@MainActor () -> Void)?
}

/// A page with its bar above its content and its bottom bar below, on the page's background. The page
/// owns its toolbar (its `.toolbar` items) and its edit mode, as each of UIKit's view controllers does.
struct NavigationPageView: View {
    let content: AnyView
    /// What this page's content reported about its bar.
    let report: NavigationPageReport
    /// The reports of the pages below, bottom first: the back button's title and an `.automatic`
    /// display mode come from them.
    let reportsBelow: [NavigationPageReport]
    let onBack: @MainActor @Sendable () -> Void
    /// Kept in `@State`, not `@StateObject`: the page does not change with its toolbar, only its bars do.
    @State private var toolbar = ToolbarStore()
    @State private var editMode = EditMode.inactive
    /// What the bar knows of the page's scroll view (kept for the page's life, so the environment
    /// handing it to the content stays equal).
    @State private var scrollEdge = NavigationScrollEdge()
    /// What the bottom toolbar knows of the page's scroll view; it forwards to the tab's edge around.
    @State private var bottomBarEdge = TabBarScrollEdge()
    @Environment(\.tabBarScrollEdge) private var tabBarEdge
    /// While a search on the page is presented its bar and large title are gone (`NavigationSearchPresentation`).
    @State private var isSearchPresented = false

    init(
        content: AnyView, report: NavigationPageReport, reportsBelow: [NavigationPageReport],
        onBack: @escaping @MainActor @Sendable () -> Void
    ) {
        self.content = content
        self.report = report
        self.reportsBelow = reportsBelow
        self.onBack = onBack
    }

    /// `.automatic` takes the previous page's mode; the first page's is large.
    private var displayMode: NavigationBarItem.TitleDisplayMode {
        var mode = NavigationBarItem.TitleDisplayMode.large
        for below in reportsBelow + [report] {
            if let chosen = below.options?.displayMode, chosen != .automatic { mode = chosen }
        }
        return mode
    }

    var body: some View {
        let options = report.options ?? NavigationPageOptions()
        let displayMode = displayMode
        let backTitle = reportsBelow.last.map { NavigationBar.backTitle(for: $0.options?.title) }
        let hasBar = options.hidesBar != true
        let searchPresented = hasBar && isSearchPresented
        let largeTitle = hasBar && !searchPresented && displayMode == .large ? options.title : nil
        let _ = scrollEdge.setLargeTitleHeight(largeTitle == nil ? 0 : NavigationBar.largeTitleHeight)
        let _ = scrollEdge.setSearchPresented(searchPresented)
        let barShown = hasBar && !searchPresented
        let titleHeight = largeTitle == nil ? 0 : NavigationBar.largeTitleHeight
        let scrollEdge = scrollEdge
        let _ = (bottomBarEdge.forwardsTo = tabBarEdge)
        BarsOverContent(hasTopBar: hasBar, topBarHidden: searchPresented) {
            if hasBar {
                NavigationBar(
                    title: options.title, displayMode: displayMode,
                    backTitle: options.hidesBackButton == true
                        ? nil : backTitle.map { options.toolbarRole == .editor ? "" : $0 },
                    onBack: onBack, toolbar: toolbar,
                    scrollEdge: scrollEdge, appearance: options.barAppearance)
            }
            NavigationPageLayout(scrollEdge: scrollEdge, titleHeight: titleHeight) {
                content
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .containerRelativeFrameContainer()
                    .environment(\.primaryScrollObserver, scrollEdge)
                    .environment(\.tabBarScrollEdge, bottomBarEdge)
                    // A view that ignores the safe area extends under the bar, and under the large title
                    // when the title is kept above the content (not when a scroll view holds it), and
                    // under the bottom bar while the page has one.
                    .safeAreaExtent(key: SIMD2<Double>(barShown ? 1 : 0, Double(titleHeight))) { [toolbar] in
                        EdgeInsets(
                            top: (barShown ? NavigationBar.height : 0) + (scrollEdge.scrollsUnderBar ? 0 : titleHeight),
                            leading: 0,
                            bottom: toolbar.entries(in: .bottom).isEmpty ? 0 : ToolbarMetrics.bottomBarHeight,
                            trailing: 0)
                    }
                if let largeTitle { NavigationLargeTitle(title: largeTitle, scrollEdge: scrollEdge) }
            }
            ToolbarBottomBar(toolbar: toolbar, scrollEdge: bottomBarEdge)
        }
        .background(options.background ?? SystemColors.systemBackground)
        .contentShape(Rectangle())
        .environment(\.toolbarStore, toolbar)
        .environment(\.editMode, $editMode)
        .environment(\.navigationSearchPresented, hasBar ? $isSearchPresented : nil)
    }
}

/// A page under the top one: moved a third of the width toward the leading edge and dimmed by a
/// tenth, in proportion to `progress` (animated as the page above slides in or out). Fully covered,
/// it is not drawn at all, so nothing of it shows or takes input.
struct CoveredPage: ViewModifier, Animatable {
    let width: CGFloat
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        // Kept in the tree when covered (its state, a list's scroll position, lives on), only not drawn.
        // While the page above slides (its leading edge at width × (1 − progress), the same animation
        // moving both), only the strip left of it is drawn: the rest is under an opaque page.
        let shift = width * NavigationStackMetrics.coveredShift * progress
        content
            .overlay(Color.black.opacity(NavigationStackMetrics.coveredDimming * progress))
            .clipShape(LeadingStrip(width: progress == 0 ? nil : width * (1 - progress) + shift))
            .offset(x: -shift)
            .opacity(progress >= 1 ? 0 : 1)
            .allowsHitTesting(progress == 0)
    }
}

/// The leading `width` points of a rectangle (no limit when nil), and nothing above or below it cut off: what
/// a page extends under the bars around the stack (a tab bar, with the page's background) stays drawn.
struct LeadingStrip: Shape {
    let width: CGFloat?

    /// Farther than any window reaches: the strip's sides that do not cut.
    private nonisolated static let unbounded: CGFloat = 100_000

    func path(in rect: CGRect) -> Path {
        let top = rect.minY - Self.unbounded
        let height = rect.height + 2 * Self.unbounded
        guard let width else {
            return Path(
                CGRect(x: rect.minX - Self.unbounded, y: top, width: rect.width + 2 * Self.unbounded, height: height))
        }
        return Path(CGRect(x: rect.minX, y: top, width: max(0, min(width, rect.width)), height: height))
    }
}

/// The stack's motion: 0.4 s, the value the open-source iOS look-alike kits (Ionic, Framework7) use, in the 0.35–0.5 s
/// iOS takes, on an ease-out curve; the page below moves a third of the width and dims 10 %.
enum NavigationStackMetrics {
    static let animation = Animation.easeOut(duration: 0.4)
    static let coveredShift = 1.0 / 3
    static let coveredDimming = 0.1
    /// A swipe back starts within this distance of the leading edge.
    static let edgeSwipeStart: CGFloat = 20
}
