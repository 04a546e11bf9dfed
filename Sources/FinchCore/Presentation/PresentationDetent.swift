import Foundation

/// A height a sheet rests at, as SwiftUI's `PresentationDetent`.
///
/// Heights are of the space a full sheet has (the window less the strip above the card): `.large` all
/// of it, `.medium` half of it (UIKit's medium detent), `.fraction(f)` that fraction, `.height(h)`
/// that many points (at most all of it).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case fraction(CGFloat)
        case height(CGFloat)
    }

    let kind: Kind

    public static let large = PresentationDetent(kind: .fraction(1))
    public static let medium = PresentationDetent(kind: .fraction(0.5))

    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }

    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height))
    }

    /// The card's height for this detent when a full sheet is `available` points high.
    func height(in available: CGFloat) -> CGFloat {
        let wanted: CGFloat
        switch kind {
        case .fraction(let fraction): wanted = available * (fraction.isFinite ? fraction : 1)
        case .height(let height): wanted = height.isFinite ? height : available
        }
        return min(max(0, wanted), max(0, available))
    }
}

/// The detents a sheet's content asked for, and the binding to the chosen one.
struct SheetDetents: Equatable {
    var detents: Set<PresentationDetent>
    var selection: Binding<PresentationDetent>?

    /// Compared by what they choose, not the binding's closures (which never compare equal).
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.detents == rhs.detents && (lhs.selection == nil) == (rhs.selection == nil)
            && lhs.selection?.wrappedValue == rhs.selection?.wrappedValue
    }
}

/// Carries `SheetDetents` from inside a sheet up to its container; the innermost wins.
struct SheetDetentsKey: PreferenceKey {
    static var defaultValue: SheetDetents? { nil }

    static func reduce(value: inout SheetDetents?, nextValue: () -> SheetDetents?) {
        if let next = nextValue() { value = next }
    }
}

/// Carries `presentationDragIndicator` up to the sheet's container; the innermost wins.
struct SheetDragIndicatorKey: PreferenceKey {
    static let defaultValue: Visibility? = nil

    static func reduce(value: inout Visibility?, nextValue: () -> Visibility?) {
        if let next = nextValue() { value = next }
    }
}

extension View {
    /// The heights the sheet this view is in rests at. It opens at the smallest (Finch's choice where iOS
    /// documents none; pinned by a test); dragging the card moves it between them.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        preference(key: SheetDetentsKey.self, value: SheetDetents(detents: detents, selection: nil))
    }

    /// The heights the sheet rests at, with the current one in `selection` (setting it moves the sheet).
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        preference(key: SheetDetentsKey.self, value: SheetDetents(detents: detents, selection: selection))
    }

    /// Whether the sheet shows its grabber (a 36 × 5 pt capsule at the top of the card). `.automatic`
    /// shows it when the sheet has more than one detent, as iOS does.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        preference(key: SheetDragIndicatorKey.self, value: visibility)
    }
}
