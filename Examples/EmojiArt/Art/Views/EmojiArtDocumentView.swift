import Finch

/// One document's canvas with the palette under it (the course's `EmojiArtDocumentView`, lectures 7–9,
/// with assignment 5's selection): the background and the emoji drawn from the canvas's centre at the
/// zoom scale and pan offset, taking drops, pinches, drags, taps and the Delete key.
struct EmojiArtDocumentView: View {
    @ObservedObject var document: EmojiArtDocument
    /// Where Ctrl+V reads a background from (`.general`, the desktop's clipboard; tests pass their own).
    var pasteboard: UIPasteboard = .general

    @Environment(\.undoManager) var undoManager

    let defaultEmojiFontSize: CGFloat = 40

    var body: some View {
        VStack(spacing: 0) {
            documentBody
            palette
        }
    }

    var documentBody: some View {
        GeometryReader { geometry in
            ZStack {
                Color.white.overlay(
                    OptionalImage(uiImage: document.backgroundImage)
                        .scaleEffect(zoomScale)
                        .position(convertFromEmojiCoordinates((0, 0), in: geometry))
                )
                .gesture(doubleTapToZoom(in: geometry.size).exclusively(before: tapToDeselect()))
                emojiLayer(in: geometry)
                // The course hides the emoji while the background loads; here they stay, under the hourglass.
                if document.backgroundImageFetchStatus == .fetching {
                    SpinningHourglass()
                }
            }
            .clipped()
            .onDrop(of: [.plainText, .url, .image], isTargeted: nil) { providers, location in
                drop(providers: providers, at: location, in: geometry)
            }
            .gesture(panGesture().simultaneously(with: zoomGesture()))
            .onReceive(document.$backgroundImage) { image in
                zoomToFit(image, in: geometry.size)
            }
        }
        .overlay(alignment: .topTrailing) { pictureDragHandle }
        .focusable()
        .focused($canvasHasFocus)
        .onKeyPress(keys: [.delete, .deleteForward]) { _ in deleteSelection() }
        .onKeyPress(keys: ["v"]) { press in pasteKey(press) }
        .onAppear { canvasHasFocus = true }
        .alert(item: $alertToShow) { alertToShow in alertToShow.alert() }
        .onChange(of: document.backgroundImageFetchStatus) { status in
            switch status {
            case .failed(let url): showBackgroundImageFetchFailedAlert(url)
            case .tooLarge(let url): showBackgroundImageTooLargeAlert(url)
            default: break
            }
        }
    }

    /// The emoji, placed in unzoomed points and zoomed and panned as one layer, so a pinch or pan frame
    /// changes one transform rather than every emoji's position.
    private func emojiLayer(in geometry: GeometryProxy) -> some View {
        EmojiLayerView(
            document: document,
            selectedIDs: Set(selection.map(\.id)),
            center: geometry.frame(in: .local).center,
            drag: gestureEmojiDrag,
            selectionPinchScale: selection.isEmpty ? 1 : gestureZoomScale,
            dragGesture: dragEmojiGesture(for:),
            tap: toggleSelection(of:)
        )
        .frame(width: geometry.size.width, height: geometry.size.height)
        .scaleEffect(zoomScale)
        .offset(panOffset)
    }

    /// Drag this to another program (a file manager, an image editor) to give it the picture as PNG.
    var pictureDragHandle: some View {
        Image(systemName: "square.and.arrow.up")
            .font(.title2)
            .foregroundColor(.accentColor)
            .padding(10)
            .background(Circle().fill(Color.white.opacity(0.85)))
            .padding(8)
            .onDrag { document.pictureItemProvider() }
    }

    var palette: some View {
        // Only as tall as the emoji: Finch's horizontal ScrollView takes the height it is offered (as a
        // vertical one takes the width), which would share the window's height with the canvas.
        PaletteChooser(emojiFontSize: defaultEmojiFontSize)
            .fixedSize(horizontal: false, vertical: true)
    }

    // MARK: - State

    @State var alertToShow: IdentifiableAlert?
    @FocusState var canvasHasFocus: Bool

    // Per window, as the course keeps them (lecture 14): a reopened document shows what was shown.
    @SceneStorage("EmojiArtDocumentView.steadyStateZoomScale") var steadyStateZoomScale: CGFloat = 1
    @SceneStorage("EmojiArtDocumentView.steadyStatePanOffset") var steadyStatePanOffset: CGSize = .zero
    @GestureState var gestureZoomScale: CGFloat = 1
    @GestureState var gesturePanOffset: CGSize = .zero

    @State var selection = Set<EmojiArtModel.Emoji>()
    @GestureState var gestureEmojiDrag = EmojiDrag()

    // MARK: - Coordinates

    func fontSize(for emoji: EmojiArtModel.Emoji) -> CGFloat {
        CGFloat(emoji.size)
    }

    func convertToEmojiCoordinates(_ location: CGPoint, in geometry: GeometryProxy) -> (x: Int, y: Int) {
        let center = geometry.frame(in: .local).center
        let location = CGPoint(
            x: (location.x - panOffset.width - center.x) / zoomScale,
            y: (location.y - panOffset.height - center.y) / zoomScale
        )
        return (Int(location.x), Int(location.y))
    }

    func convertFromEmojiCoordinates(_ location: (x: Int, y: Int), in geometry: GeometryProxy) -> CGPoint {
        let center = geometry.frame(in: .local).center
        return CGPoint(
            x: center.x + CGFloat(location.x) * zoomScale + panOffset.width,
            y: center.y + CGFloat(location.y) * zoomScale + panOffset.height
        )
    }
}
