#ifndef FINCH_CENCHANT_SHIM_H
#define FINCH_CENCHANT_SHIM_H

#include <enchant.h>

#endif
