#ifndef FINCH_CCAIRO_SHIM_H
#define FINCH_CCAIRO_SHIM_H

#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <pixman.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>
#include <string.h>

/// PANGO_SCALE is a macro; Swift sees this constant instead.
static const int finch_pango_scale = PANGO_SCALE;

/// Lets go of the fonts and fontsets `map` keeps for later requests (those a layout still holds stay
/// alive with it). A fontconfig font map keeps the fonts it was asked for, each size a font of its own,
/// and text whose size follows an animated frame asks for a new size each frame; the owner of the
/// layouts made from it clears it (`PangoLayoutCache`). A map that is not fontconfig's is left alone.
static inline void finch_pango_clear_font_caches(PangoFontMap *map) {
    if (map != NULL && PANGO_IS_FC_FONT_MAP(map)) pango_fc_font_map_cache_clear(PANGO_FC_FONT_MAP(map));
}

/// Adds the font file at `path` to the application fonts of fontconfig's current configuration, where
/// Pango's font maps find them by family as they find the system's; 1 when fontconfig took it.
static inline int finch_fc_add_app_font(const char *path) {
    return FcConfigAppFontAddFile(NULL, (const FcChar8 *)path) ? 1 : 0;
}

/// Looks for the face whose PostScript name is `name` ("Lora-Bold") among the fonts fontconfig knows, the
/// system's and the application's. When there is one, writes its first family name into `family` (at most
/// `capacity` bytes, NUL-terminated), its OpenType weight (400 regular, 700 bold) into `weight` and whether
/// it slants into `italic`, and returns 1; else 0. (Fontconfig's own calls to build the query are variadic,
/// which Swift cannot call.)
static inline int finch_fc_face_named(const char *name, char *family, int capacity, int *weight, int *italic) {
    FcPattern *pattern = FcPatternCreate();
    FcObjectSet *objects = FcObjectSetCreate();
    if (pattern == NULL || objects == NULL) {
        if (pattern != NULL) FcPatternDestroy(pattern);
        if (objects != NULL) FcObjectSetDestroy(objects);
        return 0;
    }
    FcPatternAddString(pattern, FC_POSTSCRIPT_NAME, (const FcChar8 *)name);
    FcObjectSetAdd(objects, FC_FAMILY);
    FcObjectSetAdd(objects, FC_WEIGHT);
    FcObjectSetAdd(objects, FC_SLANT);
    FcFontSet *fonts = FcFontList(NULL, pattern, objects);
    int found = 0;
    if (fonts != NULL && fonts->nfont > 0) {
        FcChar8 *first = NULL;
        if (FcPatternGetString(fonts->fonts[0], FC_FAMILY, 0, &first) == FcResultMatch && first != NULL) {
            snprintf(family, (size_t)capacity, "%s", (const char *)first);
            int fcWeight = FC_WEIGHT_REGULAR;
            FcPatternGetInteger(fonts->fonts[0], FC_WEIGHT, 0, &fcWeight);
            *weight = FcWeightToOpenType(fcWeight);
            int slant = FC_SLANT_ROMAN;
            FcPatternGetInteger(fonts->fonts[0], FC_SLANT, 0, &slant);
            *italic = slant != FC_SLANT_ROMAN;
            found = 1;
        }
    }
    if (fonts != NULL) FcFontSetDestroy(fonts);
    FcObjectSetDestroy(objects);
    FcPatternDestroy(pattern);
    return found;
}

/// Tells `map` that fontconfig's configuration changed (fonts were added), so fonts are looked up anew.
static inline void finch_pango_fonts_changed(PangoFontMap *map) {
    if (map != NULL && PANGO_IS_FC_FONT_MAP(map)) pango_fc_font_map_config_changed(PANGO_FC_FONT_MAP(map));
}

/// The picture of colour glyph `glyph` of `font` at the font's own bitmap strike: a new ARGB32 image (premultiplied,
/// as FreeType gives BGRA strikes on a little-endian machine), with the glyph origin's place relative to the
/// image (its first column `left` pixels right of the origin, its first row `top` pixels above it). NULL when the font is not a bitmap colour font (Noto Color Emoji's CBDT strikes are; outline fonts are
/// drawn by Cairo as before) or the glyph has no colour bitmap.
///
/// Cairo keeps a rendered image of every colour glyph for every size and scale it is drawn at, in each scaled
/// font it holds over; a card game that meets its emoji at ever new sizes fills that cache for minutes. Finch
/// draws such glyphs itself from this one strike picture per glyph, scaled as Cairo would
/// (`ColorGlyphPainter`), so Cairo renders none.
static inline cairo_surface_t *finch_color_glyph_strike(
    PangoFont *font, PangoGlyph glyph, int *left, int *top
) {
    if (font == NULL || !PANGO_IS_CAIRO_FONT(font)) return NULL;
    cairo_scaled_font_t *scaled = pango_cairo_font_get_scaled_font(PANGO_CAIRO_FONT(font));
    if (scaled == NULL || cairo_scaled_font_status(scaled) != CAIRO_STATUS_SUCCESS) return NULL;
    if (cairo_scaled_font_get_type(scaled) != CAIRO_FONT_TYPE_FT) return NULL;
    FT_Face face = cairo_ft_scaled_font_lock_face(scaled);
    if (face == NULL) return NULL;
    cairo_surface_t *image = NULL;
    if (FT_HAS_COLOR(face) && !FT_IS_SCALABLE(face) && face->size != NULL
        && FT_Load_Glyph(face, glyph, FT_LOAD_COLOR) == 0 && face->glyph->format == FT_GLYPH_FORMAT_BITMAP
        && face->glyph->bitmap.pixel_mode == FT_PIXEL_MODE_BGRA && face->glyph->bitmap.width > 0
        && face->glyph->bitmap.rows > 0) {
        FT_Bitmap *bitmap = &face->glyph->bitmap;
        image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)bitmap->width, (int)bitmap->rows);
        if (cairo_surface_status(image) == CAIRO_STATUS_SUCCESS) {
            cairo_surface_flush(image);
            unsigned char *pixels = cairo_image_surface_get_data(image);
            int stride = cairo_image_surface_get_stride(image);
            for (unsigned int row = 0; row < bitmap->rows; row++) {
                const unsigned char *source = bitmap->pitch >= 0
                    ? bitmap->buffer + (size_t)row * (size_t)bitmap->pitch
                    : bitmap->buffer + (size_t)(bitmap->rows - 1 - row) * (size_t)(-bitmap->pitch);
                memcpy(pixels + (size_t)row * (size_t)stride, source, (size_t)bitmap->width * 4);
            }
            cairo_surface_mark_dirty(image);
            *left = face->glyph->bitmap_left;
            *top = face->glyph->bitmap_top;
        } else {
            cairo_surface_destroy(image);
            image = NULL;
        }
    }
    cairo_ft_scaled_font_unlock_face(scaled);
    return image;
}

/// The size, in user units, that `font` draws at (its font matrix's scale), or 0 when it has no Cairo font.
static inline double finch_font_matrix_scale(PangoFont *font, double *yScale) {
    if (font == NULL || !PANGO_IS_CAIRO_FONT(font)) return 0;
    cairo_scaled_font_t *scaled = pango_cairo_font_get_scaled_font(PANGO_CAIRO_FONT(font));
    if (scaled == NULL) return 0;
    cairo_matrix_t matrix;
    cairo_scaled_font_get_font_matrix(scaled, &matrix);
    *yScale = matrix.yy;
    return matrix.xx;
}

/// Writes `font`'s file and face index ("/usr/share/fonts/…/NotoColorEmoji.ttf#0") into `name` (at most
/// `capacity` bytes, NUL-terminated) and returns 1; 0 when it is not a fontconfig font. What names a face
/// across the many sized fonts Pango makes of it.
static inline int finch_font_face_name(PangoFont *font, char *name, int capacity) {
    if (font == NULL || !PANGO_IS_FC_FONT(font)) return 0;
    FcPattern *pattern = pango_fc_font_get_pattern(PANGO_FC_FONT(font));
    FcChar8 *file = NULL;
    if (pattern == NULL || FcPatternGetString(pattern, FC_FILE, 0, &file) != FcResultMatch || file == NULL) return 0;
    int index = 0;
    FcPatternGetInteger(pattern, FC_INDEX, 0, &index);
    snprintf(name, (size_t)capacity, "%s#%d", (const char *)file, index);
    return 1;
}

/// When `font` draws its glyphs from colour bitmap strikes (Noto Color Emoji), writes the pixels per em of
/// the strike Cairo scales them from into `ppemX` and `ppemY` and returns 1; else 0.
static inline int finch_font_color_strike(PangoFont *font, double *ppemX, double *ppemY) {
    if (font == NULL || !PANGO_IS_CAIRO_FONT(font)) return 0;
    cairo_scaled_font_t *scaled = pango_cairo_font_get_scaled_font(PANGO_CAIRO_FONT(font));
    if (scaled == NULL || cairo_scaled_font_status(scaled) != CAIRO_STATUS_SUCCESS) return 0;
    if (cairo_scaled_font_get_type(scaled) != CAIRO_FONT_TYPE_FT) return 0;
    FT_Face face = cairo_ft_scaled_font_lock_face(scaled);
    if (face == NULL) return 0;
    int found = 0;
    if (FT_HAS_COLOR(face) && !FT_IS_SCALABLE(face) && face->size != NULL) {
        /* The strike Cairo chose (FT_Select_Size), in its exact 26.6 size. */
        for (int i = 0; i < face->num_fixed_sizes; i++) {
            if ((face->available_sizes[i].y_ppem + 32) / 64 == face->size->metrics.y_ppem) {
                *ppemX = face->available_sizes[i].x_ppem / 64.0;
                *ppemY = face->available_sizes[i].y_ppem / 64.0;
                found = 1;
                break;
            }
        }
    }
    cairo_ft_scaled_font_unlock_face(scaled);
    return found;
}

#endif
