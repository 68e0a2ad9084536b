#ifndef YTCLONE_CCURL_H
#define YTCLONE_CCURL_H

// libcurl, loaded on first use rather than linked.
//
// libcurl pulls in some thirty libraries (OpenSSL, GnuTLS, Kerberos, LDAP, ...) whose symbol
// bindings dominate a process's start-up. Most ytclone runs answer from the cache or the
// database and never need them, so `ccurl_load` dlopens libcurl.so.4 the first time a request goes
// out; every other function here calls through the table it fills. Only libcurl's header is
// needed at build time (for its types and constants).
//
// curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are variadic, which Swift cannot call:
// the typed wrappers give each argument kind its own entry point.

#include <curl/curl.h>
#include <stddef.h>

/// Loads libcurl and runs curl_global_init once; returns 0, or -1 with a message in `error`.
/// Safe to call from several threads.
int ccurl_load(char *error, size_t error_size);

CURL *ccurl_easy_init(void);
void ccurl_easy_cleanup(CURL *handle);
const char *ccurl_easy_strerror(CURLcode code);
CURLcode ccurl_easy_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode ccurl_easy_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode ccurl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode ccurl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value);

typedef size_t (*ccurl_write_callback)(char *data, size_t size, size_t count, void *userdata);
CURLcode ccurl_easy_setopt_write_function(CURL *handle, CURLoption option, ccurl_write_callback callback);

CURLcode ccurl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value);
CURLcode ccurl_easy_getinfo_offset(CURL *handle, CURLINFO info, curl_off_t *value);
CURLcode ccurl_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value);

struct curl_slist *ccurl_slist_append(struct curl_slist *list, const char *text);
void ccurl_slist_free_all(struct curl_slist *list);

CURLM *ccurl_multi_init(void);
CURLMcode ccurl_multi_cleanup(CURLM *handle);
CURLMcode ccurl_multi_setopt_long(CURLM *handle, CURLMoption option, long value);
CURLMcode ccurl_multi_add_handle(CURLM *multi, CURL *easy);
CURLMcode ccurl_multi_remove_handle(CURLM *multi, CURL *easy);
CURLMcode ccurl_multi_perform(CURLM *multi, int *running);
CURLMcode ccurl_multi_poll(CURLM *multi, struct curl_waitfd *extra, unsigned int count, int timeout_ms, int *events);
CURLMcode ccurl_multi_wakeup(CURLM *multi);
CURLMsg *ccurl_multi_info_read(CURLM *multi, int *queued);

#endif
