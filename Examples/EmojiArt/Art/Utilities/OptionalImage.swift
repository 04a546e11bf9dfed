import Finch

/// A picture that may not be there yet (the course's `OptionalImage`).
struct OptionalImage: View {
    var uiImage: UIImage?

    var body: some View {
        if let uiImage {
            Image(uiImage: uiImage)
        }
    }
}
