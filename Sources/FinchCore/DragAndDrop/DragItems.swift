import Foundation

/// What a drag carries: the types it offers (preferred first) and its item providers, which a drag from
/// another program makes only when they are first needed (at the drop), since reading them asks that
/// program for its data.
@MainActor
final class DragItems {
    /// What the drag offers; another program's drag may offer more once the host has read part of it
    /// while it hovers (`ViewGraph.dragOfferChanged(to:)`).
    private(set) var offeredTypes: [String]
    private var made: [NSItemProvider]?
    private var make: (@MainActor () -> [NSItemProvider])?

    /// Items already made (this window's own drag).
    init(providers: [NSItemProvider]) {
        self.made = providers
        var types: [String] = []
        for provider in providers {
            for type in provider.registeredTypeIdentifiers where !types.contains(type) { types.append(type) }
        }
        self.offeredTypes = types
    }

    /// Items offered in `types`, made by `make` when first asked for.
    init(offering types: [String], make: @escaping @MainActor () -> [NSItemProvider]) {
        self.offeredTypes = types
        self.make = make
    }

    /// Offers `types` from now on (another program's drag, whose providers are not made yet).
    func offer(_ types: [String]) {
        guard made == nil else { return }
        offeredTypes = types
    }

    /// True when some offered type is one of `types` or a kind of one.
    func offers(anyOf types: [String]) -> Bool {
        offeredTypes.contains { offered in types.contains { TypeIdentifier.conforms(offered, to: $0) } }
    }

    /// The providers with an item of one of `types`. A drag from another program makes its providers
    /// only when `making` is true (a drop is being performed); before that it answers none.
    func providers(conformingTo types: [String], making: Bool) -> [NSItemProvider] {
        if made == nil, making, let make {
            made = make()
            self.make = nil
        }
        return (made ?? []).filter { provider in
            types.contains { provider.hasItemConformingToTypeIdentifier($0) }
        }
    }

    /// Every provider (this window's own drag; a drag from elsewhere only once made).
    var allProviders: [NSItemProvider] { made ?? [] }
}
