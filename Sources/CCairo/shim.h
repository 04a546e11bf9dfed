#ifndef FINCH_CCAIRO_SHIM_H
#define FINCH_CCAIRO_SHIM_H

#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pixman.h>

/// PANGO_SCALE is a macro; Swift sees this constant instead.
static const int finch_pango_scale = PANGO_SCALE;

/// Lets go of the fonts and fontsets `map` keeps for later requests (those a layout still holds stay
/// alive with it). A fontconfig font map keeps the fonts it was asked for, each size a font of its own,
/// and text whose size follows an animated frame asks for a new size each frame; the owner of the
/// layouts made from it clears it (`PangoLayoutCache`). A map that is not fontconfig's is left alone.
static inline void finch_pango_clear_font_caches(PangoFontMap *map) {
    if (map != NULL && PANGO_IS_FC_FONT_MAP(map)) pango_fc_font_map_cache_clear(PANGO_FC_FONT_MAP(map));
}

#endif
