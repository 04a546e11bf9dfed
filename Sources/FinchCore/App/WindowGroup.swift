import Foundation

/// A scene that shows its content in a window, as SwiftUI's `WindowGroup`.
///
/// Finch opens one window per group when the app starts.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let title: String
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.title = ""
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    /// A group whose windows are titled by a localisation key (a string literal, looked up as `Text`'s).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), content: content)
    }

    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.title = title.plainString
        self.content = content()
    }

    var windows: [SceneWindow] { [SceneWindow(title: title, content: AnyView(content))] }
}

extension Scene {
    /// The size, in points, of the scene's windows when they first open.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        _DefaultSizeScene(content: self, size: CGSize(width: width, height: height))
    }

    /// The size, in points, of the scene's windows when they first open.
    public func defaultSize(_ size: CGSize) -> some Scene {
        _DefaultSizeScene(content: self, size: size)
    }
}

/// A scene whose windows open at a given size.
public struct _DefaultSizeScene<Content: Scene>: Scene, PrimitiveScene {
    public typealias Body = Never
    public var body: Never { fatalBody() }

    let content: Content
    let size: CGSize

    var windows: [SceneWindow] {
        content.windows.map { window in
            var window = window
            window.defaultSize = size
            return window
        }
    }
}
