import Finch

/// Pages swiped sideways, with dots for the current one.
struct PhotosPage: View {
    private let colors: [Color] = [.orange, .teal, .indigo, .pink]

    var body: some View {
        TabView {
            ForEach(0..<colors.count, id: \.self) { index in
                ZStack {
                    colors[index]
                    Text("Page \(index + 1)").font(.largeTitle.bold()).foregroundColor(.white)
                }
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
    }
}
