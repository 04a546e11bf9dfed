import Foundation
import Testing

@testable import FinchCore

/// A String Catalog as Xcode 15 writes `Localizable.xcstrings` (English source, a German translation with a
/// plural key, a key translated only into French), read as `Text` reads it.
@Suite("String Catalogs (.xcstrings)")
struct AppStringCatalogTests {
    private static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Hello" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } }
              }
            },
            "%lld items" : {
              "localizations" : {
                "de" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Ding" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dinge" } }
                    }
                  }
                }
              }
            },
            "%lld files in %lld folders" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@folders@ mit %#@files@" },
                  "substitutions" : {
                    "files" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "einer Datei" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Dateien" } }
                        }
                      }
                    },
                    "folders" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "Ein Ordner" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Ordner" } }
                        }
                      }
                    }
                  }
                }
              }
            },
            "Only French" : {
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Seulement en français" } }
              }
            },
            "Not translated" : { }
          },
          "version" : "1.0"
        }
        """

    private static func write(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("finch-\(UUID()).xcstrings")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test("The preferred language's translations; plural forms chosen by the key's number")
    func german() throws {
        let url = try Self.write(Self.catalog)
        defer { try? FileManager.default.removeItem(at: url) }
        let catalog = try #require(AppStringCatalog(contentsOf: url, preferences: ["de-DE", "en"]))
        #expect(catalog.translation(of: "Hello", count: nil) == "Hallo")
        #expect(catalog.translation(of: "Only French", count: nil) == nil)
        #expect(catalog.translation(of: "Not translated", count: nil) == nil)
        func shown(_ key: LocalizedStringKey) -> String {
            key.segments(translatedBy: catalog.translation(of:numbers:)).map(\.string).joined()
        }
        let one = 1
        let three = 3
        #expect(shown("\(one) items") == "1 Ding")
        #expect(shown("\(three) items") == "3 Dinge")
        #expect(shown("Hello") == "Hallo")
        // Substitutions: each value its own plural, in the order the translation puts them (`argNum`).
        #expect(shown("\(one) files in \(three) folders") == "3 Ordner mit einer Datei")
        #expect(shown("\(three) files in \(one) folders") == "Ein Ordner mit 3 Dateien")
    }

    @Test("A language the catalog lacks falls back to the source language: keys are shown as they are")
    func sourceLanguage() throws {
        let url = try Self.write(Self.catalog)
        defer { try? FileManager.default.removeItem(at: url) }
        let catalog = try #require(AppStringCatalog(contentsOf: url, preferences: ["ja"]))
        #expect(catalog.translation(of: "Hello", count: nil) == nil)
        let french = try #require(AppStringCatalog(contentsOf: url, preferences: ["fr"]))
        #expect(french.translation(of: "Only French", count: nil) == "Seulement en français")
    }

    @Test("A file that is not a catalog is no catalog, and nothing fails")
    func notACatalog() throws {
        let url = try Self.write("{ \"strings\": 3 }")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(AppStringCatalog(contentsOf: url, preferences: ["de"]) == nil)
        #expect(AppStringCatalog(contentsOf: url.appendingPathExtension("missing"), preferences: ["de"]) == nil)
    }
}
