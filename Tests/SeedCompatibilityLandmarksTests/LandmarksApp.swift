import Finch

// The seed's app, but for `@main`: a test executable has its own `main` (linking both fails with
// "multiple definition of 'main'"). The app executable `landmarks` keeps the seed's `@main`.
struct LandmarksApp: App {
    @StateObject private var modelData = ModelData()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(modelData)
        }
    }
}
