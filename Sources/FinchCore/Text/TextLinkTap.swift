import Foundation

/// A tap on a link's glyphs in a `Text`: it calls the environment's `openURL` with the link's URL.
///
/// The text's node is wrapped in a `GestureNode` only when the text has links. The recognizer looks at
/// where the touch went down: off every link it fails at once, so the tap goes on to the gestures
/// around the text, as in SwiftUI, where only the link's characters are a control.
@MainActor
enum TextLinkTap {
    /// `node` wrapped in a gesture node whose tap opens the link under it.
    static func wrap(_ node: TextNode, links: TextLinks, in inputs: ViewInputs) -> LayoutNode {
        let handler = inputs.node.stored(GestureHandler.self) { GestureHandler() }
        let openURL = inputs.environment.openURL
        handler.make = { [weak node] sink in
            let recognizer = TextLinkTapRecognizer(
                link: { point in node.flatMap { links.url(at: point, in: $0.drawnRequest, measurer: $0.measurer) } },
                open: { url in openURL(url) })
            recognizer.output = sink
            return recognizer
        }
        return GestureNode(child: node, handler: handler)
    }
}

/// A single tap that is possible only when it goes down on a link, and opens that link when it ends.
final class TextLinkTapRecognizer: GestureRecognizer<Void> {
    private let tap = TapRecognizer(count: 1)
    private let link: @MainActor (CGPoint) -> URL?
    private var url: URL?

    init(link: @escaping @MainActor (CGPoint) -> URL?, open: @escaping @MainActor (URL) -> Void) {
        self.link = link
        super.init()
        tap.output = { [unowned self] report in
            var report = report
            if report.phase == .ended, let url { report.effects.append { open(url) } }
            forward(report)
        }
    }

    override var deadline: Double? { tap.deadline }
    override var yieldsToScrolling: Bool { true }

    override func receive(_ input: GestureInput) {
        if url == nil, case .pointer(.began) = input.kind {
            guard let found = link(input.location()) else { return fail() }
            url = found
        }
        tap.receive(input)
    }

    override func fire(at time: Double) { tap.fire(at: time) }

    override func cancel() {
        tap.cancel()
        fail()
    }
}
