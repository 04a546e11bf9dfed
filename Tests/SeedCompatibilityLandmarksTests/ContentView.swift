import Finch

// The tutorial's `ContentView` at this step: the list.
struct ContentView: View {
    var body: some View {
        LandmarkList()
    }
}
