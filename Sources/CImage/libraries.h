#ifndef YTCLONE_CIMAGE_LIBRARIES_H
#define YTCLONE_CIMAGE_LIBRARIES_H

// The three libraries CImage calls, each opened with dlopen the first time it is needed, and
// their entry points in tables. Internal to CImage: Swift sees only cimage.h.

#include <png.h>
#include <stddef.h>
#include <stdint.h>
#include <turbojpeg.h>

/// Writes a message into `error` (printf-style); does nothing when `error` is NULL.
void cimage_say(char *error, size_t error_size, const char *format, ...);

/// Each opens its library once; returns 1, or 0 with the reason in `error`.
int cimage_turbojpeg_ready(char *error, size_t error_size);
int cimage_png_ready(char *error, size_t error_size);
int cimage_chafa_ready(char *error, size_t error_size);

// libjpeg-turbo's TurboJPEG API.
typedef struct {
    tjhandle (*init_decompress)(void);
    tjhandle (*init_compress)(void);
    int (*destroy)(tjhandle);
    int (*decompress_header3)(tjhandle, const unsigned char *, unsigned long, int *, int *, int *, int *);
    int (*decompress2)(tjhandle, const unsigned char *, unsigned long, unsigned char *, int, int, int, int, int);
    int (*compress2)(tjhandle, const unsigned char *, int, int, int, int, unsigned char **, unsigned long *, int,
                     int, int);
    void (*free)(unsigned char *);
    char *(*error_string)(tjhandle);
} cimage_tj_table;
extern cimage_tj_table tj;

// libpng's simplified reading API (no setjmp on this side).
typedef struct {
    int (*begin_read_from_memory)(png_imagep, png_const_voidp, size_t);
    int (*finish_read)(png_imagep, png_const_colorp, void *, png_int_32, void *);
    void (*image_free)(png_imagep);
} cimage_png_table;
extern cimage_png_table png;

// libchafa, declared here: chafa.h includes GLib's headers, which the build would then need.
// The types are opaque but for GString, whose layout is GLib's stable ABI.
typedef struct chafa_config chafa_config;
typedef struct chafa_canvas chafa_canvas;
typedef struct chafa_term_db chafa_term_db;
typedef struct chafa_term_info chafa_term_info;
typedef struct {
    char *str;
    size_t len;
    size_t allocated_len;
} gstring;

enum { CHAFA_PIXEL_RGBA8_UNASSOCIATED = 4 };

typedef struct {
    chafa_config *(*config_new)(void);
    void (*config_unref)(chafa_config *);
    void (*config_set_geometry)(chafa_config *, int, int);
    void (*config_set_cell_geometry)(chafa_config *, int, int);
    void (*config_set_canvas_mode)(chafa_config *, int);
    void (*config_set_pixel_mode)(chafa_config *, int);
    chafa_canvas *(*canvas_new)(const chafa_config *);
    void (*canvas_unref)(chafa_canvas *);
    void (*canvas_draw_all_pixels)(chafa_canvas *, int, const uint8_t *, int, int, int);
    gstring *(*canvas_print)(chafa_canvas *, chafa_term_info *);
    chafa_term_db *(*term_db_get_default)(void);
    chafa_term_info *(*term_db_detect)(chafa_term_db *, char **);
    void (*term_info_unref)(chafa_term_info *);
    void (*calc_canvas_geometry)(int, int, int *, int *, float, int, int);
    char *(*string_free)(gstring *, int);
    uint32_t (*canvas_get_char_at)(chafa_canvas *, int, int);
    void (*canvas_get_colors_at)(chafa_canvas *, int, int, int *, int *);
} cimage_chafa_table;
extern cimage_chafa_table chafa;

#endif
