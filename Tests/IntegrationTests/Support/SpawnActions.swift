import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Spawning long-lived helpers (the emulator, tmux) so they hold nothing of the test process.
///
/// Tests run in parallel: a helper spawned while another test's `Process` is being set up would
/// inherit that `Process`'s descriptors (its pipes, the socket through which Foundation learns
/// that the child ended) and keep them open for as long as it runs. The other test then waits
/// for its child's end for ever, spinning (a clean clone's CI hung on it).
enum SpawnActions {
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), looked up because
    /// the Glibc module leaves it out.
    private static let closeFrom: CloseFrom? = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: CloseFrom.self) }

    /// Adds "close every descriptor above stderr" to `actions`, after the redirections added so far.
    static func closeAllAboveStandardError(_ actions: inout posix_spawn_file_actions_t) {
        if let closeFrom { _ = closeFrom(&actions, 3) }
    }
}
