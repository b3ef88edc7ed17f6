#ifndef WKL_CPNG_SHIM_H
#define WKL_CPNG_SHIM_H
#include <png.h>
#endif
