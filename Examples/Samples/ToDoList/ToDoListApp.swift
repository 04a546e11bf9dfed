import SwiftUI

@main
struct ToDoListApp: App {
    @State private var store = ToDoStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(store)
        }
    }
}
