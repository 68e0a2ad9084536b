#include "libraries.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>

void cimage_say(char *error, size_t error_size, const char *format, ...) {
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

cimage_tj_table tj;
cimage_png_table png;
cimage_chafa_table chafa;

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

static void load_png(void) {
    library *lib = &png_library;
    if (!opened(lib)) return;
    BIND(lib, png, begin_read_from_memory, "png_image_begin_read_from_memory");
    BIND(lib, png, finish_read, "png_image_finish_read");
    BIND(lib, png, image_free, "png_image_free");
}

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
    BIND(lib, chafa, canvas_get_char_at, "chafa_canvas_get_char_at");
    BIND(lib, chafa, canvas_get_colors_at, "chafa_canvas_get_colors_at");
    BIND(lib, chafa, string_free, "g_string_free"); // GLib's, found through libchafa's dependencies
}

// Loads `lib` once; returns 1, or 0 with the reason in `error`.
static int ready(library *lib, void (*load)(void), char *error, size_t error_size) {
    pthread_once(&lib->once, load);
    if (lib->handle != NULL && lib->failure[0] == '\0') return 1;
    cimage_say(error, error_size, "%s", lib->failure);
    return 0;
}

int cimage_turbojpeg_ready(char *error, size_t error_size) {
    return ready(&turbojpeg_library, load_turbojpeg, error, error_size);
}

int cimage_png_ready(char *error, size_t error_size) { return ready(&png_library, load_png, error, error_size); }

int cimage_chafa_ready(char *error, size_t error_size) { return ready(&chafa_library, load_chafa, error, error_size); }
