#include "ccurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// The libcurl functions ytclone calls, filled in by ccurl_load.
static struct {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_cleanup)(CURLM *);
    CURLMcode (*multi_setopt)(CURLM *, CURLMoption, ...);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_perform)(CURLM *, int *);
    CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd *, unsigned int, int, int *);
    CURLMcode (*multi_wakeup)(CURLM *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_error[256];

#define CCURL_BIND(field, name)                                                                  \
    do {                                                                                         \
        *(void **)(&curl.field) = dlsym(library, name);                                          \
        if (curl.field == NULL) {                                                                \
            snprintf(load_error, sizeof load_error, "libcurl.so.4 has no %s", name);            \
            return;                                                                              \
        }                                                                                        \
    } while (0)

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(load_error, sizeof load_error, "cannot load libcurl.so.4: %s", dlerror());
        return;
    }
    CCURL_BIND(global_init, "curl_global_init");
    CCURL_BIND(easy_init, "curl_easy_init");
    CCURL_BIND(easy_cleanup, "curl_easy_cleanup");
    CCURL_BIND(easy_strerror, "curl_easy_strerror");
    CCURL_BIND(easy_setopt, "curl_easy_setopt");
    CCURL_BIND(easy_getinfo, "curl_easy_getinfo");
    CCURL_BIND(slist_append, "curl_slist_append");
    CCURL_BIND(slist_free_all, "curl_slist_free_all");
    CCURL_BIND(multi_init, "curl_multi_init");
    CCURL_BIND(multi_cleanup, "curl_multi_cleanup");
    CCURL_BIND(multi_setopt, "curl_multi_setopt");
    CCURL_BIND(multi_add_handle, "curl_multi_add_handle");
    CCURL_BIND(multi_remove_handle, "curl_multi_remove_handle");
    CCURL_BIND(multi_perform, "curl_multi_perform");
    CCURL_BIND(multi_poll, "curl_multi_poll");
    CCURL_BIND(multi_wakeup, "curl_multi_wakeup");
    CCURL_BIND(multi_info_read, "curl_multi_info_read");
    if (curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        snprintf(load_error, sizeof load_error, "curl_global_init failed");
        curl.easy_init = NULL;
    }
}

int ccurl_load(char *error, size_t error_size) {
    pthread_once(&load_once, load);
    if (curl.easy_init != NULL && load_error[0] == '\0') return 0;
    if (error != NULL && error_size > 0) snprintf(error, error_size, "%s", load_error);
    return -1;
}

CURL *ccurl_easy_init(void) { return curl.easy_init(); }
void ccurl_easy_cleanup(CURL *handle) { curl.easy_cleanup(handle); }
const char *ccurl_easy_strerror(CURLcode code) { return curl.easy_strerror(code); }

CURLcode ccurl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl.easy_setopt(handle, option, value);
}
CURLcode ccurl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl.easy_setopt(handle, option, value);
}
CURLcode ccurl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl.easy_setopt(handle, option, value);
}
CURLcode ccurl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl.easy_setopt(handle, option, value);
}
CURLcode ccurl_easy_setopt_write_function(CURL *handle, CURLoption option, ccurl_write_callback callback) {
    return curl.easy_setopt(handle, option, callback);
}

CURLcode ccurl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl.easy_getinfo(handle, info, value);
}
CURLcode ccurl_easy_getinfo_offset(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl.easy_getinfo(handle, info, value);
}
CURLcode ccurl_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value) {
    return curl.easy_getinfo(handle, info, value);
}

struct curl_slist *ccurl_slist_append(struct curl_slist *list, const char *text) {
    return curl.slist_append(list, text);
}
void ccurl_slist_free_all(struct curl_slist *list) { curl.slist_free_all(list); }

CURLM *ccurl_multi_init(void) { return curl.multi_init(); }
CURLMcode ccurl_multi_cleanup(CURLM *handle) { return curl.multi_cleanup(handle); }
CURLMcode ccurl_multi_setopt_long(CURLM *handle, CURLMoption option, long value) {
    return curl.multi_setopt(handle, option, value);
}
CURLMcode ccurl_multi_add_handle(CURLM *multi, CURL *easy) { return curl.multi_add_handle(multi, easy); }
CURLMcode ccurl_multi_remove_handle(CURLM *multi, CURL *easy) { return curl.multi_remove_handle(multi, easy); }
CURLMcode ccurl_multi_perform(CURLM *multi, int *running) { return curl.multi_perform(multi, running); }
CURLMcode ccurl_multi_poll(CURLM *multi, struct curl_waitfd *extra, unsigned int count, int timeout_ms, int *events) {
    return curl.multi_poll(multi, extra, count, timeout_ms, events);
}
CURLMcode ccurl_multi_wakeup(CURLM *multi) { return curl.multi_wakeup(multi); }
CURLMsg *ccurl_multi_info_read(CURLM *multi, int *queued) { return curl.multi_info_read(multi, queued); }
