internal import CCairo
import FinchCore
import Foundation

/// Turns a `TextLayoutRequest` into a PangoLayout; the measurer and the renderer both use it, so they agree exactly.
///
/// Its context has hinting, metric hinting and glyph-position rounding off, so widths and line breaks do not
/// depend on the device scale the layout is later drawn at.
final class PangoLayoutBuilder {
    /// The font used when a request has no spans, so empty text still measures one body line.
    static let defaultFont = ResolvedFont(family: "Inter", size: 17, weight: 400, italic: false)

    private let context: OpaquePointer?
    /// How many layouts `makeLayout(for:)` has made, so tests can pin how many a frame needs.
    private(set) var layoutsMade = 0

    init() {
        // The app's own fonts are added before Pango first looks for a font.
        _ = AppFonts.registered
        context = pango_font_map_create_context(pango_cairo_font_map_get_default())
        guard let context else { return }
        guard let options = cairo_font_options_create() else { return }
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    deinit {
        if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
    }

    /// Lets go of the fonts Pango's font map keeps for requests to come (see `PangoLayoutCache.releasedFonts`).
    func clearFontCaches() {
        guard let context else { return }
        finch_pango_clear_font_caches(pango_context_get_font_map(context))
    }

    /// `string` as Pango is given it: a NUL becomes a space. Pango keeps a layout's text only up to its
    /// first NUL, so a NUL typed or composed into a field (or in any `Text`) made the layout shorter
    /// than the string every UTF-8 offset is counted in, and asking for the caret past it was refused
    /// (`pango_layout_get_cursor_pos`: a critical, a caret at 0). A space is one byte too, so every
    /// offset still means the same character.
    static func layoutText(_ string: String) -> String {
        guard string.utf8.contains(0) else { return string }
        return String(decoding: string.utf8.map { $0 == 0 ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }

    /// A new layout for `request`; the caller releases it with `g_object_unref`.
    func makeLayout(for request: TextLayoutRequest) -> OpaquePointer? {
        guard let context, let layout = pango_layout_new(context) else { return nil }
        layoutsMade += 1
        let text = Self.layoutText(request.string)
        pango_layout_set_text(layout, text, Int32(clamping: text.utf8.count))
        if let description = Self.makeDescription(request.spans.first?.font ?? Self.defaultFont) {
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
        }
        Self.applySpans(request.spans, to: layout)
        pango_layout_set_alignment(layout, Self.pangoAlignment(request.alignment))
        // Pango adds the spacing between lines only, never after the last, as SwiftUI's `lineSpacing`.
        if request.lineSpacing > 0 { pango_layout_set_spacing(layout, Self.pangoUnits(request.lineSpacing)) }
        Self.applyLimits(of: request, to: layout)
        return layout
    }

    /// The wrap width, in Pango units, of the layout made for `request`: -1 (none) unless `maxWidth` is finite.
    static func wrapWidth(of request: TextLayoutRequest) -> Int32 {
        guard let maxWidth = request.maxWidth, maxWidth.isFinite else { return -1 }
        return pangoUnits(max(0, maxWidth))
    }

    /// Converts points to Pango units, clamped so huge or negative values cannot trap.
    static func pangoUnits(_ points: CGFloat) -> Int32 {
        let units = (Double(points) * Double(finch_pango_scale)).rounded(.up)
        guard units.isFinite, units > 0 else { return 0 }
        return units >= Double(Int32.max) ? Int32.max : Int32(units)
    }

    /// Converts Pango units to points.
    static func points(_ units: Int32) -> CGFloat {
        CGFloat(units) / CGFloat(finch_pango_scale)
    }

    /// A font description for `font`; the caller frees it with `pango_font_description_free`.
    static func makeDescription(_ font: ResolvedFont) -> OpaquePointer? {
        guard let description = pango_font_description_new() else { return nil }
        // A PostScript name ("Lora-Bold", as `Font.custom` takes on iOS) stands for its face: its family,
        // weight and slant; a heavier weight (`.bold()`) or `.italic()` on it still adds its own.
        let face = AppFonts.face(postScriptName: font.family)
        pango_font_description_set_family(description, face?.family ?? font.family)
        let size = font.size.isFinite && font.size > 0 ? font.size : defaultFont.size
        // Absolute size: points are device units at 1x, independent of any DPI setting.
        pango_font_description_set_absolute_size(description, Double(size) * Double(finch_pango_scale))
        let asked = face.map { font.weight > 400 ? max($0.weight, font.weight) : $0.weight } ?? font.weight
        let weight = min(max(asked, 100), 1000)
        pango_font_description_set_weight(description, PangoWeight(rawValue: .init(weight)))
        let italic = font.italic || face?.italic == true
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        // Pango 1.50 draws small capitals from the face's `smcp`/`c2sc`, or makes them from capitals.
        switch font.smallCaps {
        case .lowercase: pango_font_description_set_variant(description, PANGO_VARIANT_SMALL_CAPS)
        case .all: pango_font_description_set_variant(description, PANGO_VARIANT_ALL_SMALL_CAPS)
        case .none, .uppercase: break
        }
        return description
    }

    /// Gives each span its font and colour; Pango ranges are UTF-8 byte offsets, not characters.
    private static func applySpans(_ spans: [TextSpan], to layout: OpaquePointer) {
        guard let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        var start = 0
        for span in spans {
            let end = start + span.string.utf8.count
            if end > start { insertAttributes(for: span, from: start, to: end, into: list) }
            start = end
        }
        // A word too long for its line is broken between characters with no hyphen, as UIKit's text breaks
        // it (its hyphenation is off unless asked); Pango would add one ("Vehicle-" / "s").
        if let noHyphens = pango_attr_insert_hyphens_new(0) { pango_attr_list_insert(list, noHyphens) }
        pango_layout_set_attributes(layout, list)
    }

    private static func insertAttributes(for span: TextSpan, from start: Int, to end: Int, into list: OpaquePointer) {
        var attributes: [UnsafeMutablePointer<PangoAttribute>?] = []
        if let description = makeDescription(span.font) {
            attributes.append(pango_attr_font_desc_new(description))
            pango_font_description_free(description)
        }
        let color = span.color
        attributes.append(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
        attributes.append(pango_attr_foreground_alpha_new(channel(color.opacity)))
        if !span.decoration.isPlain { attributes += decorationAttributes(span.decoration) }
        // Capitals alone as small capitals has no Pango variant: the face's own `c2sc` (none made).
        if span.font.smallCaps == .uppercase { attributes.append(pango_attr_font_features_new("c2sc")) }
        if span.font.monospacedDigits { attributes.append(pango_attr_font_features_new("tnum")) }
        for case let attribute? in attributes {
            attribute.pointee.start_index = UInt32(clamping: start)
            attribute.pointee.end_index = UInt32(clamping: end)
            pango_attr_list_insert(list, attribute)
        }
    }

    /// Pango's attributes for `decoration`: lines (in their own colour where one is given), letter
    /// spacing, rise and tabular figures (the OpenType feature `tnum`).
    private static func decorationAttributes(_ decoration: TextDecoration) -> [UnsafeMutablePointer<PangoAttribute>?] {
        var attributes: [UnsafeMutablePointer<PangoAttribute>?] = []
        if let line = decoration.strikethrough {
            attributes.append(pango_attr_strikethrough_new(1))
            if let color = line.color {
                attributes.append(
                    pango_attr_strikethrough_color_new(channel(color.red), channel(color.green), channel(color.blue)))
            }
        }
        if let line = decoration.underline {
            attributes.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
            if let color = line.color {
                attributes.append(
                    pango_attr_underline_color_new(channel(color.red), channel(color.green), channel(color.blue)))
            }
        }
        if decoration.letterSpacing != 0, decoration.letterSpacing.isFinite {
            attributes.append(pango_attr_letter_spacing_new(signedPangoUnits(decoration.letterSpacing)))
        }
        if decoration.baselineOffset != 0, decoration.baselineOffset.isFinite {
            attributes.append(pango_attr_rise_new(signedPangoUnits(decoration.baselineOffset)))
        }
        if decoration.monospacedDigits { attributes.append(pango_attr_font_features_new("tnum")) }
        return attributes
    }

    /// Points in Pango units, either sign, clamped to what an attribute holds.
    private static func signedPangoUnits(_ points: CGFloat) -> Int32 {
        let units = (Double(points) * Double(finch_pango_scale)).rounded()
        return Int32(max(min(units, Double(Int32.max / 2)), Double(Int32.min / 2)))
    }

    private static func channel(_ value: Double) -> UInt16 {
        UInt16((min(max(value, 0), 1) * 65535).rounded())
    }

    private static func pangoAlignment(_ alignment: TextAlignment) -> PangoAlignment {
        switch alignment {
        case .leading: return PANGO_ALIGN_LEFT
        case .center: return PANGO_ALIGN_CENTER
        case .trailing: return PANGO_ALIGN_RIGHT
        }
    }

    private static func ellipsizeMode(_ truncation: TextLayoutRequest.TruncationMode) -> PangoEllipsizeMode {
        switch truncation {
        case .head: return PANGO_ELLIPSIZE_START
        case .middle: return PANGO_ELLIPSIZE_MIDDLE
        case .tail: return PANGO_ELLIPSIZE_END
        }
    }

    /// Wrapping width, height limit and line limit.
    ///
    /// When both a height and a line limit are given, the one that keeps fewer lines wins. Pango ellipsizes only
    /// when a width is set, so without `maxWidth` a single line simply runs on.
    private static func applyLimits(of request: TextLayoutRequest, to layout: OpaquePointer) {
        let width = wrapWidth(of: request)
        if width >= 0 {
            pango_layout_set_width(layout, width)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        guard request.lineLimit != nil || request.maxHeight != nil else { return }
        pango_layout_set_ellipsize(layout, ellipsizeMode(request.truncation))
        if let maxHeight = request.maxHeight, maxHeight.isFinite {
            pango_layout_set_height(layout, pangoUnits(max(0, maxHeight)))
        }
        if let lineLimit = request.lineLimit {
            let limit = Int32(clamping: max(1, lineLimit))
            if request.maxHeight == nil || pango_layout_get_line_count(layout) > limit {
                pango_layout_set_height(layout, -limit)
            }
        }
    }

    /// The logical size, baselines and line count of a laid-out paragraph.
    static func measurement(of layout: OpaquePointer) -> TextMeasurement {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let first = points(pango_layout_get_baseline(layout))
        return TextMeasurement(
            size: CGSize(width: points(logical.width), height: points(logical.height)),
            firstBaseline: first,
            lastBaseline: lastBaseline(of: layout) ?? first,
            lineCount: Int(pango_layout_get_line_count(layout))
        )
    }

    private static func lastBaseline(of layout: OpaquePointer) -> CGFloat? {
        guard let iterator = pango_layout_get_iter(layout) else { return nil }
        defer { pango_layout_iter_free(iterator) }
        while pango_layout_iter_next_line(iterator) != 0 {}
        return points(pango_layout_iter_get_baseline(iterator))
    }
}
