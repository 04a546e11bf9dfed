import CoreLocation
import FinchCore
import Foundation

/// The map's interactive surface: works out the viewport from its source and the user's moves, draws
/// it, and turns drags, pinches and double taps into new viewports.
struct MapSurface: View {
    let source: MapCameraSource
    let interactionModes: MapInteractionModes
    let items: [MapItem]
    /// The app's selection, when the map was made with one.
    let selection: MapSelection?

    @State private var interaction = MapInteraction()
    /// Where the last touch went down; the double tap zooms about it (a tap gesture reports no place).
    @State private var lastTouch = MapTouchLocation()
    @Environment(\.mapControls) private var controls
    @Environment(\.mapCameraChangeActions) private var cameraActions
    @Environment(\.mapShownViewport) private var shown

    var body: some View {
        GeometryReader { proxy in
            let size = proxy.size
            let shownViewport = shownViewport(in: proxy)
            MapColors.water
                .modifier(
                    MapLayers(
                        viewport: shownViewport, size: size, items: items,
                        selection: selection.map { MapMarkSelection(selected: $0.get(), select: $0.set) })
                )
                .contentShape(Rectangle())
                .simultaneousGesture(
                    DragGesture(minimumDistance: 0).onChanged { [touch = lastTouch] value in
                        touch.point = value.startLocation
                        stopCoasting(at: value.time, in: size)
                    },
                    including: interactionModes.isEmpty ? .subviews : .all
                )
                .gesture(panGesture(in: size), including: interactionModes.contains(.pan) ? .all : .subviews)
                .gesture(pinchGesture(in: size), including: interactionModes.contains(.zoom) ? .all : .subviews)
                .gesture(tapGesture(in: size))
        }
        .overlay(alignment: .topTrailing) {
            if let controls {
                VStack(spacing: 8) { controls.view }.padding(8)
            }
        }
    }

    /// The viewport to draw in the reader's space, told to a `MapReader` around the map.
    private func shownViewport(in proxy: GeometryProxy) -> MapViewport {
        let shownViewport = viewport(in: proxy.size)
        shown?.viewport = shownViewport
        shown?.geometry = proxy
        return shownViewport
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
        tellCameraActions(.continuous, viewport: viewport, in: size)
    }

    /// Runs the `onMapCameraChange` actions of `frequency` with `viewport`'s camera.
    private func tellCameraActions(_ frequency: MapCameraUpdateFrequency, viewport: MapViewport, in size: CGSize) {
        let wanted = cameraActions.filter { $0.frequency == frequency }
        guard !wanted.isEmpty else { return }
        let context = viewport.clamped(to: size).cameraContext(in: size)
        for entry in wanted { entry.action(context) }
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
                // The map coasts on for the release velocity, as a flicked map does. Every write is in the
                // glide's transaction: a write outside it would be applied first, without the animation.
                let from = viewport(in: size)
                let to = start.panned(by: value.predictedEndTranslation, in: size)
                withAnimation(.timingCurve(0, 0, 0.58, 1, duration: MapCoast.duration)) {
                    interaction.dragStart = nil
                    interaction.coast = MapCoast(from: from, to: to, start: value.time)
                    move(to: to, in: size)
                }
                tellCameraActions(.onEnd, viewport: to, in: size)
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
            .onEnded { _ in
                interaction.pinchStart = nil
                tellCameraActions(.onEnd, viewport: viewport(in: size), in: size)
            }
    }

    /// A touch while the map coasts stops it where it is shown (a new target without an animation ends
    /// the running one), so a drag starting then moves the map from there.
    private func stopCoasting(at time: Date, in size: CGSize) {
        guard let coast = interaction.coast else { return }
        interaction.coast = nil
        let elapsed = time.timeIntervalSince(coast.start)
        guard elapsed < MapCoast.duration else { return }
        let stopped = coast.shown(after: elapsed)
        move(to: stopped, in: size)
        tellCameraActions(.onEnd, viewport: stopped, in: size)
    }

    /// A double tap zooms in; with a selection, a single tap (once it is not a double tap) clears it. A
    /// marker's own tap comes first. Without a selection there is no single tap, so one the app puts
    /// on the map gets it.
    private func tapGesture(in size: CGSize) -> AnyGesture<Void> {
        let doubleTap = TapGesture(count: 2).onEnded { if interactionModes.contains(.zoom) { zoomIn(in: size) } }
        guard let selection else { return AnyGesture(doubleTap) }
        let singleTap = TapGesture().onEnded { selection.set(nil) }
        return AnyGesture(doubleTap.exclusively(before: singleTap).map { _ in () })
    }

    /// A double tap zooms in twice about the tapped point.
    private func zoomIn(in size: CGSize) {
        let anchor = lastTouch.point ?? CGPoint(x: size.width / 2, y: size.height / 2)
        let zoomed = viewport(in: size).zoomed(by: 2, about: anchor, in: size)
        withAnimation(.easeInOut(duration: 0.3)) {
            move(to: zoomed, in: size)
        }
        tellCameraActions(.onEnd, viewport: zoomed, in: size)
    }
}

/// Where the user has moved the map, and the gestures in progress.
struct MapInteraction: Equatable {
    /// The viewport the user moved to, valid while the source still says `basis`.
    var viewport: MapViewport?
    var basis: [Double]?
    var dragStart: MapViewport?
    var pinchStart: MapViewport?
    var coast: MapCoast?
}

/// A place kept between gesture callbacks without causing an update.
@MainActor
final class MapTouchLocation {
    var point: CGPoint?
}
