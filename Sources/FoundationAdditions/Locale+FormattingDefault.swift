import Foundation

extension Locale {
    /// The locale a value is formatted in when its code names none: the process's, unless that is
    /// Foundation's fallback for an unknown user locale (English for no region, or C/POSIX), where an
    /// iPhone would be in en_US.
    package static var formattingDefault: Locale { formattingDefault(for: .current) }

    /// The locale values are formatted in by default when the process's locale is `current`.
    package static func formattingDefault(for current: Locale) -> Locale {
        let region = current.region?.identifier
        guard region == nil || region == "001" else { return current }
        let language = current.language.languageCode?.identifier.lowercased()
        guard language == nil || language == "en" || language == "c" || language == "posix" else { return current }
        return Locale(identifier: "en_US")
    }
}
