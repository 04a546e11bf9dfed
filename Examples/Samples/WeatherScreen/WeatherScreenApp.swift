import SwiftUI

@main
struct WeatherScreenApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
