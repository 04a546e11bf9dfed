// swift-format-ignore-file
import Finch

// Seed 002's ProfileImage, as the post shows it; only the import differs.

struct ProfileImage: View {
    @State var isPresented: Bool = false
    @ObservedObject var state = ProfileViewModel()
    @GestureState private var isDetectingLongPress = false
    @State private var completedLongPress = false
    
    var body: some View {
        LoadImageView(status: state.status)
            .scaledToFill()
            .frame(maxWidth: 100, maxHeight: 100)
            .background(
                LinearGradient(
                    colors: [.white, .gray.opacity(0.5)],
                    startPoint: .topLeading,
                    endPoint: .bottomTrailing
                    )
            )
            .overlay(
                Circle().stroke(
                    LinearGradient(
                        colors: [.white, .gray.opacity(0.5)],
                        startPoint: .topLeading,
                        endPoint: .bottomTrailing
                    ), lineWidth: 1
                )
            )
            .clipShape(Circle())
            .shadow(radius: 4)
            .onLongPressGesture(minimumDuration: 0.5) {
                isPresented = true
            }
            .sheet(isPresented: $isPresented) {
                PhotoPicker(results: $state.selections)
            }
    }
}
