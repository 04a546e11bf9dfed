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

extension View {
    /// Pushes `destination` while `isPresented` is true; popping it (the back button, a swipe, a key,
    /// `dismiss`) sets `isPresented` to false.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        NavigationPresentedDestination(content: self, isPresented: isPresented, destination: AnyView(destination()))
    }
}

/// Follows its binding: pushes its destination when it turns true, removes the page when it turns false.
struct NavigationPresentedDestination<Content: View>: View {
    let content: Content
    @Binding var isPresented: Bool
    let destination: AnyView
    @Environment(\.navigationController) private var controller
    /// The page pushed for the binding, while it shows.
    @State private var page: AnyHashable?

    var body: some View {
        content.onChange(of: isPresented, initial: true) { _, presented in
            guard let controller else { return }
            if presented, page == nil {
                let binding = $isPresented
                page = controller.push(destination) { binding.wrappedValue = false }
            } else if !presented, let shown = page {
                page = nil
                controller.remove(page: shown)
            }
        }
    }
}

extension View {
    /// Pushes the page `destination` makes for `item` while it is not nil (iOS 17); popping the page (the
    /// back button, a swipe, a key, `dismiss`) sets `item` to nil.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        NavigationItemDestination(content: self, item: item, destination: destination)
    }
}

/// Follows its binding: pushes a page for each value it takes, and removes the page when it turns nil.
///
/// Another value while a page shows replaces that page with the new value's (Finch's choice, pinned by
/// `ItemDestinationTests`: Apple does not document it; its page shows the new value either way).
struct NavigationItemDestination<Content: View, D: Hashable, C: View>: View {
    let content: Content
    @Binding var item: D?
    let destination: (D) -> C
    @Environment(\.navigationController) private var controller
    /// The page pushed for the binding's value, and that value, while it shows.
    @State private var shown: ShownPage?

    struct ShownPage {
        let id: AnyHashable
        let item: D
    }

    var body: some View {
        content.onChange(of: item, initial: true) { _, value in
            guard let controller else { return }
            if let page = shown, page.item != value {
                shown = nil
                controller.remove(page: page.id)
            }
            guard let value, shown == nil else { return }
            let binding = $item
            let id = controller.push(AnyView(destination(value))) {
                // A pop clears the binding only while it still holds the value this page shows.
                if binding.wrappedValue == value { binding.wrappedValue = nil }
            }
            shown = ShownPage(id: id, item: value)
        }
    }
}
