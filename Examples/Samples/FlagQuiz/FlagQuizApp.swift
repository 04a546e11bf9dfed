import SwiftUI

@main
struct FlagQuizApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
