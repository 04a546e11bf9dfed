import Foundation

/// A stack of pages, the first one its root, each pushed page sliding in over the one below with a
/// navigation bar on top, as SwiftUI's `NavigationStack` on iOS.
///
/// `NavigationLink`s inside push their destinations; the bar's back button, `@Environment(\.dismiss)`
/// in a pushed page, and Escape pop them. Pushing and popping slide as iOS does (the page below moves
/// a third of the width and dims), interruptibly: the pages' offsets are animated values.
public struct NavigationStack<Root: View>: View {
    let root: Root
    @State private var controller = NavigationController()
    @State private var pages: [NavigationPage] = []
    @State private var nextID = 1
    /// Each page's title and bar settings, as its content reported them.
    @State private var options: [Int: NavigationPageOptions] = [:]

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    public var body: some View {
        let _ = connect()
        GeometryReader { proxy in
            ZStack(alignment: .topLeading) {
                ForEach(allPages) { page in
                    pageView(page, width: proxy.size.width)
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
        }
        .environment(\.navigationController, controller)
    }

    private var allPages: [NavigationPage] {
        [NavigationPage(id: 0, content: AnyView(root))] + pages
    }

    private func pageView(_ page: NavigationPage, width: CGFloat) -> some View {
        let stack = allPages
        let position = stack.firstIndex { $0.id == page.id } ?? 0
        let previous = position > 0 ? options[stack[position - 1].id] : nil
        let pageOptions = options[page.id] ?? NavigationPageOptions()
        return NavigationPageView(
            content: page.content, options: pageOptions, displayMode: displayMode(at: position, in: stack),
            backTitle: position > 0 ? NavigationBar.backTitle(for: previous?.title) : nil,
            onBack: { controller.pop() }
        )
        .onPreferenceChange(NavigationPageOptionsKey.self) { options[page.id] = $0 }
        .modifier(CoveredPage(width: width, progress: position < stack.count - 1 ? 1 : 0))
        .transition(.move(edge: .trailing))
        .environment(\.dismiss, position > 0 ? DismissAction { controller.pop() } : DismissAction.none)
    }

    /// `.automatic` takes the previous page's mode; the first page's is large.
    private func displayMode(at position: Int, in stack: [NavigationPage]) -> NavigationBarItem.TitleDisplayMode {
        var mode = NavigationBarItem.TitleDisplayMode.large
        for index in 0...position {
            if let chosen = options[stack[index].id]?.displayMode, chosen != .automatic { mode = chosen }
        }
        return mode
    }

    /// Points the controller at this evaluation's state.
    private func connect() {
        let pages = $pages
        let nextID = $nextID
        controller.pushPage = { destination in
            let id = nextID.wrappedValue
            nextID.wrappedValue = id + 1
            withAnimation(NavigationStackMetrics.animation) {
                pages.wrappedValue.append(NavigationPage(id: id, content: destination))
            }
        }
        controller.popPage = {
            guard !pages.wrappedValue.isEmpty else { return }
            withAnimation(NavigationStackMetrics.animation) { _ = pages.wrappedValue.removeLast() }
        }
    }
}

/// One page of a stack: its content and the identity its state lives under.
struct NavigationPage: Identifiable {
    let id: Int
    let content: AnyView
}

/// A page with its bar above its content, on the page's background.
struct NavigationPageView: View {
    let content: AnyView
    let options: NavigationPageOptions
    let displayMode: NavigationBarItem.TitleDisplayMode
    let backTitle: String?
    let onBack: @MainActor @Sendable () -> Void

    var body: some View {
        VStack(spacing: 0) {
            NavigationBar(
                title: options.title, displayMode: displayMode,
                backTitle: options.hidesBackButton == true ? nil : backTitle, onBack: onBack)
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
        .background(options.background ?? Color.white)
        .contentShape(Rectangle())
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
        content
            .overlay(Color.black.opacity(NavigationStackMetrics.coveredDimming * progress))
            .offset(x: -width * NavigationStackMetrics.coveredShift * progress)
            .opacity(progress >= 1 ? 0 : 1)
            .allowsHitTesting(progress == 0)
    }
}

/// The stack's motion (swiftui-semantics.md §7): 0.4 s, the look-alike kits' value in the 0.35–0.5 s
/// iOS takes, on an ease-out curve; the page below moves a third of the width and dims 10 %.
enum NavigationStackMetrics {
    static let animation = Animation.easeOut(duration: 0.4)
    static let coveredShift = 1.0 / 3
    static let coveredDimming = 0.1
}
