import Dispatch
import Testing

@testable import FinchUnsafe

/// `LockedValue` guards its value across threads: every write made inside `withLock` is kept.
@Suite("A locked value is changed by one thread at a time")
struct LockedValueTests {
    @Test("Eight threads adding 1,000 times each leave 8,000")
    func concurrentIncrements() {
        let counter = LockedValue(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<1000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 8000)
    }

    @Test("withLock returns what its body returns and passes its error on")
    func resultAndError() {
        struct Refused: Error {}
        let value = LockedValue([1, 2])
        #expect(value.withLock { $0.count } == 2)
        #expect(throws: Refused.self) { try value.withLock { _ in throw Refused() } }
        #expect(value.withLock { $0 } == [1, 2])
    }
}
