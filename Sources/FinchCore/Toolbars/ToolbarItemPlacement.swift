import Foundation

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`. On iOS (and so in Finch) each
/// placement lands in one region of the navigation bar or the bottom bar (Apple's `ToolbarItemPlacement` documentation).
public struct ToolbarItemPlacement: Hashable, Sendable {
    let region: ToolbarRegion
    /// Drawn in semibold, as iOS draws a confirming action.
    let isEmphasized: Bool

    init(_ region: ToolbarRegion, emphasized: Bool = false) {
        self.region = region
        self.isEmphasized = emphasized
    }

    /// The trailing end of the navigation bar, as iOS places an item without a placement.
    public static let automatic = ToolbarItemPlacement(.trailing)
    /// The centre of the navigation bar, instead of the inline title.
    public static let principal = ToolbarItemPlacement(.principal)
    /// The leading end of the navigation bar, after the back button.
    public static let navigation = ToolbarItemPlacement(.leading)
    public static let primaryAction = ToolbarItemPlacement(.trailing)
    /// Gathered into one "more" button (`ellipsis.circle`) at the bar's trailing end that opens a menu
    /// of them, as iOS 16 and later do.
    public static let secondaryAction = ToolbarItemPlacement(.secondary)
    /// The trailing end, semibold (a sheet's Done or Save).
    public static let confirmationAction = ToolbarItemPlacement(.trailing, emphasized: true)
    /// The leading end (a sheet's Cancel).
    public static let cancellationAction = ToolbarItemPlacement(.leading)
    public static let destructiveAction = ToolbarItemPlacement(.trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(.leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)
    public static let topBarLeading = ToolbarItemPlacement(.leading)
    public static let topBarTrailing = ToolbarItemPlacement(.trailing)
    /// The bar along the bottom of the page.
    public static let bottomBar = ToolbarItemPlacement(.bottom)
    /// The middle of the bottom bar, as iOS shows status text.
    public static let status = ToolbarItemPlacement(.bottom)
    /// Above the on-screen keyboard on iOS; a Linux desktop has none, so nothing shows.
    public static let keyboard = ToolbarItemPlacement(.none)
}

/// The part of a page's bars a toolbar item is drawn in.
enum ToolbarRegion: Hashable, Sendable {
    case leading, principal, trailing, bottom, none
    /// The "more" menu at the trailing end.
    case secondary
}

/// The bars a `.toolbar(_:for:)` visibility applies to, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    let bar: Bar

    enum Bar: Hashable, Sendable {
        case automatic, navigationBar, bottomBar, tabBar
    }

    public static let automatic = ToolbarPlacement(bar: .automatic)
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
}
