import Foundation

extension DisplayList {
    /// A readable, stable text form of the list for snapshot tests: one item per line, groups indented.
    public func dump() -> String {
        var lines: [String] = []
        for item in items { item.dump(into: &lines, indent: 0) }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }
}

extension DisplayItem {
    func dump(into lines: inout [String], indent: Int) {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .fill(let path, let paint, let eoFill):
            lines.append(pad + "fill\(eoFill ? " eo" : "") \(path.dumpString) \(paint.dumpString)")
        case .stroke(let path, let paint, let style):
            lines.append(pad + "stroke \(path.dumpString) \(paint.dumpString) width \(style.lineWidth.dumpString)")
        case .text(let run):
            let fonts = Set(run.layout.spans.map(\.font.description)).sorted().joined(separator: ",")
            let colors = Set(run.layout.spans.map(\.color.description)).sorted().joined(separator: ",")
            var line = pad + "text \(run.layout.string.debugDescription) \(fonts) \(colors) \(run.frame.dumpString)"
            if let limit = run.layout.lineLimit { line += " lines \(limit)" }
            if run.layout.alignment != .leading { line += " \(run.layout.alignment)" }
            if run.layout.lineSpacing != 0 { line += " spacing \(run.layout.lineSpacing.dumpString)" }
            lines.append(line)
        case .image(let run):
            var line = pad + "image \(run.source.dumpString) \(run.frame.dumpString)"
            if let tint = run.tint { line += " tint \(tint)" }
            lines.append(line)
        case .group(let group):
            lines.append(pad + "group" + group.attributesDump)
            for child in group.children { child.dump(into: &lines, indent: indent + 1) }
            if let mask = group.compositing?.mask {
                lines.append(pad + "  mask")
                for item in mask { item.dump(into: &lines, indent: indent + 2) }
            }
        }
    }
}

extension DisplayGroup {
    var attributesDump: String {
        var parts: [String] = []
        if !transform.isIdentity {
            let t = transform
            parts.append(
                "transform(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(\.dumpString).joined(separator: ",")))")
        }
        if let projection {
            let values = [
                projection.m11, projection.m12, projection.m13, projection.m21, projection.m22, projection.m23,
                projection.m31, projection.m32, projection.m33,
            ]
            parts.append("projection(\(values.map { CGFloat($0).dumpString }.joined(separator: ",")))")
        }
        if let clip { parts.append("clip \(clip.dumpString)") }
        if let shadow {
            parts.append(
                "shadow \(shadow.color) r \(shadow.radius.dumpString) "
                    + "(\(shadow.offset.width.dumpString),\(shadow.offset.height.dumpString))")
        }
        if let colorFilter { parts.append("filter \(colorFilter.dumpString)") }
        if let compositing {
            if compositing.blendMode != .normal { parts.append("blend \(compositing.blendMode)") }
            if compositing.isolated { parts.append("isolated") }
            if compositing.mask != nil { parts.append("masked") }
            if let blur = compositing.blur {
                parts.append("blur r \(blur.radius.dumpString)" + (blur.opaque ? " opaque" : ""))
            }
        }
        if opacity != 1 { parts.append("opacity \(CGFloat(opacity).dumpString)") }
        return parts.isEmpty ? "" : " " + parts.joined(separator: " ")
    }
}

extension ColorFilter {
    /// Each stage's twenty numbers, rows in red, green, blue, alpha order.
    var dumpString: String {
        stages.map { matrix in
            let rows = [matrix.red, matrix.green, matrix.blue, matrix.alpha].map { row in
                [row.red, row.green, row.blue, row.alpha, row.offset].map { CGFloat($0).dumpString }
                    .joined(separator: ",")
            }
            return "[" + rows.joined(separator: ";") + "]"
        }.joined(separator: "+")
    }
}

extension Path {
    /// The bounding box, which is what a snapshot reader cares about, plus the element count.
    var dumpString: String {
        let box = boundingRect
        return box.isNull ? "empty" : "\(box.dumpString)[\(elements.count)]"
    }
}

extension Paint {
    var dumpString: String {
        switch self {
        case .color(let color): return color.description
        case .linearGradient(let stops, let start, let end):
            return "linear(\(stops.dumpString)) \(start.dumpString)->\(end.dumpString)"
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            return "radial(\(stops.dumpString)) \(center.dumpString) \(startRadius.dumpString)->\(endRadius.dumpString)"
        case .angularGradient(let stops, let center, let start, let end):
            return "angular(\(stops.dumpString)) \(center.dumpString) \(CGFloat(start.degrees).dumpString)°"
                + "->\(CGFloat(end.degrees).dumpString)°"
        case .ellipticalGradient(let stops, let center, let radii, let start, let end):
            return "elliptical(\(stops.dumpString)) \(center.dumpString) \(radii.width.dumpString)x"
                + "\(radii.height.dumpString) \(start.dumpString)->\(end.dumpString)"
        case .backdrop(let material):
            return "material blur \(material.radius.dumpString) tint \(material.tint)"
        }
    }
}

extension [GradientStop] {
    var dumpString: String {
        map { "\($0.color)@\(CGFloat($0.location).dumpString)" }.joined(separator: " ")
    }
}

extension ImageSource {
    var dumpString: String {
        switch self {
        case .file(let path): return (path as NSString).lastPathComponent
        case .pixels(let buffer): return "pixels \(buffer)"
        case .symbol(let name): return "symbol \(name)"
        }
    }
}

extension CGRect {
    /// `(x,y,w,h)` with short numbers.
    public var dumpString: String {
        "(\(origin.x.dumpString),\(origin.y.dumpString),\(size.width.dumpString),\(size.height.dumpString))"
    }
}

extension CGPoint {
    var dumpString: String { "(\(x.dumpString),\(y.dumpString))" }
}
