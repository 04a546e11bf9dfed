import FinchCore
import Foundation

/// Recently drawn flat pictures of perspective groups, by content and scale.
///
/// A card flipping changes only its projection from frame to frame, so its face is drawn once
/// and warped every frame. Small and least-recently-used, because each entry holds pixels.
final class FlatLayerCache {
    struct Key: Hashable {
        let content: DisplayGroup
        let scale: Double
    }

    private static let capacity = 48
    private var entries: [Key: (layer: OffscreenLayer, used: Int)] = [:]
    private var clock = 0

    func layer(for key: Key) -> OffscreenLayer? {
        guard let entry = entries[key] else { return nil }
        clock += 1
        entries[key] = (entry.layer, clock)
        return entry.layer
    }

    func store(_ layer: OffscreenLayer, for key: Key) {
        clock += 1
        if entries.count >= Self.capacity, let oldest = entries.min(by: { $0.value.used < $1.value.used })?.key {
            entries[oldest] = nil
        }
        entries[key] = (layer, clock)
    }
}
