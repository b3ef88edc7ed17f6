#ifndef WKL_CPIXMAN_SHIM_H
#define WKL_CPIXMAN_SHIM_H
#include <pixman.h>
#endif
