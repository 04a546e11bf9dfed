// swift-format-ignore-file
import Finch

// Seed 002's LoadImageView, as the post shows it; only the import differs.

struct LoadImageView: View {
    var status: ProfileViewStatus
    var body: some View {
        switch status {
        case .success(let image):
            image.resizable()
                .aspectRatio(contentMode: .fit)
        case .loading:
            ProgressView()
        case .empty:
            Image(systemName: "person.fill")
                .font(.system(size: 40))
                .foregroundColor(.white)
        case .failure(_):
            Image(systemName: "exclamationmark.triangle.fill")
                .font(.system(size: 40))
                .foregroundColor(.white)
        }
    }
}
