import FinchTesting
import Foundation
import SwiftUI
import Testing
import UIKit

/// An app's own file read as iOS code reads it, from the main bundle, in a file importing Foundation and
/// SwiftUI. This target lists `main-bundle-note.txt` as a resource; SwiftPM on Linux copies it into
/// `<Package>_<Target>.resources` beside the executable, which Foundation's `Bundle.main` does not
/// search. Under `swift test` the main bundle is the test runner (`FinchPackageTests.xctest`), and this
/// target's resource bundle sits beside it as an app target's sits beside the app: the same layout.
@Suite("Bundle.main finds the target's resources")
struct MainBundleResourceTests {
    private static let text = "Found through the main bundle, as on iOS.\n"

    @Test("url(forResource:withExtension:) finds the file Foundation's own lookup misses")
    func urlForResource() throws {
        // A `String?` name calls Foundation's method, which searches the runner's folder alone.
        let foundationOnly: String? = "main-bundle-note"
        #expect(Bundle.main.url(forResource: foundationOnly, withExtension: "txt") == nil)
        let url = try #require(Bundle.main.url(forResource: "main-bundle-note", withExtension: "txt"))
        #expect(try String(contentsOf: url, encoding: .utf8) == Self.text)
        // The very file `Bundle.module` names: this target's resource bundle.
        let module = try #require(Bundle.module.url(forResource: "main-bundle-note", withExtension: "txt"))
        #expect(url.standardizedFileURL.path == module.standardizedFileURL.path)
    }

    @Test("path(forResource:ofType:) and the subdirectory form find it too; a missing name stays nil")
    func otherForms() throws {
        let path = try #require(Bundle.main.path(forResource: "main-bundle-note", ofType: "txt"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.text)
        let named = Bundle.main.url(forResource: "main-bundle-note.txt", withExtension: nil, subdirectory: nil)
        #expect(named?.lastPathComponent == "main-bundle-note.txt")
        #expect(Bundle.main.url(forResource: "main-bundle-note", withExtension: "txt", subdirectory: "Nowhere") == nil)
        #expect(Bundle.main.url(forResource: "no-such-note", withExtension: "txt") == nil)
    }

    @Test("UIImage(named:) and Image(_:) without a bundle find a picture among the target's resources")
    @MainActor
    func namedImages() throws {
        let foundationOnly: String? = "main-bundle-swatch"
        #expect(Bundle.main.path(forResource: foundationOnly, ofType: "png") == nil)
        let image = try #require(UIImage(named: "main-bundle-swatch"))
        #expect(image.size == CGSize(width: 6, height: 4))
        let window = TestWindow(size: CGSize(width: 60, height: 40)) {
            Image("main-bundle-swatch").resizable()
        }
        let drawn = try #require(UIImage(data: window.pngData()))
        let pixel = try #require(drawn.pixelBuffer.pixel(x: 30, y: 20))
        // The swatch's red (#FF3B30), not the white of an image that was not found.
        #expect([pixel.red, pixel.green, pixel.blue] == [255, 59, 48])
    }

    @Test("An unapplied reference still names Foundation's method, without ambiguity")
    func unappliedReference() {
        let lookup = Bundle.main.url(forResource:withExtension:)
        #expect(lookup("main-bundle-note", "txt") == nil)
    }
}
