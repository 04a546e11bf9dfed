import Finch

/// The list as the sidebar of a split view, for wide windows (the tutorial's macOS chapter): a row
/// shows its landmark in the detail column.
struct LandmarkSplitView: View {
    @EnvironmentObject var modelData: ModelData
    @State private var showFavoritesOnly = false

    var filteredLandmarks: [Landmark] {
        modelData.landmarks.filter { landmark in
            !showFavoritesOnly || landmark.isFavorite
        }
    }

    var body: some View {
        NavigationSplitView {
            List {
                Toggle(isOn: $showFavoritesOnly) {
                    Text("Favorites only")
                }
                ForEach(filteredLandmarks) { landmark in
                    NavigationLink {
                        LandmarkDetail(landmark: landmark)
                    } label: {
                        LandmarkRow(landmark: landmark)
                    }
                }
            }
            .navigationTitle("Landmarks")
            .navigationSplitViewColumnWidth(320)
        } detail: {
            Text("Select a Landmark")
                .foregroundColor(.secondary)
        }
    }
}
