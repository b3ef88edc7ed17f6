#ifndef WKL_CX11_SHIM_H
#define WKL_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/keysym.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/Xrender.h>
#include <sys/ipc.h>
#include <sys/shm.h>

/* Function-like macros Swift cannot import. */
static inline int wkl_XDestroyImage(XImage *image) { return XDestroyImage(image); }
static inline unsigned long wkl_XGetPixel(XImage *image, int x, int y) { return XGetPixel(image, x, y); }
static inline unsigned long wkl_AllPlanes(void) { return AllPlanes; }
static inline void *wkl_shm_failed(void) { return (void *)-1; }
static inline int wkl_XPutPixel(XImage *image, int x, int y, unsigned long pixel) { return XPutPixel(image, x, y, pixel); }
/* `class` is a Swift keyword; read the visual's class through C. */
static inline int wkl_visual_class(const Visual *visual) { return visual->class; }
#endif
