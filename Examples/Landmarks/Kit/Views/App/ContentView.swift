import Finch

/// The app's window: the error page when a bundled file is bad; in a wide window the list as a split
/// view's sidebar; otherwise the tabs, Featured and List.
public struct ContentView: View {
    @EnvironmentObject var modelData: ModelData
    @State private var selection: Tab = .featured

    enum Tab {
        case featured
        case list
    }

    /// Wider than this (in points) the window shows the list beside the detail, as an iPad does.
    static let splitWidth: CGFloat = 700

    public init() {}

    public var body: some View {
        if !modelData.loadProblems.isEmpty {
            LoadProblemView(problems: modelData.loadProblems)
        } else {
            GeometryReader { proxy in
                VStack(spacing: 0) {
                    if let problem = modelData.favoritesProblem {
                        FavoritesProblemBanner(message: problem)
                    }
                    if proxy.size.width > Self.splitWidth {
                        LandmarkSplitView()
                    } else {
                        tabs
                    }
                }
            }
        }
    }

    private var tabs: some View {
        TabView(selection: $selection) {
            CategoryHome()
                .tabItem {
                    Label("Featured", systemImage: "star")
                }
                .tag(Tab.featured)

            LandmarkList()
                .tabItem {
                    Label("List", systemImage: "list.bullet")
                }
                .tag(Tab.list)
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
            .environmentObject(ModelData())
    }
}
