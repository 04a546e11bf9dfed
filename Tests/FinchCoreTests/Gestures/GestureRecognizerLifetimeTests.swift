import Testing

@testable import FinchCore

@MainActor
@Suite("A composed gesture's recognizer goes with its parts")
struct GestureRecognizerLifetimeTests {
    @Test("An exclusive gesture's recognizer lets go of both parts (each part's output once held the other)")
    func exclusivePartsAreFreed() throws {
        weak var first: AnyObject?
        weak var second: AnyObject?
        do {
            let made = TapGesture(count: 2).exclusively(before: TapGesture()).makeRecognizer()
            let recognizer = try #require(made as? ExclusiveRecognizer<TapGesture, TapGesture>)
            first = recognizer.first
            second = recognizer.second
        }
        #expect(first == nil)
        #expect(second == nil)
    }
}
