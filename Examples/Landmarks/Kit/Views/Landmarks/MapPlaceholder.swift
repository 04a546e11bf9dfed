import Finch

/// Stands where the seed's `MapView` goes until the MapKit module merges: the sea and land colours of
/// a map, so the detail page keeps its shape.
struct MapPlaceholder: View {
    var body: some View {
        Rectangle().fill(
            LinearGradient(
                colors: [Color(red: 0.67, green: 0.83, blue: 0.95), Color(red: 0.93, green: 0.92, blue: 0.87)],
                startPoint: .top, endPoint: .bottom))
    }
}
