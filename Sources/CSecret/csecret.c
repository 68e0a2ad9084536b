#include "csecret.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// libsecret's and GLib's types, as secret-schema.h and gerror.h lay them out (stable ABI since
// libsecret 0.18 and GLib 2.0).
enum { SECRET_SCHEMA_NONE = 0, SECRET_SCHEMA_ATTRIBUTE_STRING = 0 };
typedef struct {
    const char *name;
    int type;
} SecretSchemaAttribute;
typedef struct {
    const char *name;
    int flags;
    SecretSchemaAttribute attributes[32];
    int reserved;
    void *reserved1, *reserved2, *reserved3, *reserved4, *reserved5, *reserved6, *reserved7;
} SecretSchema;
typedef struct {
    unsigned int domain;
    int code;
    char *message;
} GError;

static const SecretSchema schema = {
    "org.ytclone.GoogleSignIn",
    SECRET_SCHEMA_NONE,
    {{"account", SECRET_SCHEMA_ATTRIBUTE_STRING}, {"client", SECRET_SCHEMA_ATTRIBUTE_STRING}, {NULL, 0}},
    0, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
};

// The variadic functions take the attributes as name, value pairs ended by NULL.
static struct {
    int (*store_sync)(const SecretSchema *, const char *collection, const char *label, const char *password,
                      void *cancellable, GError **, ...);
    char *(*lookup_sync)(const SecretSchema *, void *cancellable, GError **, ...);
    int (*clear_sync)(const SecretSchema *, void *cancellable, GError **, ...);
    void (*password_free)(char *);
    void (*error_free)(GError *);
} secret;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[256];

#define BIND(field, name)                                                              \
    do {                                                                               \
        *(void **)(&secret.field) = dlsym(handle, name);                               \
        if (secret.field == NULL) {                                                    \
            snprintf(failure, sizeof failure, "libsecret-1.so.0 has no %s", name);     \
            return;                                                                    \
        }                                                                              \
    } while (0)

static void load(void) {
    void *handle = dlopen("libsecret-1.so.0", RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        snprintf(failure, sizeof failure, "cannot load libsecret-1.so.0 (Debian: libsecret-1-0): %s", dlerror());
        return;
    }
    BIND(store_sync, "secret_password_store_sync");
    BIND(lookup_sync, "secret_password_lookup_sync");
    BIND(clear_sync, "secret_password_clear_sync");
    // g_error_free is GLib's, which libsecret links: dlsym searches the handle's dependencies too.
    BIND(error_free, "g_error_free");
    BIND(password_free, "secret_password_free");
}

int csecret_ready(char *error, size_t error_size) {
    pthread_once(&once, load);
    if (secret.password_free != NULL) return 1;
    if (error != NULL && error_size > 0) snprintf(error, error_size, "%s", failure);
    return 0;
}

// Copies a GError's message into `error` and frees it.
static void report(GError *failed, char *error, size_t error_size) {
    if (error != NULL && error_size > 0) {
        snprintf(error, error_size, "%s", failed != NULL && failed->message != NULL ? failed->message : "unknown error");
    }
    if (failed != NULL) secret.error_free(failed);
}

int csecret_store(const char *label, const char *account, const char *client, const char *value, char *error,
                  size_t error_size) {
    GError *failed = NULL;
    // A NULL collection is the default one ("login" on GNOME), where the keyring keeps passwords.
    int stored = client != NULL
        ? secret.store_sync(&schema, NULL, label, value, NULL, &failed, "account", account, "client", client, NULL)
        : secret.store_sync(&schema, NULL, label, value, NULL, &failed, "account", account, NULL);
    if (stored && failed == NULL) return 1;
    report(failed, error, error_size);
    return 0;
}

int csecret_lookup(const char *account, const char *client, char **value, char *error, size_t error_size) {
    GError *failed = NULL;
    *value = NULL;
    char *found = client != NULL
        ? secret.lookup_sync(&schema, NULL, &failed, "account", account, "client", client, NULL)
        : secret.lookup_sync(&schema, NULL, &failed, "account", account, NULL);
    if (failed != NULL) {
        if (found != NULL) secret.password_free(found);
        report(failed, error, error_size);
        return -1;
    }
    if (found == NULL) return 0;
    // libsecret's copy lives in memory it wipes on free; ours is wiped by csecret_free.
    *value = strdup(found);
    secret.password_free(found);
    if (*value == NULL) {
        if (error != NULL && error_size > 0) snprintf(error, error_size, "out of memory");
        return -1;
    }
    return 1;
}

int csecret_clear(const char *account, const char *client, char *error, size_t error_size) {
    GError *failed = NULL;
    int cleared = client != NULL
        ? secret.clear_sync(&schema, NULL, &failed, "account", account, "client", client, NULL)
        : secret.clear_sync(&schema, NULL, &failed, "account", account, NULL);
    if (failed != NULL) {
        report(failed, error, error_size);
        return -1;
    }
    return cleared ? 1 : 0;
}

void csecret_free(char *value) {
    if (value == NULL) return;
    volatile char *byte = value;
    while (*byte != '\0') *byte++ = '\0';
    free(value);
}
