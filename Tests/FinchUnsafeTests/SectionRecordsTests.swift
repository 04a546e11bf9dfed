import FinchUnsafe
import Testing

/// The section reader: a value stored through a record's function comes back whole, and a tag that no
/// record has finds nothing (this test bundle's `#Preview` records carry another tag).
@Suite("SectionRecords: the finch_previews section's records")
struct SectionRecordsTests {
    @Test("a tag no record carries finds no values")
    func unknownTag() {
        #expect(SectionRecords.values(of: String.self, kind: 0).isEmpty)
    }

    @Test("store initializes the value at the address, as a record's function does")
    func store() {
        let value = UnsafeMutablePointer<[String]>.allocate(capacity: 1)
        defer { value.deallocate() }
        SectionRecords.store(["a", "b"], at: UnsafeMutableRawPointer(value))
        #expect(value.move() == ["a", "b"])
    }
}
