import Foundation
import Testing

@testable import FinchCore

@Suite("Removing and moving elements by offsets, as SwiftUI's onDelete and onMove hand them")
struct ArrayOffsetTests {
    @Test("remove(atOffsets:) removes each offset once, from the end, ignoring ones past it")
    func remove() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3, 9]))
        #expect(letters == ["a", "c", "e"])
        letters.remove(atOffsets: IndexSet())
        #expect(letters == ["a", "c", "e"])
    }

    @Test("move(fromOffsets:toOffset:) puts the moved elements, in order, before the destination's element")
    func move() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(letters == ["b", "c", "a", "d", "e"])
        letters.move(fromOffsets: IndexSet([3, 4]), toOffset: 0)
        #expect(letters == ["d", "e", "b", "c", "a"])
        letters.move(fromOffsets: IndexSet([1]), toOffset: 5)
        #expect(letters == ["d", "b", "c", "a", "e"])
        letters.move(fromOffsets: IndexSet([2]), toOffset: 2)
        #expect(letters == ["d", "b", "c", "a", "e"])
        letters.move(fromOffsets: IndexSet([0, 4]), toOffset: 99)
        #expect(letters == ["b", "c", "a", "d", "e"])
    }
}
