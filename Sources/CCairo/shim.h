#ifndef FINCH_CCAIRO_SHIM_H
#define FINCH_CCAIRO_SHIM_H

#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pixman.h>
#include <fontconfig/fontconfig.h>
#include <stdio.h>

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

#endif
