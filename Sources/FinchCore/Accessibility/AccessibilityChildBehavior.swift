import Foundation

/// How `accessibilityElement(children:)` treats the elements inside a view, as SwiftUI's.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case ignore, combine, contain
    }

    let kind: Kind

    /// One element for the view; the elements inside are left out (it has no label unless given one).
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// One element for the view whose label and value join those of the elements inside.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    /// The elements inside stay elements of their own, grouped in this view.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
}
