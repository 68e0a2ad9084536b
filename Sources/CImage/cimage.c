#include "cimage.h"

#include <dlfcn.h>
#include <png.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <turbojpeg.h>

static void say(char *error, size_t error_size, const char *format, ...) {
    if (error == NULL || error_size == 0) return;
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(error, error_size, format, arguments);
    va_end(arguments);
}

// One shared library, opened once: its handle, or the reason it could not be opened.
typedef struct {
    const char *file;
    pthread_once_t once;
    void *handle;
    char failure[256];
} library;

static library turbojpeg_library = {"libturbojpeg.so.0", PTHREAD_ONCE_INIT, NULL, ""};
static library png_library = {"libpng16.so.16", PTHREAD_ONCE_INIT, NULL, ""};
static library chafa_library = {"libchafa.so.0", PTHREAD_ONCE_INIT, NULL, ""};

#define BIND(lib, table, field, name)                                                            \
    do {                                                                                         \
        *(void **)(&(table).field) = dlsym((lib)->handle, name);                                 \
        if ((table).field == NULL) {                                                             \
            snprintf((lib)->failure, sizeof (lib)->failure, "%s has no %s", (lib)->file, name);  \
            return;                                                                              \
        }                                                                                        \
    } while (0)

static int opened(library *lib) {
    lib->handle = dlopen(lib->file, RTLD_NOW | RTLD_LOCAL);
    if (lib->handle == NULL) snprintf(lib->failure, sizeof lib->failure, "cannot load %s: %s", lib->file, dlerror());
    return lib->handle != NULL;
}

// libjpeg-turbo's TurboJPEG API.
static struct {
    tjhandle (*init_decompress)(void);
    tjhandle (*init_compress)(void);
    int (*destroy)(tjhandle);
    int (*decompress_header3)(tjhandle, const unsigned char *, unsigned long, int *, int *, int *, int *);
    int (*decompress2)(tjhandle, const unsigned char *, unsigned long, unsigned char *, int, int, int, int, int);
    int (*compress2)(tjhandle, const unsigned char *, int, int, int, int, unsigned char **, unsigned long *, int,
                     int, int);
    void (*free)(unsigned char *);
    char *(*error_string)(tjhandle);
} tj;

static void load_turbojpeg(void) {
    library *lib = &turbojpeg_library;
    if (!opened(lib)) return;
    BIND(lib, tj, init_decompress, "tjInitDecompress");
    BIND(lib, tj, init_compress, "tjInitCompress");
    BIND(lib, tj, destroy, "tjDestroy");
    BIND(lib, tj, decompress_header3, "tjDecompressHeader3");
    BIND(lib, tj, decompress2, "tjDecompress2");
    BIND(lib, tj, compress2, "tjCompress2");
    BIND(lib, tj, free, "tjFree");
    BIND(lib, tj, error_string, "tjGetErrorStr2");
}

// libpng's simplified reading API (no setjmp on this side).
static struct {
    int (*begin_read_from_memory)(png_imagep, png_const_voidp, size_t);
    int (*finish_read)(png_imagep, png_const_colorp, void *, png_int_32, void *);
    void (*image_free)(png_imagep);
} png;

static void load_png(void) {
    library *lib = &png_library;
    if (!opened(lib)) return;
    BIND(lib, png, begin_read_from_memory, "png_image_begin_read_from_memory");
    BIND(lib, png, finish_read, "png_image_finish_read");
    BIND(lib, png, image_free, "png_image_free");
}

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

static struct {
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
} chafa;

static void load_chafa(void) {
    library *lib = &chafa_library;
    if (!opened(lib)) return;
    BIND(lib, chafa, config_new, "chafa_canvas_config_new");
    BIND(lib, chafa, config_unref, "chafa_canvas_config_unref");
    BIND(lib, chafa, config_set_geometry, "chafa_canvas_config_set_geometry");
    BIND(lib, chafa, config_set_cell_geometry, "chafa_canvas_config_set_cell_geometry");
    BIND(lib, chafa, config_set_canvas_mode, "chafa_canvas_config_set_canvas_mode");
    BIND(lib, chafa, config_set_pixel_mode, "chafa_canvas_config_set_pixel_mode");
    BIND(lib, chafa, canvas_new, "chafa_canvas_new");
    BIND(lib, chafa, canvas_unref, "chafa_canvas_unref");
    BIND(lib, chafa, canvas_draw_all_pixels, "chafa_canvas_draw_all_pixels");
    BIND(lib, chafa, canvas_print, "chafa_canvas_print");
    BIND(lib, chafa, term_db_get_default, "chafa_term_db_get_default");
    BIND(lib, chafa, term_db_detect, "chafa_term_db_detect");
    BIND(lib, chafa, term_info_unref, "chafa_term_info_unref");
    BIND(lib, chafa, calc_canvas_geometry, "chafa_calc_canvas_geometry");
    BIND(lib, chafa, string_free, "g_string_free"); // GLib's, found through libchafa's dependencies
}

// Loads `lib` once; returns 1, or 0 with the reason in `error`.
static int ready(library *lib, void (*load)(void), char *error, size_t error_size) {
    pthread_once(&lib->once, load);
    if (lib->handle != NULL && lib->failure[0] == '\0') return 1;
    say(error, error_size, "%s", lib->failure);
    return 0;
}

int cimage_sniff(const unsigned char *bytes, size_t length) {
    static const unsigned char png_magic[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (length >= 3 && bytes[0] == 0xff && bytes[1] == 0xd8 && bytes[2] == 0xff) return CIMAGE_JPEG;
    if (length >= 8 && memcmp(bytes, png_magic, 8) == 0) return CIMAGE_PNG;
    return CIMAGE_UNKNOWN;
}

// Whether a declared size is within the limits; says why not.
static int allowed(long width, long height, cimage_limits limits, char *error, size_t error_size) {
    if (width <= 0 || height <= 0) {
        say(error, error_size, "the image declares no pixels");
        return 0;
    }
    if (width > limits.max_side || height > limits.max_side || width * height > limits.max_pixels) {
        say(error, error_size, "the image declares %ld×%ld pixels, more than the %d×%d allowed", width, height,
            limits.max_side, limits.max_side);
        return 0;
    }
    return 1;
}

static int decode_jpeg(const unsigned char *bytes, size_t length, cimage_limits limits, cimage_rgba *out,
                       char *error, size_t error_size) {
    if (!ready(&turbojpeg_library, load_turbojpeg, error, error_size)) return -1;
    tjhandle handle = tj.init_decompress();
    if (handle == NULL) {
        say(error, error_size, "cannot start the JPEG decoder");
        return -1;
    }
    int width = 0, height = 0, subsampling = 0, colorspace = 0;
    int status = -1;
    if (tj.decompress_header3(handle, bytes, (unsigned long)length, &width, &height, &subsampling, &colorspace) != 0) {
        say(error, error_size, "not a readable JPEG: %s", tj.error_string(handle));
    } else if (allowed(width, height, limits, error, error_size)) {
        unsigned char *pixels = malloc((size_t)width * (size_t)height * 4);
        // A warning means a damaged file (most often a truncated one); more scans than any
        // encoder writes is the shape of a decoding-time bomb.
        int flags = TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS;
        if (pixels == NULL) {
            say(error, error_size, "out of memory for %d×%d pixels", width, height);
        } else if (tj.decompress2(handle, bytes, (unsigned long)length, pixels, width, 0, height, TJPF_RGBA, flags) != 0) {
            say(error, error_size, "a damaged JPEG: %s", tj.error_string(handle));
            free(pixels);
        } else {
            *out = (cimage_rgba){pixels, width, height};
            status = 0;
        }
    }
    tj.destroy(handle);
    return status;
}

static int decode_png(const unsigned char *bytes, size_t length, cimage_limits limits, cimage_rgba *out,
                      char *error, size_t error_size) {
    if (!ready(&png_library, load_png, error, error_size)) return -1;
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png.begin_read_from_memory(&image, bytes, length)) {
        say(error, error_size, "not a readable PNG: %s", image.message);
        png.image_free(&image);
        return -1;
    }
    if (!allowed(image.width, image.height, limits, error, error_size)) {
        png.image_free(&image);
        return -1;
    }
    image.format = PNG_FORMAT_RGBA;
    unsigned char *pixels = malloc(PNG_IMAGE_SIZE(image));
    if (pixels == NULL) {
        say(error, error_size, "out of memory for %u×%u pixels", image.width, image.height);
        png.image_free(&image);
        return -1;
    }
    if (!png.finish_read(&image, NULL, pixels, 0, NULL)) {
        say(error, error_size, "a damaged PNG: %s", image.message);
        free(pixels);
        png.image_free(&image);
        return -1;
    }
    *out = (cimage_rgba){pixels, (int)image.width, (int)image.height};
    return 0;
}

int cimage_decode(const unsigned char *bytes, size_t length, cimage_limits limits, cimage_rgba *out,
                  char *error, size_t error_size) {
    *out = (cimage_rgba){NULL, 0, 0};
    if (length > limits.max_bytes) {
        say(error, error_size, "the image has %zu bytes, more than the %zu allowed", length, limits.max_bytes);
        return -1;
    }
    switch (cimage_sniff(bytes, length)) {
    case CIMAGE_JPEG: return decode_jpeg(bytes, length, limits, out, error, error_size);
    case CIMAGE_PNG: return decode_png(bytes, length, limits, out, error, error_size);
    default: say(error, error_size, "neither a JPEG nor a PNG"); return -1;
    }
}

void cimage_rgba_free(cimage_rgba *image) {
    free(image->pixels);
    *image = (cimage_rgba){NULL, 0, 0};
}

// The terminal chafa writes for: each mode's sequences come from a fixed environment, so the
// output depends on the mode asked for and nothing else (the caller decides what the terminal is).
static chafa_term_info *term_for(int pixel_mode) {
    static char *symbols[] = {"TERM=xterm-256color", "COLORTERM=truecolor", NULL};
    static char *sixels[] = {"TERM=mlterm", NULL};
    static char *kitty[] = {"TERM=xterm-kitty", NULL};
    static char *iterm[] = {"TERM_PROGRAM=iTerm.app", "LC_TERMINAL=iTerm2", NULL};
    char **environment = pixel_mode == CIMAGE_SIXELS ? sixels
        : pixel_mode == CIMAGE_KITTY                 ? kitty
        : pixel_mode == CIMAGE_ITERM2                ? iterm
                                                     : symbols;
    return chafa.term_db_detect(chafa.term_db_get_default(), environment);
}

char *cimage_render(const cimage_rgba *image, cimage_drawing drawing, size_t *length, int *columns_used,
                    int *rows_used, char *error, size_t error_size) {
    if (!ready(&chafa_library, load_chafa, error, error_size)) return NULL;
    if (drawing.columns < 1 || drawing.rows < 1 || drawing.cell_width < 1 || drawing.cell_height < 1) {
        say(error, error_size, "no room to draw in");
        return NULL;
    }
    if (drawing.pixel_mode < CIMAGE_SYMBOLS || drawing.pixel_mode > CIMAGE_ITERM2) {
        say(error, error_size, "unknown pixel mode %d", drawing.pixel_mode);
        return NULL;
    }
    int columns = drawing.columns, rows = drawing.rows;
    float font_ratio = (float)drawing.cell_width / (float)drawing.cell_height;
    chafa.calc_canvas_geometry(image->width, image->height, &columns, &rows, font_ratio, 1, 0);
    if (columns < 1) columns = 1;
    if (rows < 1) rows = 1;

    chafa_config *config = chafa.config_new();
    chafa.config_set_geometry(config, columns, rows);
    chafa.config_set_cell_geometry(config, drawing.cell_width, drawing.cell_height);
    chafa.config_set_pixel_mode(config, drawing.pixel_mode);
    chafa.config_set_canvas_mode(config, drawing.colors);
    chafa_canvas *canvas = chafa.canvas_new(config);
    chafa.canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, image->pixels, image->width,
                                 image->height, image->width * 4);
    chafa_term_info *term = term_for(drawing.pixel_mode);
    gstring *printed = chafa.canvas_print(canvas, term);

    char *result = malloc(printed->len + 1);
    if (result == NULL) {
        say(error, error_size, "out of memory for the drawing");
    } else {
        memcpy(result, printed->str, printed->len);
        result[printed->len] = '\0';
        *length = printed->len;
        *columns_used = columns;
        *rows_used = rows;
    }
    chafa.string_free(printed, 1);
    chafa.term_info_unref(term);
    chafa.canvas_unref(canvas);
    chafa.config_unref(config);
    return result;
}

unsigned char *cimage_encode_jpeg(const unsigned char *rgb, int width, int height, int quality, size_t *length,
                                  char *error, size_t error_size) {
    if (!ready(&turbojpeg_library, load_turbojpeg, error, error_size)) return NULL;
    tjhandle handle = tj.init_compress();
    if (handle == NULL) {
        say(error, error_size, "cannot start the JPEG encoder");
        return NULL;
    }
    unsigned char *encoded = NULL;
    unsigned long size = 0;
    unsigned char *result = NULL;
    if (tj.compress2(handle, rgb, width, 0, height, TJPF_RGB, &encoded, &size, TJSAMP_420, quality, 0) != 0) {
        say(error, error_size, "cannot encode the JPEG: %s", tj.error_string(handle));
    } else if ((result = malloc(size)) == NULL) {
        say(error, error_size, "out of memory for the JPEG");
    } else {
        memcpy(result, encoded, size);
        *length = size;
    }
    if (encoded != NULL) tj.free(encoded);
    tj.destroy(handle);
    return result;
}
