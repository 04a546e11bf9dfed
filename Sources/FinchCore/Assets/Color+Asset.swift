import FinchUnsafe
import Foundation

extension Color {
    /// The colour set `name` of an asset catalog in `bundle` (the app's catalogs when nil), with its dark
    /// variant. A name no catalog has is clear (it draws nothing) and warns once, as SwiftUI logs.
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        if let color = AssetCatalogs.color(named: name, in: bundle) {
            self = color
        } else {
            AssetCatalogs.warnOnce("no color named '\(name)' was found in an asset catalog; it draws nothing.")
            self = .clear
        }
    }
}

extension AssetCatalogs {
    /// The app's `AccentColor` colour set, looked up once.
    package static var accentColor: Color? { accent.value }

    private static let accent = AccentLookup()
}

/// Looks `AccentColor` up on first use; `Color.accentColor` is read while drawing, so it must be cheap.
private final class AccentLookup: Sendable {
    private let lookedUp = LockedValue<Color??>(nil)

    var value: Color? {
        lookedUp.withLock { stored in
            if let stored { return stored }
            let found = AssetCatalogs.color(named: "AccentColor", in: nil)
            stored = .some(found)
            return found
        }
    }
}
