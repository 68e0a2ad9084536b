#include "cpostgres.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

// libpq's constants, from libpq-fe.h and postgres_ext.h.
enum { CONNECTION_OK = 0, PGRES_COMMAND_OK = 1, PGRES_TUPLES_OK = 2 };
typedef void (*notice_processor)(void *, const char *);
typedef struct {
    char *keyword;
    char *envvar;
    char *compiled;
    char *val;
    char *label;
    char *dispchar;
    int dispsize;
} conninfo_option;

static struct {
    PGconn *(*connectdb)(const char *);
    int (*status)(const PGconn *);
    void (*reset)(PGconn *);
    char *(*error_message)(const PGconn *);
    void (*finish)(PGconn *);
    int (*server_version)(const PGconn *);
    int (*ssl_in_use)(const PGconn *);
    const char *(*ssl_attribute)(const PGconn *, const char *);
    conninfo_option *(*conninfo)(PGconn *);
    void (*conninfo_free)(conninfo_option *);
    notice_processor (*set_notice_processor)(PGconn *, notice_processor, void *);
    PGresult *(*exec_params)(PGconn *, const char *, int, const unsigned int *, const char *const *, const int *,
                             const int *, int);
    PGresult *(*exec)(PGconn *, const char *);
    int (*result_status)(const PGresult *);
    char *(*result_error_field)(const PGresult *, int);
    char *(*result_error_message)(const PGresult *);
    int (*ntuples)(const PGresult *);
    int (*nfields)(const PGresult *);
    char *(*getvalue)(const PGresult *, int, int);
    int (*getisnull)(const PGresult *, int, int);
    void (*clear)(PGresult *);
} pq;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[256];

#define BIND(field, name)                                                              \
    do {                                                                               \
        *(void **)(&pq.field) = dlsym(handle, name);                                   \
        if (pq.field == NULL) {                                                        \
            snprintf(failure, sizeof failure, "libpq.so.5 has no %s", name);           \
            return;                                                                    \
        }                                                                              \
    } while (0)

static void load(void) {
    void *handle = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        snprintf(failure, sizeof failure, "cannot load libpq.so.5 (Debian: libpq5): %s", dlerror());
        return;
    }
    BIND(connectdb, "PQconnectdb");
    BIND(status, "PQstatus");
    BIND(reset, "PQreset");
    BIND(error_message, "PQerrorMessage");
    BIND(finish, "PQfinish");
    BIND(server_version, "PQserverVersion");
    BIND(ssl_in_use, "PQsslInUse");
    BIND(ssl_attribute, "PQsslAttribute");
    BIND(conninfo, "PQconninfo");
    BIND(conninfo_free, "PQconninfoFree");
    BIND(set_notice_processor, "PQsetNoticeProcessor");
    BIND(exec_params, "PQexecParams");
    BIND(exec, "PQexec");
    BIND(result_status, "PQresultStatus");
    BIND(result_error_field, "PQresultErrorField");
    BIND(result_error_message, "PQresultErrorMessage");
    BIND(ntuples, "PQntuples");
    BIND(nfields, "PQnfields");
    BIND(getvalue, "PQgetvalue");
    BIND(getisnull, "PQgetisnull");
    BIND(clear, "PQclear");
}

int cpg_ready(char *error, size_t error_size) {
    pthread_once(&once, load);
    if (pq.clear != NULL) return 1;
    if (error != NULL && error_size > 0) snprintf(error, error_size, "%s", failure);
    return 0;
}

static void ignore_notice(void *argument, const char *message) {
    (void)argument;
    (void)message;
}

PGconn *cpg_connect(const char *uri) {
    PGconn *connection = pq.connectdb(uri);
    if (connection != NULL) pq.set_notice_processor(connection, ignore_notice, NULL);
    return connection;
}

int cpg_ok(const PGconn *connection) { return connection != NULL && pq.status(connection) == CONNECTION_OK; }

int cpg_reset(PGconn *connection) {
    pq.reset(connection);
    return cpg_ok(connection);
}

const char *cpg_error(const PGconn *connection) {
    return connection == NULL ? "out of memory" : pq.error_message(connection);
}

void cpg_finish(PGconn *connection) {
    if (connection != NULL) pq.finish(connection);
}

int cpg_server_version(const PGconn *connection) { return pq.server_version(connection); }

int cpg_ssl_in_use(const PGconn *connection) { return pq.ssl_in_use(connection); }

const char *cpg_ssl_attribute(const PGconn *connection, const char *name) {
    const char *value = pq.ssl_attribute(connection, name);
    return value == NULL ? "" : value;
}

int cpg_option(PGconn *connection, const char *keyword, char *value, size_t value_size) {
    if (value_size > 0) value[0] = 0;
    conninfo_option *options = pq.conninfo(connection);
    if (options == NULL) return 0;
    int found = 0;
    for (conninfo_option *option = options; option->keyword != NULL; option++) {
        if (strcmp(option->keyword, keyword) == 0 && option->val != NULL) {
            snprintf(value, value_size, "%s", option->val);
            found = 1;
            break;
        }
    }
    pq.conninfo_free(options);
    return found;
}

PGresult *cpg_exec(PGconn *connection, const char *sql, int count, const char *const *values) {
    return pq.exec_params(connection, sql, count, NULL, values, NULL, NULL, 0);
}

PGresult *cpg_exec_script(PGconn *connection, const char *sql) { return pq.exec(connection, sql); }

int cpg_result_ok(const PGresult *result) {
    if (result == NULL) return 0;
    int status = pq.result_status(result);
    return status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
}

const char *cpg_result_field(const PGresult *result, int code) {
    const char *field = result == NULL ? NULL : pq.result_error_field(result, code);
    return field == NULL ? "" : field;
}

const char *cpg_result_message(const PGresult *result) {
    return result == NULL ? "no result (out of memory, or the connection was lost)" : pq.result_error_message(result);
}

int cpg_rows(const PGresult *result) { return pq.ntuples(result); }

int cpg_columns(const PGresult *result) { return pq.nfields(result); }

const char *cpg_value(const PGresult *result, int row, int column) {
    return pq.getisnull(result, row, column) ? NULL : pq.getvalue(result, row, column);
}

void cpg_clear(PGresult *result) {
    if (result != NULL) pq.clear(result);
}
