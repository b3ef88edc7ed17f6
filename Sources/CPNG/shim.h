#ifndef WKL_CPNG_SHIM_H
#define WKL_CPNG_SHIM_H
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

/* libpng reports errors with longjmp, which must never cross Swift frames: every call that
   can fail goes through one of these wrappers, each with its own setjmp, and the only
   callbacks (read, error, warning) are C. A wrapper returns a wkl_png_status. */

typedef enum wkl_png_status {
    WKL_PNG_OK = 0,
    WKL_PNG_NOT_PNG,   /* the first 8 bytes are not the PNG signature */
    WKL_PNG_TRUNCATED, /* the file ended before libpng had what it needed */
    WKL_PNG_CORRUPT,   /* libpng refused the data; message says why */
    WKL_PNG_NO_MEMORY  /* libpng's structures could not be allocated */
} wkl_png_status;

/* One decode: libpng's structures, the source and what went wrong. */
typedef struct wkl_png_reader {
    png_structp png;
    png_infop info;
    FILE *file;
    /* Bytes that may still be read: at most the file's size when it was opened. */
    size_t remaining;
    int truncated;
    char message[160];
} wkl_png_reader;

static inline void wkl_png_error(png_structp png, png_const_charp message) {
    wkl_png_reader *reader = (wkl_png_reader *)png_get_error_ptr(png);
    snprintf(reader->message, sizeof reader->message, "%s", message);
    png_longjmp(png, 1);
}

/* Warnings (an ancillary chunk with a bad CRC, extra compressed data) change nothing. */
static inline void wkl_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static inline void wkl_png_read_data(png_structp png, png_bytep data, size_t length) {
    wkl_png_reader *reader = (wkl_png_reader *)png_get_io_ptr(png);
    if (length > reader->remaining || fread(data, 1, length, reader->file) != length) {
        reader->truncated = 1;
        png_error(png, "unexpected end of file");
    }
    reader->remaining -= length;
}

static inline wkl_png_status wkl_png_failure(wkl_png_reader *reader) {
    return reader->truncated ? WKL_PNG_TRUNCATED : WKL_PNG_CORRUPT;
}

/* Starts reading `file` (at its start; `size` bytes long): checks the signature, reads the
   header and sets up libpng to deliver every image as 8-bit straight RGBA rows in sRGB (the
   file's gAMA or sRGB chunk honoured, none meaning sRGB), Adam7 passes included. The
   number of passes is in *passes. On failure wkl_png_end must still be called. */
static inline wkl_png_status wkl_png_begin(wkl_png_reader *reader, FILE *file, size_t size, int *passes) {
    memset(reader, 0, sizeof *reader);
    reader->file = file;
    reader->remaining = size;
    png_byte signature[8];
    if (size < sizeof signature || fread(signature, 1, sizeof signature, file) != sizeof signature)
        return size > 0 && size < sizeof signature ? WKL_PNG_NOT_PNG : WKL_PNG_TRUNCATED;
    reader->remaining -= sizeof signature;
    if (png_sig_cmp(signature, 0, sizeof signature) != 0) return WKL_PNG_NOT_PNG;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, reader, wkl_png_error, wkl_png_warning);
    if (reader->png == NULL) return WKL_PNG_NO_MEMORY;
    reader->info = png_create_info_struct(reader->png);
    if (reader->info == NULL) return WKL_PNG_NO_MEMORY;
    if (setjmp(png_jmpbuf(reader->png))) return wkl_png_failure(reader);
    png_set_read_fn(reader->png, reader, wkl_png_read_data);
    png_set_sig_bytes(reader->png, sizeof signature);
    png_read_info(reader->png, reader->info);
    png_set_expand(reader->png);
    png_set_scale_16(reader->png);
    png_set_gray_to_rgb(reader->png);
    png_set_add_alpha(reader->png, 0xFF, PNG_FILLER_AFTER);
    png_set_alpha_mode(reader->png, PNG_ALPHA_PNG, PNG_DEFAULT_sRGB);
    *passes = png_set_interlace_handling(reader->png);
    png_read_update_info(reader->png, reader->info);
    return WKL_PNG_OK;
}

/* Reads the next row of the current pass into `row` (width × 4 bytes). An interlaced image
   has every row read once per pass, into the same memory: each pass adds its pixels. */
static inline wkl_png_status wkl_png_read_row(wkl_png_reader *reader, png_bytep row) {
    if (setjmp(png_jmpbuf(reader->png))) return wkl_png_failure(reader);
    png_read_row(reader->png, row, NULL);
    return WKL_PNG_OK;
}

/* Frees libpng's structures; `reader` may be in any state wkl_png_begin left it in. */
static inline void wkl_png_end(wkl_png_reader *reader) {
    if (reader->png != NULL) png_destroy_read_struct(&reader->png, reader->info != NULL ? &reader->info : NULL, NULL);
}

#endif
