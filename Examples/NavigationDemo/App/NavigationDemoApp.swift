import Finch
import NavigationDemoKit

/// Lists and navigation as an iPhone shows them, in three tabs: an inset grouped list in sections
/// whose rows open pages (with a page that opens pages by value, and a plain list with sticky
/// headers); a list to edit (swipe, Edit, reorder, select with the keyboard, pull to refresh); pages
/// swiped sideways; a profile form (text fields, controls, pickers, a menu, an alert, a dialog).
@main
struct NavigationDemoApp: App {
    var body: some Scene {
        WindowGroup("Navigation") {
            DemoTabs()
        }
        .defaultSize(width: 390, height: 700)
    }
}
