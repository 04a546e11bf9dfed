import SwiftUI

@main
struct HabitTrackerApp: App {
    @State private var habits = HabitStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(habits)
        }
    }
}
