import Foundation

extension View {
    /// How to show a page for a value of type `data` that a `NavigationLink(value:)` or the stack's path
    /// pushes. Set anywhere inside the stack; the first found for a type is used.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        NavigationDestinationRegistration(content: self, destination: destination)
    }
}

/// Registers its destination with the stack it is in when evaluated.
struct NavigationDestinationRegistration<Content: View, D: Hashable, C: View>: View {
    let content: Content
    let destination: (D) -> C
    @Environment(\.navigationController) private var controller

    var body: some View {
        let _ = controller?.register(D.self) { value in
            (value as? D).map { AnyView(destination($0)) }
        }
        content
    }
}

/// A page for a value of the stack's path, made by the destination registered for its type.
struct NavigationValuePage: View {
    let value: AnyHashable
    let controller: NavigationController

    var body: some View {
        if let page = controller.destination(for: value) {
            page
        } else {
            // As SwiftUI: nothing to show, and a word for the developer.
            let _ = controller.reportMissingDestination(for: value)
            Color.clear
        }
    }
}
