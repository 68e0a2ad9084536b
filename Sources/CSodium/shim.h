#ifndef YTCLONE_CSODIUM_SHIM_H
#define YTCLONE_CSODIUM_SHIM_H

#include <sodium.h>

// libsodium's size constants are macros that Swift imports only when they are plain literals;
// these functions hand them over whatever their definition.
static inline size_t csodium_pwhash_strbytes(void) { return crypto_pwhash_STRBYTES; }
static inline unsigned long long csodium_pwhash_opslimit_interactive(void) { return crypto_pwhash_OPSLIMIT_INTERACTIVE; }
static inline size_t csodium_pwhash_memlimit_interactive(void) { return crypto_pwhash_MEMLIMIT_INTERACTIVE; }
static inline size_t csodium_generichash_bytes(void) { return crypto_generichash_BYTES; }

#endif
