import Foundation
import Testing

@testable import FinchCore

/// `DropInfo` answers from the types a drag offers, and hands out another program's providers only
/// inside `performDrop` (making them asks that program for its data).
@MainActor
@Suite("Drag and drop: DropInfo and what a drag carries")
struct DropInfoTests {
    private func text(_ string: String) -> NSItemProvider { NSItemProvider(object: string) }

    private func png() -> NSItemProvider {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(Data([0x89]), nil)
            return nil
        }
        return provider
    }

    @Test("hasItemsConforming and itemProviders follow the type tree, for UTTypes and identifiers alike")
    func conformance() {
        let items = DragItems(providers: [text("a"), png()])
        #expect(items.offeredTypes == ["public.utf8-plain-text", "public.png"])
        let info = DropInfo(location: CGPoint(x: 3, y: 4), items: items, isPerforming: false)
        #expect(info.location == CGPoint(x: 3, y: 4))
        #expect(info.hasItemsConforming(to: [UTType.text]))
        #expect(info.hasItemsConforming(to: [UTType.image]))
        #expect(info.hasItemsConforming(to: ["public.data"]))
        #expect(!info.hasItemsConforming(to: [UTType.url]))
        #expect(!info.hasItemsConforming(to: ["public.jpeg"]))
        #expect(info.itemProviders(for: [UTType.plainText]).count == 1)
        #expect(info.itemProviders(for: ["public.item"]).count == 2)
        #expect(info.itemProviders(for: [UTType.jpeg]).isEmpty)
    }

    @Test("Another program's providers are made once, at the drop, and not before")
    func outsideProvidersMadeAtDrop() {
        var made = 0
        let items = DragItems(offering: ["public.utf8-plain-text"]) {
            made += 1
            return [NSItemProvider(object: "b")]
        }
        let hovering = DropInfo(location: .zero, items: items, isPerforming: false)
        #expect(hovering.hasItemsConforming(to: [UTType.text]))
        #expect(hovering.itemProviders(for: [UTType.text]).isEmpty)
        #expect(made == 0)
        let dropping = DropInfo(location: .zero, items: items, isPerforming: true)
        #expect(dropping.itemProviders(for: [UTType.text]).count == 1)
        #expect(dropping.itemProviders(for: ["public.text"]).count == 1)
        #expect(made == 1)
    }

    @Test("Operations that move data are copy and move only")
    func operations() {
        #expect(DropOperation.copy.takesData && DropOperation.move.takesData)
        #expect(!DropOperation.cancel.takesData && !DropOperation.forbidden.takesData)
        #expect(DropProposal(operation: .move).operation == .move)
    }
}
