import SwiftUI

@main
struct FlashCardsApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
