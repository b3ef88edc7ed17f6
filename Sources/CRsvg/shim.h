#ifndef WKL_CRSVG_SHIM_H
#define WKL_CRSVG_SHIM_H
/* librsvg draws the artwork of symbol images (SVG) through cairo.

   Only cairo's header is included. The few librsvg and GLib calls used are declared here
   with their ABI types (gboolean is int, gsize is size_t, GQuark is uint32_t), as in
   <librsvg/rsvg.h> 2.54 and <glib.h>: those headers need GLib's compiler flags, which the
   package manager refuses (-pthread). */
#include <stddef.h>
#include <stdint.h>
#include <cairo.h>

typedef struct _RsvgHandle RsvgHandle;

/* GLib's GError. */
typedef struct _GError {
    uint32_t domain;
    int code;
    char *message;
} GError;

/* librsvg's RsvgRectangle: a viewport in the cairo context's user space. */
typedef struct {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;

RsvgHandle *rsvg_handle_new_from_data(const uint8_t *data, size_t data_len, GError **error);
int rsvg_handle_set_stylesheet(RsvgHandle *handle, const uint8_t *css, size_t css_len, GError **error);
int rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);
void g_object_unref(void *object);
void g_error_free(GError *error);
#endif
