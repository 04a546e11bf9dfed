import CoreLocation
import FinchCore
import Foundation

/// The map's content over the geography, in the order written: lines and areas, and markers and
/// annotations each upright and sized in points at its coordinate.
struct MapMarks: View {
    let viewport: MapViewport
    let size: CGSize
    let items: [MapItem]
    let selection: MapMarkSelection?

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(items.indices, id: \.self) { index in
                mark(items[index])
            }
        }
    }

    @ViewBuilder private func mark(_ item: MapItem) -> some View {
        switch item {
        case .polyline(let line):
            MapLineShape(points: line.coordinates.map { viewport.viewPoint(of: $0, in: size) })
                .stroke(
                    line.style ?? AnyShapeStyle(Color.accentColor),
                    style: StrokeStyle(lineWidth: line.lineWidth, lineCap: .round, lineJoin: .round)
                )
                .frame(width: size.width, height: size.height)
                .allowsHitTesting(false)
        case .area(let area):
            let shape = MapLineShape(
                points: area.coordinates.map { viewport.viewPoint(of: $0, in: size) }, closed: true)
            ZStack {
                shape.fill(area.fill ?? (area.stroke == nil ? Self.defaultAreaFill : AnyShapeStyle(Color.clear)))
                if let stroke = area.stroke { shape.stroke(stroke, style: area.strokeStyle) }
            }
            .frame(width: size.width, height: size.height)
            .allowsHitTesting(false)
        case .marker(let marker):
            let selected = isSelected(item)
            pinned(
                MarkerBalloon(item: marker, selected: selected).modifier(selectOnTap(item)), at: marker.coordinate,
                alignment: .top, lift: MarkerBalloon.height(selected: selected))
        case .annotation(let annotation):
            pinned(
                AnnotationView(item: annotation).scaleEffect(isSelected(item) ? MarkerBalloon.selectedScale : 1)
                    .modifier(selectOnTap(item)),
                at: annotation.coordinate, alignment: Self.alignment(for: annotation.anchor), lift: 0)
        }
    }

    /// A tap that selects a tagged mark, on a map with a selection; elsewhere none, so a tap on the mark
    /// reaches the map's gestures and the app's.
    private func selectOnTap(_ item: MapItem) -> MapMarkTap {
        MapMarkTap(enabled: selection != nil && item.tag != nil) { select(item) }
    }

    private func isSelected(_ item: MapItem) -> Bool {
        guard let tag = item.tag, let selected = selection?.selected else { return false }
        return tag == selected
    }

    /// A tap on a tagged mark selects it (tapping the selected one keeps it, as Maps does); an untagged
    /// mark, or a map without a selection, lets the tap through to the map.
    private func select(_ item: MapItem) {
        guard let tag = item.tag, let selection else { return }
        selection.select(tag)
    }

    /// A polygon's or circle's fill when the program sets no style: the accent colour at 30 % (Finch's
    /// choice; MapKit's default is not documented). One given only an outline is not filled.
    static let defaultAreaFill = AnyShapeStyle(Color.accentColor.opacity(0.3))

    /// `view` with its `alignment` point on the coordinate, `lift` points higher: a zero-sized frame at
    /// the coordinate holds it, aligned, so it keeps its own size in points.
    private func pinned<V: View>(_ view: V, at coordinate: CLLocationCoordinate2D, alignment: Alignment, lift: CGFloat)
        -> some View
    {
        let point = viewport.viewPoint(of: coordinate, in: size)
        return view.fixedSize()
            .frame(width: 0, height: 0, alignment: alignment)
            .offset(x: point.x, y: point.y - lift)
    }

    /// The nearest of the nine alignments to an anchor.
    static func alignment(for anchor: UnitPoint) -> Alignment {
        let horizontal: HorizontalAlignment = anchor.x < 1 / 3 ? .leading : anchor.x > 2 / 3 ? .trailing : .center
        let vertical: VerticalAlignment = anchor.y < 1 / 3 ? .top : anchor.y > 2 / 3 ? .bottom : .center
        return Alignment(horizontal: horizontal, vertical: vertical)
    }
}

/// What the marks need of a map's selection: the selected tag and how to select another.
struct MapMarkSelection {
    let selected: AnyHashable?
    let select: @MainActor (AnyHashable?) -> Void
}

/// iOS 17's marker: a red balloon with a white glyph, its bottom on the coordinate, the title below.
/// Selected, it is drawn half as large again (Finch's measure of iOS's grown balloon).
struct MarkerBalloon: View {
    static let height: CGFloat = 30
    static let selectedScale: CGFloat = 1.5
    let item: MarkerItem
    var selected = false

    static func height(selected: Bool) -> CGFloat { selected ? height * selectedScale : height }

    var body: some View {
        VStack(spacing: 2) {
            ZStack {
                Circle().fill(item.tint ?? Color.red)
                Circle().stroke(Color.white, lineWidth: 1.5)
                glyph
            }
            .frame(width: Self.height(selected: selected), height: Self.height(selected: selected))
            if let title = item.title {
                Text(title)
                    .font(.caption.bold())
                    .foregroundStyle(Color.black)
                    .shadow(color: .white, radius: 1)
            }
        }
    }

    @ViewBuilder private var glyph: some View {
        if let monogram = item.monogram {
            monogram.font(.caption.bold()).foregroundStyle(Color.white)
        } else if let symbol = item.systemImage {
            Image(systemName: symbol).foregroundStyle(Color.white)
        } else {
            Circle().fill(Color.white).frame(width: 9, height: 9)
        }
    }
}

/// An annotation's own view, with its title below.
struct AnnotationView: View {
    let item: AnnotationItem

    var body: some View {
        VStack(spacing: 2) {
            item.content
            if let title = item.title {
                Text(title).font(.caption.bold()).foregroundStyle(Color.black).shadow(color: .white, radius: 1)
            }
        }
    }
}

/// A mark's tap, attached only when the mark can be selected.
struct MapMarkTap: ViewModifier {
    let enabled: Bool
    let action: @MainActor () -> Void

    func body(content: Content) -> some View {
        content.gesture(TapGesture().onEnded { action() }, including: enabled ? .all : .subviews)
    }
}
