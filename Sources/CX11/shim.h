#ifndef WKL_CX11_SHIM_H
#define WKL_CX11_SHIM_H
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/keysym.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/Xrender.h>
#include <X11/extensions/sync.h>
#include <X11/extensions/shape.h>
#include <X11/cursorfont.h>
#include <X11/XKBlib.h>
/* From <X11/Xcursor/Xcursor.h>, declared here: that header brings in <stdio.h>, whose
   `stderr` would then reach Swift without the concurrency annotations Glibc's has. */
Cursor XcursorLibraryLoadCursor(Display *dpy, const char *name);
int XcursorSetTheme(Display *dpy, const char *theme);
char *XcursorGetTheme(Display *dpy);
int XcursorSetDefaultSize(Display *dpy, int size);
int XcursorGetDefaultSize(Display *dpy);
#include <sys/ipc.h>
#include <sys/shm.h>

/* Function-like macros Swift cannot import. */
static inline int wkl_XDestroyImage(XImage *image) { return XDestroyImage(image); }
static inline unsigned long wkl_XGetPixel(XImage *image, int x, int y) { return XGetPixel(image, x, y); }
static inline unsigned long wkl_AllPlanes(void) { return AllPlanes; }
static inline void *wkl_shm_failed(void) { return (void *)-1; }
static inline int wkl_XPutPixel(XImage *image, int x, int y, unsigned long pixel) { return XPutPixel(image, x, y, pixel); }
/* Xlib's variadic input-method calls, which Swift cannot make. */
static inline XIC wkl_XCreateIC(XIM im, Window window) {
    return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing,
                     XNClientWindow, window, XNFocusWindow, window, NULL);
}
static inline long wkl_XICFilterEvents(XIC ic) {
    long mask = 0;
    if (XGetICValues(ic, XNFilterEvents, &mask, NULL) != NULL) return 0;
    return mask;
}
static inline int wkl_XIMPreeditNothingStatusNothing(void) { return XIMPreeditNothing | XIMStatusNothing; }
/* `class` is a Swift keyword; read the visual's class through C. */
static inline int wkl_visual_class(const Visual *visual) { return visual->class; }
#endif
