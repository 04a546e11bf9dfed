import CoreLocation
import FinchCore
import Foundation

/// The map's interactive surface: works out the viewport from its source and the user's moves, draws
/// it, and turns drags, pinches and double taps into new viewports.
struct MapSurface: View {
    let source: MapCameraSource
    let interactionModes: MapInteractionModes
    let items: [MapItem]

    @State private var interaction = MapInteraction()
    /// Where the last touch went down; the double tap zooms about it (a tap gesture reports no place).
    @State private var lastTouch = MapTouchLocation()

    var body: some View {
        GeometryReader { proxy in
            let size = proxy.size
            MapColors.water
                .modifier(MapLayers(viewport: viewport(in: size), size: size, items: items))
                .contentShape(Rectangle())
                .simultaneousGesture(
                    DragGesture(minimumDistance: 0).onChanged { [touch = lastTouch] in touch.point = $0.startLocation },
                    including: interactionModes.contains(.zoom) ? .all : .subviews
                )
                .gesture(panGesture(in: size), including: interactionModes.contains(.pan) ? .all : .subviews)
                .gesture(pinchGesture(in: size), including: interactionModes.contains(.zoom) ? .all : .subviews)
                .onTapGesture(count: 2) { if interactionModes.contains(.zoom) { zoomIn(in: size) } }
        }
    }

    /// What the source asks for, or where the user moved the map since the source last changed.
    func viewport(in size: CGSize) -> MapViewport {
        if let moved = interaction.viewport, interaction.basis == sourceKey { return moved.clamped(to: size) }
        return MapCameraFit.viewport(for: sourceValue, items: items, in: size)
    }

    private var sourceValue: MapCameraPosition {
        switch source {
        case .region(let binding): .region(binding.wrappedValue)
        case .position(let binding): binding.wrappedValue
        case .initial(let position): position
        }
    }

    /// The source's numbers: when they change, the source has moved the map (not the user).
    private var sourceKey: [Double] { sourceValue.kind.numbers }

    /// Shows `viewport` and tells the source (a binding) where the map now is.
    private func move(to viewport: MapViewport, in size: CGSize) {
        let viewport = viewport.clamped(to: size)
        interaction.basis = sourceKey
        interaction.viewport = viewport
        let region = viewport.region(in: size)
        switch source {
        case .region(let binding): binding.wrappedValue = region
        case .position(let binding):
            binding.wrappedValue = MapCameraPosition(kind: .region(region), positionedByUser: true)
        case .initial: break
        }
    }

    private func panGesture(in size: CGSize) -> some Gesture {
        DragGesture()
            .onChanged { value in
                let start = interaction.dragStart ?? viewport(in: size)
                if interaction.dragStart == nil { interaction.dragStart = start }
                move(to: start.panned(by: value.translation, in: size), in: size)
            }
            .onEnded { value in
                let start = interaction.dragStart ?? viewport(in: size)
                interaction.dragStart = nil
                // The map coasts on for the release velocity, as a flicked map does.
                withAnimation(.easeOut(duration: 0.5)) {
                    move(to: start.panned(by: value.predictedEndTranslation, in: size), in: size)
                }
            }
    }

    private func pinchGesture(in size: CGSize) -> some Gesture {
        MagnifyGesture()
            .onChanged { value in
                let start = interaction.pinchStart ?? viewport(in: size)
                if interaction.pinchStart == nil { interaction.pinchStart = start }
                // A short animation smooths Ctrl+scroll's steps; fingers are followed within 0.1 s.
                withAnimation(.easeOut(duration: 0.1)) {
                    move(to: start.zoomed(by: value.magnification, about: value.startLocation, in: size), in: size)
                }
            }
            .onEnded { _ in interaction.pinchStart = nil }
    }

    /// A double tap zooms in twice about the tapped point.
    private func zoomIn(in size: CGSize) {
        let anchor = lastTouch.point ?? CGPoint(x: size.width / 2, y: size.height / 2)
        withAnimation(.easeInOut(duration: 0.3)) {
            move(to: viewport(in: size).zoomed(by: 2, about: anchor, in: size), in: size)
        }
    }
}

/// Where the user has moved the map, and the gestures in progress.
struct MapInteraction: Equatable {
    /// The viewport the user moved to, valid while the source still says `basis`.
    var viewport: MapViewport?
    var basis: [Double]?
    var dragStart: MapViewport?
    var pinchStart: MapViewport?
}

/// A place kept between gesture callbacks without causing an update.
@MainActor
final class MapTouchLocation {
    var point: CGPoint?
}
