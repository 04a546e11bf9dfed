import Finch
import Testing

@MainActor
@Suite struct ArrayExtensionTests {
    private struct Item: Identifiable {
        var id: String
    }

    @Test("Array.only is the element of a one-element array and nil otherwise")
    func only() {
        #expect([Int]().only == nil)
        #expect([7].only == 7)
        #expect([7, 8].only == nil)
    }

    @Test("firstIndex(matching:) finds the first element with the same id")
    func firstIndexMatching() {
        let items = [Item(id: "a"), Item(id: "b"), Item(id: "b")]
        #expect(items.firstIndex(matching: Item(id: "b")) == 1)
        #expect(items.firstIndex(matching: Item(id: "z")) == nil)
        #expect([Item]().firstIndex(matching: Item(id: "a")) == nil)
    }
}
