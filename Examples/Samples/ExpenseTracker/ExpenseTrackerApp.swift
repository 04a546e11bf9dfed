import SwiftUI

@main
struct ExpenseTrackerApp: App {
    @State private var store = ExpenseStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(store)
        }
    }
}
