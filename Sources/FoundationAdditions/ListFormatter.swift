import Foundation

/// Foundation's `ListFormatter`, which Linux's Foundation lacks: joins items into a list as a
/// sentence says it ("Paris, Rome, and Tokyo"), in the formatter's locale.
///
/// The joining is Foundation's own list format (`ListFormatStyle`, its `.and` list in `.standard`
/// width), so it follows the locale's pattern as Apple's formatter does; where the process has no locale
/// of its own, en_US's, as an iPhone set up in English writes ("a, b, and c", where Foundation's world
/// English would drop the last comma), the default the currency styles use. Items that are not strings
/// are written by `itemFormatter` when one is set, else as they describe themselves.
open class ListFormatter: Formatter {
    /// Writes each item before the list is joined; nil writes items as they describe themselves.
    open var itemFormatter: Formatter?
    /// The locale whose list pattern joins the items (the process's unless set).
    open var locale: Locale! = .formattingDefault

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `strings` joined as the current locale writes a list.
    open class func localizedString(byJoining strings: [String]) -> String {
        join(strings, locale: .formattingDefault)
    }

    /// The items written (by `itemFormatter`, or as they describe themselves) and joined; nil when the
    /// item formatter cannot write one of them.
    open func string(from items: [Any]) -> String? {
        var strings: [String] = []
        for item in items {
            if let itemFormatter {
                guard let written = itemFormatter.string(for: item) else { return nil }
                strings.append(written)
            } else {
                strings.append(item as? String ?? String(describing: item))
            }
        }
        return Self.join(strings, locale: locale ?? .formattingDefault)
    }

    /// An array's items joined; nil for anything that is not an array.
    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }

    private static func join(_ strings: [String], locale: Locale) -> String {
        strings.formatted(.list(type: .and, width: .standard).locale(locale))
    }
}
