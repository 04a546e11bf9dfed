import Finch
import ProfileImageKit

/// ProfileImage (seed 002): hold the avatar 0.5 s to pick a picture.
@main
struct ProfileImageApp: App {
    var body: some Scene {
        WindowGroup("ProfileImage") {
            ProfileScreen()
        }
        .defaultSize(width: 390, height: 600)
    }
}
