#ifndef YTCLONE_CPOSTGRES_H
#define YTCLONE_CPOSTGRES_H

// libpq, PostgreSQL's own client library, loaded with dlopen the first time a PostgreSQL URL is
// used, so that a run on the default SQLite store never maps it. The few entry points ytclone
// calls are declared here (opaque handles, plain C types), so no libpq header is needed to build.

#include <stddef.h>

typedef struct pg_conn PGconn;
typedef struct pg_result PGresult;

/// Loads libpq.so.5 once; returns 1, or 0 with the reason in `error`. Safe from several threads.
int cpg_ready(char *error, size_t error_size);

/// Connects with a connection URI (`postgresql://…`); never NULL once `cpg_ready` returned 1.
/// Notices (such as "relation already exists, skipping") are dropped rather than printed.
PGconn *cpg_connect(const char *uri);
/// 1 while the connection is usable.
int cpg_ok(const PGconn *connection);
/// Tries once to connect again with the same parameters; returns cpg_ok afterwards.
int cpg_reset(PGconn *connection);
const char *cpg_error(const PGconn *connection);
void cpg_finish(PGconn *connection);
int cpg_server_version(const PGconn *connection);
int cpg_ssl_in_use(const PGconn *connection);
/// One of PQsslAttribute's values ("protocol": "TLSv1.3"), or "" when there is none.
const char *cpg_ssl_attribute(const PGconn *connection, const char *name);
/// Copies the value of one of the connection's options as libpq uses them (PQconninfo:
/// "sslmode", "sslrootcert") into `value`; returns 1 when it is set, else 0 and "".
/// Never ask for "password".
int cpg_option(PGconn *connection, const char *keyword, char *value, size_t value_size);

/// Runs one statement with text parameters (NULL for SQL NULL) and text results.
PGresult *cpg_exec(PGconn *connection, const char *sql, int count, const char *const *values);
/// Runs several statements separated by semicolons, without parameters (a migration).
PGresult *cpg_exec_script(PGconn *connection, const char *sql);
/// 1 for a command or query that succeeded.
int cpg_result_ok(const PGresult *result);
/// A field of a failed statement's report ('C': the five-character SQLSTATE, 'n': the
/// constraint's name), or "" when there is none.
const char *cpg_result_field(const PGresult *result, int code);
const char *cpg_result_message(const PGresult *result);
int cpg_rows(const PGresult *result);
int cpg_columns(const PGresult *result);
/// The text of one field, or NULL for SQL NULL.
const char *cpg_value(const PGresult *result, int row, int column);
void cpg_clear(PGresult *result);

#endif
