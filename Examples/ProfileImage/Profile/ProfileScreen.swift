import Finch

/// The demo's screen: the avatar in the middle of a black window, as the post shows it.
public struct ProfileScreen: View {
    public init() {}

    public var body: some View {
        ZStack {
            Color.black
            ProfileImage()
        }
    }
}
