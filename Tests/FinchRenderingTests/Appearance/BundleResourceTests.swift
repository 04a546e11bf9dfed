import Foundation
import Testing

/// Text resources are found through `Bundle`'s API, as on Apple platforms.
@Suite("Bundled text resources")
struct BundleResourceTests {
    @Test("url(forResource:withExtension:) finds a bundled text file and it reads back")
    func textResource() throws {
        let url = try #require(
            Bundle.module.url(forResource: "greeting", withExtension: "txt", subdirectory: "Fixtures"))
        #expect(try String(contentsOf: url, encoding: .utf8) == "Hello from a bundled resource.\n")
    }
}
