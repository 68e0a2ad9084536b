#ifndef YTCLONE_SECRET_INPUT_H
#define YTCLONE_SECRET_INPUT_H

// What a password prompt needs from the C library that Swift cannot do safely: prctl is variadic,
// and a signal handler that restores the terminal must not touch the Swift runtime.

#include <stddef.h>

/// Keeps the process from writing a core dump and (on Linux) from being read by other processes
/// of the same user (ptrace, /proc/PID/mem and environ): RLIMIT_CORE 0, soft and hard, and
/// PR_SET_DUMPABLE 0. Lasts until the process ends. Returns 0, or -1 when either call failed.
int secret_input_disable_core_dumps(void);

/// Turns echo off on the terminal `fd`, restorably.
///
/// Saves the terminal's settings first, then installs handlers for SIGINT, SIGTERM, SIGHUP and
/// SIGQUIT that put them back and re-raise the signal with its default action, and for SIGTSTP
/// that puts them back, stops the process, and when it is continued turns echo off again and
/// writes `prompt` to stderr again. A signal the process ignores stays ignored.
///
/// Returns 1 when echo is off (call `secret_input_echo_restore` when done), 0 when `fd` is not a
/// terminal (nothing changed), -1 when the terminal could not be changed (nothing changed).
int secret_input_echo_off(int fd, const char *prompt, size_t prompt_length);

/// Puts back the settings and signal handlers `secret_input_echo_off` replaced; does nothing
/// when it did not return 1.
void secret_input_echo_restore(void);

#endif
