import Foundation

/// How private a logged value is, as Apple's. Kept for the source to compile; Finch writes every value
/// (see `Logger`).
public struct OSLogPrivacy: Equatable, Sendable {
    public enum Mask: Equatable, Sendable {
        case hash, none
    }

    let level: Int

    public static let auto = OSLogPrivacy(level: 0)
    public static let `public` = OSLogPrivacy(level: 1)
    public static let `private` = OSLogPrivacy(level: 2)
    public static let sensitive = OSLogPrivacy(level: 3)

    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
}

/// How a logged integer is written.
public struct OSLogIntegerFormatting: Equatable, Sendable {
    enum Radix: Equatable, Sendable {
        case decimal, hex, octal
    }

    let radix: Radix
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    public static let decimal = OSLogIntegerFormatting.decimal(explicitPositiveSign: false)
    public static let hex = OSLogIntegerFormatting.hex(explicitPositiveSign: false)
    public static let octal = OSLogIntegerFormatting.octal(explicitPositiveSign: false)

    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false,
            minDigits: minDigits)
    }

    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase, minDigits: minDigits)
    }

    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(
            radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
            uppercase: uppercase, minDigits: minDigits)
    }

    func write<T: BinaryInteger>(_ value: T) -> String {
        let base = radix == .hex ? 16 : radix == .octal ? 8 : 10
        var digits = String(value.magnitude, radix: base, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if includePrefix { digits = (radix == .hex ? "0x" : radix == .octal ? "0o" : "") + digits }
        if value < 0 { return "-" + digits }
        return explicitPositiveSign ? "+" + digits : digits
    }
}

/// How a logged floating-point number is written.
public struct OSLogFloatFormatting: Equatable, Sendable {
    enum Notation: Equatable, Sendable {
        case fixed, exponential, hybrid
    }

    let notation: Notation
    let precision: Int?
    let explicitPositiveSign: Bool

    public static let fixed = OSLogFloatFormatting.fixed(explicitPositiveSign: false)
    public static let exponential = OSLogFloatFormatting.exponential(explicitPositiveSign: false)
    public static let hybrid = OSLogFloatFormatting.hybrid(explicitPositiveSign: false)

    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign)
    }

    public static func fixed(
        precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    )
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(notation: .fixed, precision: precision(), explicitPositiveSign: explicitPositiveSign)
    }

    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(notation: .exponential, precision: nil, explicitPositiveSign: explicitPositiveSign)
    }

    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .hybrid, precision: nil, explicitPositiveSign: explicitPositiveSign)
    }

    /// As Apple's: fixed is `%f` (six decimals unless a precision is given), exponential `%e`, hybrid `%g`.
    func write(_ value: Double) -> String {
        let sign = explicitPositiveSign ? "+" : ""
        let precisionPart = precision.map { ".\(max(0, min($0, 30)))" } ?? ""
        let conversion = notation == .fixed ? "f" : notation == .exponential ? "e" : "g"
        return String(format: "%\(sign)\(precisionPart)\(conversion)", value)
    }
}

/// How a logged Boolean is written: true/false, or YES/NO.
public enum OSLogBoolFormat: Equatable, Sendable {
    case truth, answer
}

/// Padding for a logged value: `.right(columns:)` pads on the left, `.left(columns:)` on the right.
public struct OSLogStringAlignment: Equatable, Sendable {
    let columns: Int
    let padsLeft: Bool

    public static let none = OSLogStringAlignment(columns: 0, padsLeft: false)

    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), padsLeft: true)
    }

    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), padsLeft: false)
    }

    func apply(to text: String) -> String {
        guard text.count < columns else { return text }
        let padding = String(repeating: " ", count: columns - text.count)
        return padsLeft ? padding + text : text + padding
    }
}
