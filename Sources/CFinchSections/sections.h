// The bounds of the `finch_previews` section, which each `#Preview` adds a record to. The linker defines
// `__start_`/`__stop_` symbols for a section whose name is a C identifier; they are weak here so that a
// program without previews (no such section) links, with null bounds.
#include <stddef.h>

extern const char __start_finch_previews[] __attribute__((weak));
extern const char __stop_finch_previews[] __attribute__((weak));

static inline const void *finch_previews_start(void) { return __start_finch_previews; }
static inline const void *finch_previews_stop(void) { return __stop_finch_previews; }
