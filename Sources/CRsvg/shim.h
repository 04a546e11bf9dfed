#ifndef FINCH_CRSVG_SHIM_H
#define FINCH_CRSVG_SHIM_H

#include <librsvg/rsvg.h>

#endif
