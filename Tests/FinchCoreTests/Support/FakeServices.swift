import Foundation

@testable import FinchCore

/// Text metrics like the Ahem test font: every character 10 pt wide, lines 20 pt tall, baseline at 16.
final class FixedPitchTextMeasurer: TextMeasurer {
    static let characterWidth: CGFloat = 10
    static let lineHeight: CGFloat = 20
    private(set) var calls = 0

    func measure(_ request: TextLayoutRequest) -> TextMeasurement {
        calls += 1
        var lines: [String] = []
        for paragraph in request.string.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(String(paragraph), width: request.maxWidth)
        }
        if let limit = request.lineLimit { lines = Array(lines.prefix(limit)) }
        if let height = request.maxHeight {
            let fitting = max(1, Int(height / Self.lineHeight))
            lines = Array(lines.prefix(fitting))
        }
        let width = lines.map { CGFloat($0.count) * Self.characterWidth }.max() ?? 0
        let count = max(lines.count, 1)
        // `lineSpacing` between lines only, as Pango adds it.
        let pitch = Self.lineHeight + request.lineSpacing
        return TextMeasurement(
            size: CGSize(
                width: width, height: CGFloat(count) * Self.lineHeight + CGFloat(count - 1) * request.lineSpacing),
            firstBaseline: 16,
            lastBaseline: CGFloat(count - 1) * pitch + 16,
            lineCount: count)
    }

    private func wrap(_ text: String, width: CGFloat?) -> [String] {
        guard let width else { return [text] }
        let perLine = max(1, Int(width / Self.characterWidth))
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if candidate.count <= perLine {
                current = candidate
            } else {
                if !current.isEmpty { lines.append(current) }
                current = String(word)
                while current.count > perLine {
                    lines.append(String(current.prefix(perLine)))
                    current = String(current.dropFirst(perLine))
                }
            }
        }
        lines.append(current)
        return lines
    }
}

/// Images whose natural size is written in their file name: "photo-40x30.png" is 40 × 30.
final class NamedSizeImageMeasurer: ImageMeasurer {
    func size(of source: ImageSource) -> CGSize? {
        guard case .file(let path) = source else { return nil }
        let name = (path as NSString).lastPathComponent
        let parts = name.split(whereSeparator: { !$0.isNumber })
        guard parts.count >= 2, let width = Double(parts[parts.count - 2]), let height = Double(parts[parts.count - 1])
        else { return nil }
        return CGSize(width: width, height: height)
    }
}

@MainActor
func fakeServices() -> PlatformServices {
    PlatformServices(textMeasurer: FixedPitchTextMeasurer(), imageMeasurer: NamedSizeImageMeasurer())
}

/// Lays `view` out in a window of `size` and returns the graph for inspection.
@MainActor
func layout<V: View>(_ view: V, in size: CGSize, scale: CGFloat = 1) -> ViewGraph {
    var environment = EnvironmentValues()
    environment.displayScale = scale
    let graph = ViewGraph(root: view, services: fakeServices(), environment: environment)
    graph.layout(in: size)
    return graph
}

/// The rectangles filled with `color` in the display list, in painting order.
@MainActor
func rects(of color: Color, in graph: ViewGraph) -> [CGRect] {
    let target = color.resolve(in: EnvironmentValues())
    var result: [CGRect] = []
    func walk(_ items: [DisplayItem]) {
        for item in items {
            switch item {
            case .fill(let path, .color(let fill), _) where fill == target: result.append(path.boundingRect)
            case .group(let group): walk(group.children)
            default: break
            }
        }
    }
    walk(graph.displayList.items)
    return result
}

@MainActor
func rect(of color: Color, in graph: ViewGraph) -> CGRect? {
    rects(of: color, in: graph).first
}
