#ifndef YTCLONE_CIMAGE_H
#define YTCLONE_CIMAGE_H

// Images: JPEG and PNG decoding (libjpeg-turbo, libpng) and terminal drawing (libchafa), with the
// libraries loaded on first use rather than linked, as CCurl does for libcurl: chafa brings GLib,
// and a run that draws nothing should not pay for binding them. Only turbojpeg.h and png.h are
// read at build time; chafa's few entry points are declared in cimage.c (its header needs GLib's).
//
// Every decoder here reads untrusted bytes. Decoding refuses, before any pixel buffer is
// allocated, an image whose header declares more than the caller's bounds, and a JPEG whose
// decoder warns (a truncated file) or runs more scans than a camera writes.

#include <stddef.h>
#include <stdint.h>

/// Pixels as decoded: 8-bit RGBA, unassociated alpha, rows of `width * 4` bytes, top row first.
typedef struct {
    unsigned char *pixels;
    int width;
    int height;
} cimage_rgba;

/// What the caller allows one image to be.
typedef struct {
    size_t max_bytes;    ///< of the encoded file
    int max_side;        ///< width and height each
    long max_pixels;     ///< width × height
} cimage_limits;

enum cimage_format { CIMAGE_UNKNOWN = 0, CIMAGE_JPEG = 1, CIMAGE_PNG = 2 };

/// The format the leading bytes announce (the magic numbers), or CIMAGE_UNKNOWN.
int cimage_sniff(const unsigned char *bytes, size_t length);

/// Decodes a JPEG or PNG. Returns 0 and fills `out` (free with cimage_rgba_free), or -1 with a
/// message in `error`.
int cimage_decode(const unsigned char *bytes, size_t length, cimage_limits limits, cimage_rgba *out,
                  char *error, size_t error_size);
void cimage_rgba_free(cimage_rgba *image);

/// How the picture reaches the terminal (chafa's pixel modes, same order).
enum cimage_pixel_mode { CIMAGE_SYMBOLS = 0, CIMAGE_SIXELS = 1, CIMAGE_KITTY = 2, CIMAGE_ITERM2 = 3 };
/// Colours for symbols: 24-bit, the 256 palette, 16 colours, or none (shapes only, for NO_COLOR).
enum cimage_colors { CIMAGE_TRUECOLOR = 0, CIMAGE_INDEXED_256 = 1, CIMAGE_INDEXED_16 = 3, CIMAGE_MONOCHROME = 5 };

typedef struct {
    int pixel_mode;      ///< enum cimage_pixel_mode
    int colors;          ///< enum cimage_colors (symbols only)
    int columns;         ///< the box, in cells; the picture keeps its aspect inside it
    int rows;
    int cell_width;      ///< a cell in pixels (for the aspect ratio, and for pixel modes)
    int cell_height;
} cimage_drawing;

/// Draws `image` for the terminal. Returns a NUL-terminated string (free with free()) of
/// `*length` bytes and sets `*columns_used`/`*rows_used` to the cells the picture covers, or
/// returns NULL with a message in `error`. Symbols have no trailing newline after the last row.
char *cimage_render(const cimage_rgba *image, cimage_drawing drawing, size_t *length, int *columns_used,
                    int *rows_used, char *error, size_t error_size);

/// One cell of a symbol drawing: a Unicode scalar and its colours as 0xRRGGBB, or -1 for none
/// (the terminal's own background, and for monochrome drawings both).
typedef struct {
    uint32_t character;
    int foreground;
    int background;
} cimage_cell;

/// Draws `image` as symbols into `cells` (row-major, `*columns_used` per row), for a program
/// that composes its own screen (the browser). `drawing.pixel_mode` is ignored. Returns 0, or
/// -1 with a message in `error`; `capacity` must hold `drawing.columns × drawing.rows` cells.
int cimage_cells(const cimage_rgba *image, cimage_drawing drawing, cimage_cell *cells, size_t capacity,
                 int *columns_used, int *rows_used, char *error, size_t error_size);

/// Encodes packed RGB pixels as a baseline JPEG (4:2:0). Returns a buffer (free with free()) of
/// `*length` bytes, or NULL with a message in `error`.
unsigned char *cimage_encode_jpeg(const unsigned char *rgb, int width, int height, int quality, size_t *length,
                                  char *error, size_t error_size);

#endif
