import Finch

/// The demo's four tabs, the whole window's content (a library, so the monkey and tests can play it).
public struct DemoTabs: View {
    @State private var tab = 0
    @State private var tasksLeft = TasksPage.initialTasks.count

    public init() {}

    public var body: some View {
        TabView(selection: $tab) {
            ParksList()
                .tabItem { Label("Parks", systemImage: "list.bullet") }
                .tag(0)
            TasksPage(left: $tasksLeft)
                .tabItem { Label("Tasks", systemImage: "checkmark") }
                .tag(1)
                .badge(tasksLeft)
            PhotosPage()
                .tabItem { Label("Pages", systemImage: "photo") }
                .tag(2)
            ProfileForm()
                .tabItem { Label("Profile", systemImage: "person.crop.circle") }
                .tag(3)
        }
    }
}
