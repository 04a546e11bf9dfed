#ifndef FINCH_CCAIRO_SHIM_H
#define FINCH_CCAIRO_SHIM_H

#include <cairo.h>
#include <pango/pangocairo.h>
#include <pixman.h>

/// PANGO_SCALE is a macro; Swift sees this constant instead.
static const int finch_pango_scale = PANGO_SCALE;

#endif
