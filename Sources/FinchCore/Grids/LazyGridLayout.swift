import Foundation

/// The layout of a lazy grid's cells: lines (rows of a `LazyVGrid`, columns of a `LazyHGrid`) of as
/// many cells as the grid's items make tracks across, each line as long as its longest cell.
///
/// Outside a scroll view the grid is one container with this layout over all its cells; inside one,
/// the lazy container (`LazyStackNode`) makes each line it builds a container with this layout over
/// that line's cells, so both place cells by the same code.
struct LazyGridLayout: Layout {
    /// The axis the grid grows along: `.vertical` for a `LazyVGrid`.
    let axis: Axis
    let items: [GridItem]
    /// Where the tracks sit across the grid when they do not fill it.
    let alignment: StackLayout.CrossAlignment
    /// The gap between lines.
    let lineSpacing: CGFloat

    private var cross: Axis { axis == .vertical ? .horizontal : .vertical }

    func tracks(across length: CGFloat?) -> GridTracks {
        GridTracks(items: items, length: length)
    }

    /// What a cell in `track` is offered: the track's length across, nothing along the axis.
    private func offer(_ track: GridTrack) -> ProposedViewSize {
        ProposedViewSize(main: nil, cross: track.length, axis: axis)
    }

    /// The length of the line of `cells`: its longest cell.
    private func lineLength(_ cells: ArraySlice<LayoutSubview>, _ tracks: GridTracks) -> CGFloat {
        var length: CGFloat = 0
        for (slot, cell) in zip(cells.indices, cells) {
            let track = tracks[slot - cells.startIndex]
            length = max(length, cell.sizeThatFits(offer(track))[axis])
        }
        return length
    }

    /// The cells by lines: as many a line as there are tracks.
    private func lines(_ subviews: Subviews, _ tracks: GridTracks) -> [ArraySlice<LayoutSubview>] {
        let perLine = max(tracks.count, 1)
        return stride(from: 0, to: subviews.storage.count, by: perLine).map { start in
            subviews.storage[start..<min(start + perLine, subviews.storage.count)]
        }
    }

    /// The grid is as wide (for a `LazyVGrid`) as offered, or as its tracks when they are wider.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let offered = proposal[cross]
        let tracks = tracks(across: offered)
        guard tracks.count > 0 else { return .zero }
        var main: CGFloat = 0
        for (index, line) in lines(subviews, tracks).enumerated() {
            main += lineLength(line, tracks) + (index > 0 ? lineSpacing : 0)
        }
        let across = max(offered.flatMap { $0.isFinite ? $0 : nil } ?? 0, tracks.total)
        return CGSize(main: main, cross: across, axis: axis)
    }

    /// Tracks are resolved again in the grid's own length across, as SwiftUI's grid does: when its
    /// items did not fit the offer, the grid took more, and the items share that (objc.io's quiz).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let tracks = tracks(across: bounds.size[cross])
        guard tracks.count > 0 else { return }
        let start = bounds.origin[cross] + tracksShift(tracks, in: bounds.size)
        var position = bounds.origin[axis]
        for line in lines(subviews, tracks) {
            let length = lineLength(line, tracks)
            for (slot, cell) in zip(line.indices, line) {
                let track = tracks[slot - line.startIndex]
                var cellRect = CGRect.zero
                cellRect.origin[axis] = position
                cellRect.origin[cross] = start + track.offset
                cellRect.size = CGSize(main: length, cross: track.length, axis: axis)
                place(cell, in: cellRect, alignment: track.alignment, proposal: offer(track))
            }
            position += length + lineSpacing
        }
    }

    /// How far the tracks move across to sit at the grid's alignment, when they are shorter than it.
    private func tracksShift(_ tracks: GridTracks, in size: CGSize) -> CGFloat {
        let spare = size[cross] - tracks.total
        guard spare > 0 else { return 0 }
        let grid = ViewDimensions(size: size)
        let set = ViewDimensions(size: CGSize(main: size[axis], cross: tracks.total, axis: axis))
        switch alignment {
        case .horizontal(let guide): return grid[guide] - set[guide]
        case .vertical(let guide): return grid[guide] - set[guide]
        }
    }

    /// Places `cell` in `rect` by `alignment`'s guides.
    private func place(_ cell: LayoutSubview, in rect: CGRect, alignment: Alignment, proposal: ProposedViewSize) {
        let size = cell.sizeThatFits(proposal)
        cell.place(at: cell.node.origin(forSize: size, in: rect, alignment: alignment), proposal: proposal)
    }
}

extension LazyGridLayout {
    /// A lazy grid's nodes: lines built lazily inside a scroll view along its axis; elsewhere one
    /// container of every cell.
    func makeNodes<Content: View>(_ content: Content, in inputs: ViewInputs) -> ViewOutputs {
        LazyStackNode.makeNodes(
            axis: axis, crossAlignment: alignment, spacing: lineSpacing, lines: .grid(self), content: content,
            in: inputs)
            ?? LayoutContainer(layout: self, content: content).makeNodes(in: inputs)
    }
}
