import Foundation

// What an iPhone's on-screen keyboard is told about a field: its kind of keyboard, capitalisation,
// autocorrection, and what the text is (for autofill). A Linux desktop types on a hardware keyboard
// through its input method, so these change nothing here; they exist, with UIKit's and SwiftUI's
// names, so the code that sets them compiles unchanged.

/// UIKit's keyboard kinds (`.keyboardType(.numberPad)`).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// UIKit's capitalisation modes (the older `.autocapitalization(_:)`).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// What a field holds, for autofill (`.textContentType(.emailAddress)`).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
    public static let nickname = UITextContentType("nickname")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let emailAddress = UITextContentType("email")
    public static let telephoneNumber = UITextContentType("tel")
    public static let URL = UITextContentType("url")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let addressCity = UITextContentType("address-level2")
    public static let postalCode = UITextContentType("postal-code")
    public static let countryName = UITextContentType("country-name")
    public static let organizationName = UITextContentType("organization")
    public static let jobTitle = UITextContentType("organization-title")
}

/// SwiftUI's capitalisation (`.textInputAutocapitalization(.never)`).
public struct TextInputAutocapitalization: Hashable, Sendable {
    let mode: UITextAutocapitalizationType
    public static let never = TextInputAutocapitalization(mode: .none)
    public static let words = TextInputAutocapitalization(mode: .words)
    public static let sentences = TextInputAutocapitalization(mode: .sentences)
    public static let characters = TextInputAutocapitalization(mode: .allCharacters)
}

extension View {
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        self
    }
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
}
