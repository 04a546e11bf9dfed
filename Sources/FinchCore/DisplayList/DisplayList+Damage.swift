import Foundation

extension DisplayList {
    /// The window rectangles (points) where this list paints differently from `old`: what a host with a
    /// retained picture of `old` must paint again to show this list. Empty when nothing changed.
    ///
    /// Groups are matched by identity (the view that drew them) and compared by version, so an unchanged
    /// subtree costs one comparison; a group whose own attributes are unchanged is compared child by
    /// child; anything else damages its old and its new bounds.
    ///
    /// - Complexity: O(items that changed and their ancestors), plus one comparison per unchanged group.
    public func damage(since old: DisplayList?, in window: CGSize) -> [CGRect] {
        let whole = CGRect(origin: .zero, size: window)
        guard let old else { return whole.isEmpty ? [] : [whole] }
        var rects: [CGRect] = []
        let walk = DamageWalk(window: whole)
        walk.compare(old.items, items, .identity, into: &rects)
        if !rects.isEmpty, items.contains(where: \.containsBackdrop) {
            // A material blurs what is behind it inside its own bounds: a change under part of it
            // changes all of it, and a repaint of part of it would blur pixels it drew itself.
            var materials: [CGRect] = []
            walk.collectBackdrops(items, .identity, into: &materials)
            for material in materials where rects.contains(where: { $0.intersects(material) }) {
                rects.append(material)
            }
        }
        return DamageWalk.merged(rects, within: whole)
    }
}

/// The walk behind `DisplayList.damage(since:in:)`.
private struct DamageWalk {
    let window: CGRect

    /// Adds where `new` paints differently from `old`, both drawn through `transform` (to the window).
    func compare(_ old: [DisplayItem], _ new: [DisplayItem], _ transform: Transform2D, into rects: inout [CGRect]) {
        guard old != new else { return }
        var oldGroups: [Int: Int] = [:]
        for (index, item) in old.enumerated() {
            if case .group(let group) = item, group.identity != 0 { oldGroups[group.identity] = index }
        }
        var matched = [Bool](repeating: false, count: old.count)
        for (index, item) in new.enumerated() {
            if case .group(let group) = item, group.identity != 0, let oldIndex = oldGroups[group.identity],
                !matched[oldIndex], case .group(let previous) = old[oldIndex]
            {
                matched[oldIndex] = true
                compare(previous, group, transform, into: &rects)
            } else if index < old.count, !matched[index], old[index] == item {
                matched[index] = true
            } else {
                rects.append(bounds(of: item, transform))
            }
        }
        for (index, item) in old.enumerated() where !matched[index] { rects.append(bounds(of: item, transform)) }
    }

    private func compare(_ old: DisplayGroup, _ new: DisplayGroup, _ transform: Transform2D, into rects: inout [CGRect])
    {
        guard old != new else { return }
        // Only a move or a plain child change can be narrowed down; anything else repaints both.
        guard old.projection == nil, new.projection == nil, old.shadow == nil, new.shadow == nil,
            old.opacity == new.opacity, old.clip == new.clip, old.colorFilter == new.colorFilter,
            old.compositing == nil, new.compositing == nil
        else {
            rects.append(bounds(of: .group(old), transform))
            rects.append(bounds(of: .group(new), transform))
            return
        }
        if old.transform != new.transform {
            // Moved (a scroll): what shows inside its clip is new.
            rects.append(bounds(of: .group(old), transform))
            rects.append(bounds(of: .group(new), transform))
            return
        }
        var inner: [CGRect] = []
        compare(old.children, new.children, new.transform.concatenating(transform), into: &inner)
        guard let clip = new.clip?.boundingRect else { return rects += inner }
        let clipped = transform.boundingRect(of: clip)
        rects += inner.compactMap { rect in
            let visible = rect.intersection(clipped)
            return visible.isNull || visible.isEmpty ? nil : visible
        }
    }

    /// The window rectangles of the backdrop materials among `items`, drawn through `transform`.
    func collectBackdrops(_ items: [DisplayItem], _ transform: Transform2D, into rects: inout [CGRect]) {
        for item in items where item.containsBackdrop {
            switch item {
            case .group(let group) where group.projection == nil:
                collectBackdrops(group.children, group.transform.concatenating(transform), into: &rects)
            default: rects.append(bounds(of: item, transform))
            }
        }
    }

    /// Where `item` can paint, in window points (anywhere in the window when it cannot tell).
    func bounds(of item: DisplayItem, _ transform: Transform2D) -> CGRect {
        guard let local = item.paintBounds else { return window }
        return transform.boundingRect(of: local)
    }

    /// The rectangles inside the window, overlapping ones merged, at most a few (past that, their union).
    static func merged(_ rects: [CGRect], within window: CGRect) -> [CGRect] {
        var result: [CGRect] = []
        for rect in rects {
            var current = rect.intersection(window)
            guard !current.isNull, !current.isEmpty, current.width.isFinite, current.height.isFinite else { continue }
            var merging = true
            while merging {
                merging = false
                if let overlap = result.firstIndex(where: { $0.intersects(current) }) {
                    current = current.union(result.remove(at: overlap))
                    merging = true
                }
            }
            result.append(current)
        }
        guard result.count > 8 else { return result }
        return [result.dropFirst().reduce(result[0]) { $0.union($1) }]
    }
}

extension DisplayItem {
    /// Where the item can paint, in its parent's space, generously (antialiasing and glyph overhang
    /// included); nil when it cannot tell (a group in perspective with a corner behind the viewer).
    public var paintBounds: CGRect? {
        switch self {
        case .fill(let path, _, _): return path.boundingRect.insetBy(dx: -1, dy: -1)
        case .stroke(let path, _, let style):
            return path.boundingRect.insetBy(dx: -style.lineWidth - 1, dy: -style.lineWidth - 1)
        // Glyphs can reach past the line box (italics, emoji); a few points cover them.
        case .text(let run): return run.frame.insetBy(dx: -4, dy: -4)
        case .image(let run): return run.frame.insetBy(dx: -1, dy: -1)
        case .group(let group):
            // Children may paint outside the group's own bounds (an overlay larger than its view):
            // what they cover counts, cut by the clip.
            var area = group.bounds
            for child in group.children {
                guard let bounds = child.paintBounds else { return nil }
                area = area.union(bounds)
            }
            if let clip = group.clip { area = area.intersection(clip.boundingRect.insetBy(dx: -1, dy: -1)) }
            if let shadow = group.shadow {
                let reach = shadow.radius * 2
                area = area.union(
                    area.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -reach, dy: -reach))
            }
            if let blur = group.compositing?.blur, blur.reach > 0 {
                area = area.insetBy(dx: -blur.reach, dy: -blur.reach)
            }
            let placed = group.transform.boundingRect(of: area)
            guard let projection = group.projection else { return placed.insetBy(dx: -1, dy: -1) }
            return projection.boundingRect(of: placed)?.insetBy(dx: -1, dy: -1)
        }
    }
}

extension ProjectiveTransform {
    /// The smallest rectangle holding `rect` seen through this projection; nil when a corner is
    /// behind the viewer (its image is unbounded).
    func boundingRect(of rect: CGRect) -> CGRect? {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            return nil
        }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
        var projected: [CGPoint] = []
        for corner in corners {
            guard let point = apply(to: corner), point.x.isFinite, point.y.isFinite else { return nil }
            projected.append(point)
        }
        let xs = projected.map(\.x)
        let ys = projected.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Transform2D {
    /// The smallest rectangle holding `rect` mapped through this transform.
    public func boundingRect(of rect: CGRect) -> CGRect {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            return rect
        }
        if isTranslationOnly { return rect.offsetBy(dx: tx, dy: ty) }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(apply(to:))
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return rect }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
