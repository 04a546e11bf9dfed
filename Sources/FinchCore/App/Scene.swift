import Foundation

/// A part of an app's interface that the system shows, such as a window group.
@MainActor
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene Finch understands directly, rather than through `body`.
@MainActor
protocol PrimitiveScene {
    var windows: [SceneWindow] { get }
}

extension Scene {
    /// The windows this scene shows when the app starts, in declaration order.
    package var windows: [SceneWindow] {
        if let primitive = self as? any PrimitiveScene { return primitive.windows }
        return body.windows
    }
}

/// A window a scene asks the host to open: what the host needs, with the root view type-erased.
@MainActor
package struct SceneWindow {
    package var title: String
    /// The size a new window opens at, in points; nil lets the host choose.
    package var defaultSize: CGSize?
    package var content: AnyView
    /// For a `DocumentGroup`: its documents' definition. The host opens document windows through a
    /// `DocumentController` made from it, and shows each document's editor rather than `content`.
    package var documentGroup: DocumentGroupDefinition?

    package init(title: String, defaultSize: CGSize? = nil, content: AnyView) {
        self.title = title
        self.defaultSize = defaultSize
        self.content = content
    }
}
