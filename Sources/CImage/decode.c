#include "cimage.h"
#include "libraries.h"

#include <stdlib.h>
#include <string.h>

// Decoding (JPEG, PNG) within the caller's limits, and encoding JPEG for the emulator.

int cimage_sniff(const unsigned char *bytes, size_t length) {
    static const unsigned char png_magic[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (length >= 3 && bytes[0] == 0xff && bytes[1] == 0xd8 && bytes[2] == 0xff) return CIMAGE_JPEG;
    if (length >= 8 && memcmp(bytes, png_magic, 8) == 0) return CIMAGE_PNG;
    return CIMAGE_UNKNOWN;
}

// Whether a declared size is within the limits; says why not.
static int allowed(long width, long height, cimage_limits limits, char *error, size_t error_size) {
    if (width <= 0 || height <= 0) {
        cimage_say(error, error_size, "the image declares no pixels");
        return 0;
    }
    if (width > limits.max_side || height > limits.max_side || width * height > limits.max_pixels) {
        cimage_say(error, error_size, "the image declares %ld×%ld pixels, more than the %d×%d allowed", width, height,
            limits.max_side, limits.max_side);
        return 0;
    }
    return 1;
}

static int decode_jpeg(const unsigned char *bytes, size_t length, cimage_limits limits, cimage_rgba *out,
                       char *error, size_t error_size) {
    if (!cimage_turbojpeg_ready(error, error_size)) return -1;
    tjhandle handle = tj.init_decompress();
    if (handle == NULL) {
        cimage_say(error, error_size, "cannot start the JPEG decoder");
        return -1;
    }
    int width = 0, height = 0, subsampling = 0, colorspace = 0;
    int status = -1;
    if (tj.decompress_header3(handle, bytes, (unsigned long)length, &width, &height, &subsampling, &colorspace) != 0) {
        cimage_say(error, error_size, "not a readable JPEG: %s", tj.error_string(handle));
    } else if (allowed(width, height, limits, error, error_size)) {
        unsigned char *pixels = malloc((size_t)width * (size_t)height * 4);
        // A warning means a damaged file (most often a truncated one); more scans than any
        // encoder writes is the shape of a decoding-time bomb.
        int flags = TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS;
        if (pixels == NULL) {
            cimage_say(error, error_size, "out of memory for %d×%d pixels", width, height);
        } else if (tj.decompress2(handle, bytes, (unsigned long)length, pixels, width, 0, height, TJPF_RGBA, flags) != 0) {
            cimage_say(error, error_size, "a damaged JPEG: %s", tj.error_string(handle));
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
    if (!cimage_png_ready(error, error_size)) return -1;
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png.begin_read_from_memory(&image, bytes, length)) {
        cimage_say(error, error_size, "not a readable PNG: %s", image.message);
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
        cimage_say(error, error_size, "out of memory for %u×%u pixels", image.width, image.height);
        png.image_free(&image);
        return -1;
    }
    if (!png.finish_read(&image, NULL, pixels, 0, NULL)) {
        cimage_say(error, error_size, "a damaged PNG: %s", image.message);
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
        cimage_say(error, error_size, "the image has %zu bytes, more than the %zu allowed", length, limits.max_bytes);
        return -1;
    }
    switch (cimage_sniff(bytes, length)) {
    case CIMAGE_JPEG: return decode_jpeg(bytes, length, limits, out, error, error_size);
    case CIMAGE_PNG: return decode_png(bytes, length, limits, out, error, error_size);
    default: cimage_say(error, error_size, "neither a JPEG nor a PNG"); return -1;
    }
}

void cimage_rgba_free(cimage_rgba *image) {
    free(image->pixels);
    *image = (cimage_rgba){NULL, 0, 0};
}

unsigned char *cimage_encode_jpeg(const unsigned char *rgb, int width, int height, int quality, size_t *length,
                                  char *error, size_t error_size) {
    if (!cimage_turbojpeg_ready(error, error_size)) return NULL;
    tjhandle handle = tj.init_compress();
    if (handle == NULL) {
        cimage_say(error, error_size, "cannot start the JPEG encoder");
        return NULL;
    }
    unsigned char *encoded = NULL;
    unsigned long size = 0;
    unsigned char *result = NULL;
    if (tj.compress2(handle, rgb, width, 0, height, TJPF_RGB, &encoded, &size, TJSAMP_420, quality, 0) != 0) {
        cimage_say(error, error_size, "cannot encode the JPEG: %s", tj.error_string(handle));
    } else if ((result = malloc(size)) == NULL) {
        cimage_say(error, error_size, "out of memory for the JPEG");
    } else {
        memcpy(result, encoded, size);
        *length = size;
    }
    if (encoded != NULL) tj.free(encoded);
    tj.destroy(handle);
    return result;
}
