internal import CCairo
import FinchCore
import FinchUnsafe
import Foundation

/// An app's own fonts, and faces named as iOS names them.
///
/// `Font.custom("Lora-Bold", size: 17)` names a face by its PostScript name, as iOS looks custom fonts up
/// (by PostScript name first, then by family); Pango asks by family, weight and slant. The app's font
/// files (`AppFontFiles`) are added to fontconfig's application fonts once, before Pango first lays out
/// text, and a custom name that is a PostScript name (of an app's font or a system one) is turned into
/// its face's family, weight and slant; any other name is taken as a family, as before.
enum AppFonts {
    /// A face found by its PostScript name.
    struct Face: Equatable, Sendable {
        let family: String
        /// OpenType weight: 400 regular, 700 bold.
        let weight: Int
        let italic: Bool
    }

    /// The app's font files fontconfig took, registered the first time this is read (Swift runs the
    /// initialiser once, whichever thread reads it first).
    static let registered: [URL] = register(AppFontFiles.ofApp)

    /// Faces looked up so far by name, nil where no face has that PostScript name.
    private static let faces = LockedValue<[String: Face?]>([:])

    /// Adds `files` to fontconfig's application fonts and tells the default font map; returns those it took.
    /// A file fontconfig cannot read (not a font, damaged) is left out with a warning.
    static func register(_ files: [URL]) -> [URL] {
        let taken = files.filter { file in
            let ok = finch_fc_add_app_font(file.path) != 0
            if !ok { FileHandle.standardError.write(Data("Finch: cannot read the font \(file.path)\n".utf8)) }
            return ok
        }
        if !taken.isEmpty {
            finch_pango_fonts_changed(pango_cairo_font_map_get_default())
            faces.withLock { $0.removeAll() }
        }
        return taken
    }

    /// The face whose PostScript name is `name`, among the system's fonts and the app's.
    static func face(postScriptName name: String) -> Face? {
        _ = registered
        if let known = faces.withLock({ $0[name] }) { return known }
        let found = lookUp(name)
        faces.withLock { $0[name] = found }
        return found
    }

    private static func lookUp(_ name: String) -> Face? {
        guard !name.isEmpty, !name.utf8.contains(0) else { return nil }
        let capacity = 256
        var family = [CChar](repeating: 0, count: capacity)
        var weight: Int32 = 400
        var italic: Int32 = 0
        guard finch_fc_face_named(name, &family, Int32(capacity), &weight, &italic) != 0 else { return nil }
        let familyName = String(decoding: family.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return Face(family: familyName, weight: Int(weight), italic: italic != 0)
    }
}
