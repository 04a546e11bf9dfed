import Finch
import Foundation

/// One window of an app's views, declared as the app declares it (a `WindowGroup` of a default size),
/// for the real-window monkey to run the app's views with the seed and folder of its run.
struct MonkeyWindowApp: App {
    private let title: String
    private let size: CGSize
    private let content: AnyView

    /// `App` asks for it; the monkey always passes what to show.
    init() { self.init(title: "", size: CGSize(width: 390, height: 700), content: EmptyView()) }

    init(title: String, size: CGSize, content: some View) {
        self.title = title
        self.size = size
        self.content = AnyView(content)
    }

    var body: some Scene {
        WindowGroup(title) { content }
            .defaultSize(width: size.width, height: size.height)
    }
}
