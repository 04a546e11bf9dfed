import Foundation
import Testing

@testable import FinchUnsafe

/// Searching the running program's mapped file for a string it was linked with.
@Suite("The program's image")
struct ProgramImageTests {
    @Test("String literals of the program are found; bytes made at run time are not")
    func findsLinkedLiterals() {
        // These literals are constants of the test program; a fresh UUID cannot be among them.
        let linked = ["ProgramImageTests: a literal kept in the program's constants", "Program: another"]
        let made = "Program-not-linked-\(UUID().uuidString)"
        #expect(ProgramImage.occurring(linked + [made, ""]) == Set(linked + [""]))
        #expect(ProgramImage.occurring([made]).isEmpty)
    }
}
