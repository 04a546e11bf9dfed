/// Declares an environment value with its default in one line, as SwiftUI's `@Entry` (iOS 18, usable on
/// every release): `extension EnvironmentValues { @Entry var accent: Color = .red }`. The expansion
/// (FinchMacros) is Apple's: a private `__Key_accent` conforming to `EnvironmentKey` whose `defaultValue`
/// is the initial value, and accessors reading and writing `self[__Key_accent.self]`. In an extension of
/// `Transaction` the key is a `TransactionKey`. An optional property may leave its default out (nil).
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "FinchMacros", type: "EntryMacro")
