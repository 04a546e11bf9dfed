import Foundation
import Testing

@testable import FinchCore

/// A habit, as a tracker app pushes its detail page by value and restores the stack at launch. (Not
/// private: a private type's name has a per-file part the runtime cannot look up, in SwiftUI too.)
struct PathHabit: Codable, Hashable {
    let name: String
    let days: Int
}

/// A value a path can hold but Codable cannot write.
private struct Unwritable: Hashable {
    let id: Int
}

@MainActor
@Suite("NavigationPath.CodableRepresentation: a stack written as JSON and read back")
struct NavigationPathCodableTests {
    @Test("A path of Codable values survives JSON: the same values, in order")
    func roundTrip() throws {
        var path = NavigationPath()
        path.append(PathHabit(name: "Walk", days: 3))
        path.append(7)
        path.append("notes")
        let representation = try #require(path.codable)
        let data = try JSONEncoder().encode(representation)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        #expect(decoded == representation)
        let restored = NavigationPath(decoded)
        #expect(restored == path)
        #expect(restored.count == 3)
        // The last page first, each as a type name then its value in JSON (SwiftUI's layout).
        let array = try #require(try JSONSerialization.jsonObject(with: data) as? [String])
        #expect(array.count == 6 && array[1] == "\"notes\"" && array[3] == "7")
    }

    @Test("A path holding a value Codable cannot write has no representation")
    func notCodable() {
        var path = NavigationPath()
        path.append(Unwritable(id: 1))
        #expect(path.codable == nil)
    }

    @Test("A type name the program does not have, or a value that does not decode, is a decoding error")
    func badInput() {
        let unknown = Data(#"["$s4Nope5ThingVD", "1"]"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: unknown)
        }
        let typeName = _mangledTypeName(Int.self) ?? ""
        let wrongValue = try? JSONSerialization.data(withJSONObject: [typeName, "\"seven\""])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: wrongValue ?? Data())
        }
    }
}
