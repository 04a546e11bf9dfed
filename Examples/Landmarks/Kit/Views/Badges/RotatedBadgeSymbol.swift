import Finch

/// The symbol turned about its bottom edge, so eight of them make a ring.
struct RotatedBadgeSymbol: View {
    let angle: Angle

    var body: some View {
        BadgeSymbol()
            // Larger than the badge, so the rays reach out towards its edges once scaled down.
            .padding(-60)
            .rotationEffect(angle, anchor: .bottom)
    }
}
