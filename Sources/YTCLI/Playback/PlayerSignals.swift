import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C (SIGINT) and Ctrl-\ (SIGQUIT) at the terminal while a player has it are the player's:
/// mpv quits and says where it stood, and ytclone must live on to keep that, as system(3) does.
///
/// They are caught by a handler that does nothing rather than ignored: a caught signal is reset
/// to its default in the player when it starts (exec), an ignored one would stay ignored there,
/// and a player other than mpv could not be stopped with Ctrl-C.
enum PlayerSignals {
    static func heldBack<T>(_ body: () async throws -> T) async rethrows -> T {
        let kept = holdBack()
        defer { restore(kept) }
        return try await body()
    }

    /// The same for a caller that blocks (the browser's `w`, whose own SIGINT source would
    /// otherwise end the browser when Ctrl-C stops the player).
    static func heldBack<T>(_ body: () throws -> T) rethrows -> T {
        let kept = holdBack()
        defer { restore(kept) }
        return try body()
    }

    private static func holdBack() -> (interrupt: sigaction, quit: sigaction) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in }
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        var interrupt = sigaction(), quit = sigaction()
        sigaction(SIGINT, &action, &interrupt)
        sigaction(SIGQUIT, &action, &quit)
        return (interrupt, quit)
    }

    private static func restore(_ kept: (interrupt: sigaction, quit: sigaction)) {
        // A Ctrl-C sent with the player's (to the whole process group) may still be pending here,
        // when every thread that could take it was busy: unblocking the two in this thread takes
        // it now, with the do-nothing handler, rather than after the restore, where it would end
        // ytclone (POSIX delivers a pending unblocked signal before pthread_sigmask returns).
        var terminal = sigset_t(), mask = sigset_t()
        sigemptyset(&terminal)
        sigaddset(&terminal, SIGINT)
        sigaddset(&terminal, SIGQUIT)
        pthread_sigmask(SIG_UNBLOCK, &terminal, &mask)
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        var (interrupt, quit) = kept
        sigaction(SIGINT, &interrupt, nil)
        sigaction(SIGQUIT, &quit, nil)
    }
}
