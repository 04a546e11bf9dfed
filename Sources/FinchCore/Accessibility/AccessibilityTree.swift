import Foundation

/// Builds a window's accessibility elements from its placed layout nodes.
///
/// Text and images are elements of their own (static text labelled with its string; an image with its
/// name); a view made one element by `accessibilityElement(children: .combine)` or `.ignore` (as every
/// button and toggle is) hides the elements inside it, and `.combine` joins their labels. Properties set
/// on a view that is not an element (a stack, a padding) pass down to the elements inside, or make the
/// view an element when there is none inside (a colour), as SwiftUI's do; the outer modifier wins over
/// the inner one. Hidden views and their content are left out. Elements are listed in reading order,
/// then stably by `accessibilitySortPriority`, higher first.
@MainActor
enum AccessibilityTree {
    static func elements(from root: LayoutNode?) -> [AccessibilityElement] {
        guard let root else { return [] }
        var result: [AccessibilityElement] = []
        collect(root, inherited: nil, into: &result)
        return result.enumerated().sorted {
            ($0.element.sortPriority, -$0.offset) > ($1.element.sortPriority, -$1.offset)
        }.map(\.element)
    }

    private static func collect(
        _ node: LayoutNode, inherited: AccessibilityProperties?, into result: inout [AccessibilityElement]
    ) {
        let own = AccessibilityStore.properties(of: node)
        let merged: AccessibilityProperties? =
            switch (own, inherited) {
            case (let own?, let inherited?): own.overridden(by: inherited)
            case (let own?, nil): own
            case (nil, let inherited): inherited
            }
        if merged?.isHidden == true || isInvisible(node) { return }
        let properties = merged ?? AccessibilityProperties()
        if let element = leafElement(node, properties: properties, children: own?.children?.kind) {
            result.append(element)
            return
        }
        if own?.children?.kind == .contain {
            // A container keeps its own identity (a label or identifier names it) and its elements.
            if properties.label != nil || properties.identifier != nil {
                result.append(element(node, properties, label: properties.label ?? "", value: properties.value))
            }
            for child in node.children { collect(child, inherited: nil, into: &result) }
            return
        }
        let before = result.count
        for child in node.children { collect(child, inherited: merged, into: &result) }
        // A view with nothing readable inside (a colour, a shape) given a label, value or identifier is an
        // element itself, as SwiftUI makes it one.
        if result.count == before, let own, own.label != nil || own.value != nil || own.identifier != nil {
            result.append(element(node, properties, label: properties.label ?? "", value: properties.value))
        }
    }

    /// The element `node` is by itself (text, an image, a view made one element), or nil.
    private static func leafElement(
        _ node: LayoutNode, properties: AccessibilityProperties, children: AccessibilityChildBehavior.Kind?
    ) -> AccessibilityElement? {
        switch children {
        case .ignore:
            return element(node, properties, label: properties.label ?? "", value: properties.value)
        case .combine:
            var inside: [AccessibilityElement] = []
            for child in node.children { collect(child, inherited: nil, into: &inside) }
            let label = properties.label ?? inside.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
            let values = inside.compactMap(\.value)
            let value = properties.value ?? (values.isEmpty ? nil : values.joined(separator: ", "))
            return element(node, properties, label: label, value: value)
        case .contain, nil:
            break
        }
        if let text = node as? TextNode {
            return element(
                node, properties, label: properties.label ?? text.string, value: properties.value,
                defaults: .isStaticText)
        }
        if let image = node as? ImageNode {
            return element(
                node, properties, label: properties.label ?? image.accessibilityName,
                value: properties.value, defaults: .isImage)
        }
        return nil
    }

    private static func element(
        _ node: LayoutNode, _ properties: AccessibilityProperties, label: String, value: String?,
        defaults: AccessibilityTraits = []
    ) -> AccessibilityElement {
        AccessibilityElement(
            frame: node.windowFrame, label: label, value: value, hint: properties.hint,
            identifier: properties.identifier, traits: properties.traits(over: defaults),
            sortPriority: properties.sortPriority ?? 0, inputLabels: properties.inputLabels ?? [],
            actions: properties.actions)
    }

    /// A view hidden by `.hidden()` or drawn fully transparent is not read out (a label hidden by
    /// `.labelsHidden()` is: it still names its control).
    private static func isInvisible(_ node: LayoutNode) -> Bool {
        guard let effect = node as? EffectNode else { return false }
        let resolved = effect.effect(effect.displayFrame)
        return (resolved.hidden && !resolved.isAccessibilityOnly) || resolved.opacity <= 0
    }
}

extension ImageNode {
    /// The name an image is read with: a symbol's name, or a file's name without its extension.
    var accessibilityName: String {
        switch source {
        case .symbol(let name): name
        case .file(let path): URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        case .pixels, nil: ""
        }
    }
}

extension ViewGraph {
    /// The window's accessibility elements as last laid out (see `AccessibilityTree`).
    public var accessibilityElements: [AccessibilityElement] { AccessibilityTree.elements(from: root) }
}
