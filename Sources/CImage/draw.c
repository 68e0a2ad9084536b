#include "cimage.h"
#include "libraries.h"

#include <stdlib.h>
#include <string.h>

// Drawing with libchafa: escape sequences for the terminal, or cells for the browser's frames.

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

// A canvas holding `image` drawn for `drawing`, with the cells it covers, or NULL with the reason.
static chafa_canvas *canvas_for(const cimage_rgba *image, cimage_drawing drawing, int *columns_used, int *rows_used,
                                char *error, size_t error_size) {
    if (!cimage_chafa_ready(error, error_size)) return NULL;
    if (drawing.columns < 1 || drawing.rows < 1 || drawing.cell_width < 1 || drawing.cell_height < 1) {
        cimage_say(error, error_size, "no room to draw in");
        return NULL;
    }
    if (drawing.pixel_mode < CIMAGE_SYMBOLS || drawing.pixel_mode > CIMAGE_ITERM2) {
        cimage_say(error, error_size, "unknown pixel mode %d", drawing.pixel_mode);
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
    chafa.config_unref(config);
    chafa.canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, image->pixels, image->width,
                                 image->height, image->width * 4);
    *columns_used = columns;
    *rows_used = rows;
    return canvas;
}

char *cimage_render(const cimage_rgba *image, cimage_drawing drawing, size_t *length, int *columns_used,
                    int *rows_used, char *error, size_t error_size) {
    int columns = 0, rows = 0;
    chafa_canvas *canvas = canvas_for(image, drawing, &columns, &rows, error, error_size);
    if (canvas == NULL) return NULL;
    chafa_term_info *term = term_for(drawing.pixel_mode);
    gstring *printed = chafa.canvas_print(canvas, term);

    char *result = malloc(printed->len + 1);
    if (result == NULL) {
        cimage_say(error, error_size, "out of memory for the drawing");
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
    return result;
}

int cimage_cells(const cimage_rgba *image, cimage_drawing drawing, cimage_cell *cells, size_t capacity,
                 int *columns_used, int *rows_used, char *error, size_t error_size) {
    drawing.pixel_mode = CIMAGE_SYMBOLS;
    if ((size_t)drawing.columns * (size_t)drawing.rows > capacity) {
        cimage_say(error, error_size, "room for %zu cells, not %d×%d", capacity, drawing.columns, drawing.rows);
        return -1;
    }
    int columns = 0, rows = 0;
    chafa_canvas *canvas = canvas_for(image, drawing, &columns, &rows, error, error_size);
    if (canvas == NULL) return -1;
    for (int y = 0; y < rows; y++) {
        for (int x = 0; x < columns; x++) {
            cimage_cell *cell = &cells[y * columns + x];
            cell->character = chafa.canvas_get_char_at(canvas, x, y);
            chafa.canvas_get_colors_at(canvas, x, y, &cell->foreground, &cell->background);
        }
    }
    chafa.canvas_unref(canvas);
    *columns_used = columns;
    *rows_used = rows;
    return 0;
}
