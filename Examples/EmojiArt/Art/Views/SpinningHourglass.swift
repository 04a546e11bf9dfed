import Finch

/// An hourglass turning for ever while the background loads (lecture 9 shows a `ProgressView`; the
/// course's later apps spin a symbol with `repeatForever`).
struct SpinningHourglass: View {
    @State private var isSpinning = false

    var body: some View {
        Image(systemName: "hourglass")
            .font(.system(size: 50))
            .foregroundColor(.gray)
            .rotationEffect(Angle.degrees(isSpinning ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
            .onAppear { isSpinning = true }
    }
}
