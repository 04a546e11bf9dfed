import Foundation

extension LayoutNode {
    /// Where a node of `size` goes to sit in `rect` by `alignment`'s guides (a grid cell's place).
    func origin(forSize size: CGSize, in rect: CGRect, alignment: Alignment) -> CGPoint {
        let slot = ViewDimensions(size: rect.size)
        return CGPoint(
            x: rect.minX + slot[alignment.horizontal] - guide(alignment.horizontal, in: size),
            y: rect.minY + slot[alignment.vertical] - guide(alignment.vertical, in: size))
    }
}
