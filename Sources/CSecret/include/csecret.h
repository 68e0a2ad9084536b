#ifndef YTCLONE_CSECRET_H
#define YTCLONE_CSECRET_H

// The desktop keyring through the Secret Service, with libsecret loaded by dlopen the first time
// a Google sign-in is read or kept, so that a run that never touches Google never maps it (nor
// GLib's D-Bus code). The few entry points ytclone calls, and SecretSchema's layout, are declared
// in csecret.c, so no libsecret header is needed to build.
//
// Every item is in the schema "org.ytclone.GoogleSignIn" with two string attributes: `account`
// (the local account the sign-in belongs to) and `client` (the OAuth client id). A NULL `client`
// leaves that attribute out, which matches the account's items of any client.
//
// Errors are copied into `error` (GError's message, or why the library could not be loaded);
// each call blocks on a D-Bus round trip to the keyring daemon.

#include <stddef.h>

/// Loads libsecret-1.so.0 once; returns 1, or 0 with the reason in `error`. Safe from several threads.
int csecret_ready(char *error, size_t error_size);

/// Stores `secret` (a NUL-terminated string) under `account` and `client` with `label`, replacing
/// an item with the same attributes; returns 1, or 0 with the error.
int csecret_store(const char *label, const char *account, const char *client, const char *secret, char *error,
                  size_t error_size);

/// Looks `account`'s item up: returns 1 with a copy of the secret in `*secret` (free it with
/// csecret_free, which wipes it first), 0 when there is none, -1 with the error.
int csecret_lookup(const char *account, const char *client, char **secret, char *error, size_t error_size);

/// Deletes the items of `account` (and `client`, unless NULL): returns 1 when some were deleted,
/// 0 when there were none, -1 with the error.
int csecret_clear(const char *account, const char *client, char *error, size_t error_size);

/// Wipes and frees a secret csecret_lookup returned.
void csecret_free(char *secret);

#endif
