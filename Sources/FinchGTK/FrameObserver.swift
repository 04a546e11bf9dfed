/// Told of every frame a GTK window runs, for a driver in the same process (the monkey's real-window
/// mode) to time them: the milliseconds from the start of the frame (changes applied, update, layout)
/// to its damage painted into the window's retained picture. Nil (the default) times nothing.
@MainActor
package enum FrameObserver {
    package static var onFrame: ((Double) -> Void)?
}
