#include "secret_input.h"

#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/resource.h>
#include <termios.h>
#include <unistd.h>

#ifdef __linux__
#include <sys/prctl.h>
#endif

int secret_input_disable_core_dumps(void) {
    struct rlimit none = {0, 0};
    int failed = setrlimit(RLIMIT_CORE, &none) != 0;
#ifdef __linux__
    failed |= prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0;
#endif
    return failed ? -1 : 0;
}

// The prompt's state, shared with the signal handler. Only one prompt is open at a time.
static const int handled_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP};
enum { handled_count = sizeof handled_signals / sizeof handled_signals[0] };

static int terminal_fd = -1;
static struct termios saved_settings;
static struct termios silent_settings;
static char prompt_copy[256];
static size_t prompt_copy_length;
static struct sigaction previous_actions[handled_count];
static int installed[handled_count];
static struct sigaction handler_action;
static int open_prompt;

// Set while the saved settings must be put back if a signal ends or stops the process.
static atomic_int restore_on_signal;
// Set while echo must be turned off again when the process is continued after SIGTSTP.
static atomic_int silence_on_continue;

static void write_all(const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(STDERR_FILENO, bytes, length);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        bytes += written;
        length -= (size_t)written;
    }
}

// Only async-signal-safe calls: tcsetattr, write, sigaction, sigprocmask, raise.
static void on_signal(int signal_number) {
    int saved_errno = errno;
    if (atomic_load(&restore_on_signal)) {
        tcsetattr(terminal_fd, TCSAFLUSH, &saved_settings);
        write_all("\n", 1);
    }
    if (signal_number == SIGTSTP) {
        // Stop as the default action would, with the terminal as it was; when continued, take up
        // the prompt again.
        struct sigaction default_action;
        memset(&default_action, 0, sizeof default_action);
        default_action.sa_handler = SIG_DFL;
        sigemptyset(&default_action.sa_mask);
        sigaction(SIGTSTP, &default_action, NULL);
        sigset_t stop;
        sigemptyset(&stop);
        sigaddset(&stop, SIGTSTP);
        sigprocmask(SIG_UNBLOCK, &stop, NULL);
        raise(SIGTSTP);
        sigprocmask(SIG_BLOCK, &stop, NULL);
        sigaction(SIGTSTP, &handler_action, NULL);
        if (atomic_load(&silence_on_continue)) {
            tcsetattr(terminal_fd, TCSAFLUSH, &silent_settings);
            write_all(prompt_copy, prompt_copy_length);
        }
        errno = saved_errno;
        return;
    }
    // End the process as the signal would have: the default action, re-raised. The signal is
    // blocked while this handler runs, so it is delivered as soon as the handler returns.
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(signal_number, &default_action, NULL);
    raise(signal_number);
    errno = saved_errno;
}

static void restore_handlers(void) {
    for (int index = 0; index < handled_count; index++) {
        if (installed[index]) sigaction(handled_signals[index], &previous_actions[index], NULL);
        installed[index] = 0;
    }
}

int secret_input_echo_off(int fd, const char *prompt, size_t prompt_length) {
    if (open_prompt) return -1;
    if (tcgetattr(fd, &saved_settings) != 0) return 0;
    terminal_fd = fd;
    silent_settings = saved_settings;
    silent_settings.c_lflag &= ~(tcflag_t)(ECHO | ECHONL);
    prompt_copy_length = prompt_length < sizeof prompt_copy ? prompt_length : sizeof prompt_copy;
    memcpy(prompt_copy, prompt, prompt_copy_length);

    // The settings are saved before any handler can run, and the handlers are in place before
    // echo goes off: no signal finds the terminal silent without a way back.
    atomic_store(&restore_on_signal, 1);
    memset(&handler_action, 0, sizeof handler_action);
    handler_action.sa_handler = on_signal;
    handler_action.sa_flags = SA_RESTART;
    sigemptyset(&handler_action.sa_mask);
    for (int index = 0; index < handled_count; index++) sigaddset(&handler_action.sa_mask, handled_signals[index]);
    for (int index = 0; index < handled_count; index++) {
        installed[index] = 0;
        if (sigaction(handled_signals[index], NULL, &previous_actions[index]) != 0) continue;
        if (previous_actions[index].sa_handler == SIG_IGN) continue;  // nohup, a background job
        installed[index] = sigaction(handled_signals[index], &handler_action, NULL) == 0;
    }
    atomic_store(&silence_on_continue, 1);
    if (tcsetattr(fd, TCSAFLUSH, &silent_settings) != 0) {
        atomic_store(&silence_on_continue, 0);
        restore_handlers();
        atomic_store(&restore_on_signal, 0);
        return -1;
    }
    open_prompt = 1;
    return 1;
}

void secret_input_echo_restore(void) {
    if (!open_prompt) return;
    // In this order, a signal at any point finds either echo still to be restored by its handler,
    // or the terminal already restored.
    atomic_store(&silence_on_continue, 0);
    tcsetattr(terminal_fd, TCSAFLUSH, &saved_settings);
    restore_handlers();
    atomic_store(&restore_on_signal, 0);
    open_prompt = 0;
}
