#ifndef FINCH_CGDKPIXBUF_SHIM_H
#define FINCH_CGDKPIXBUF_SHIM_H

#include <gdk-pixbuf/gdk-pixbuf.h>

#endif
