import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal in the browser's hands: raw mode (keys arrive one by one, nothing echoed, Ctrl-C
/// and Ctrl-Z as bytes), the alternate screen, the cursor hidden, wheel reports and bracketed
/// paste on (a paste arrives marked as text, never as keys). `restore()`
/// puts back exactly the settings found, and is safe to call more than once and from a signal's
/// handler queue; every way out (quit, error, SIGINT, SIGTERM, SIGHUP, Ctrl-Z) goes through it.
public final class RawTerminal: @unchecked Sendable {
    // @unchecked: `saved` is written once in init; `active` is guarded by `lock`.
    private let input: Int32
    private let output: Int32
    private let saved: termios
    private let lock = NSLock()
    private var active = false
    private var suspended = false
    /// While set, the key reader leaves stdin alone (a player is using the terminal).
    let paused = Atomic<Bool>(false)

    /// The terminal on `input` and `output`, left as it is until `enter()`; nil when either is
    /// not a terminal.
    public init?(input: Int32, output: Int32) {
        var settings = termios()
        guard isatty(input) == 1, isatty(output) == 1, tcgetattr(input, &settings) == 0 else { return nil }
        self.input = input
        self.output = output
        saved = settings
    }

    /// What `enter()` writes: the alternate screen, the cursor hidden, wheel reports (SGR),
    /// bracketed paste, a clear screen.
    static let entering = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[2J"
    /// What `restore()` writes: each mode `entering` turned on, off again, in reverse order.
    static let leaving = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// Enters raw mode and the alternate screen.
    func enter() {
        lock.lock()
        defer { lock.unlock() }
        guard !active else { return }
        var raw = saved
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(input, TCSAFLUSH, &raw)
        send(Self.entering)
        active = true
    }

    /// Raw mode and the alternate screen again after `fg` (the shell may have changed the
    /// settings while the process was stopped), without leaving them first.
    private func reapply() {
        lock.lock()
        let wasActive = active
        active = false
        lock.unlock()
        if wasActive { enter() }
    }

    /// Leaves the alternate screen and puts the terminal's settings back as they were.
    func restore() {
        lock.lock()
        defer { lock.unlock() }
        guard active else { return }
        send(Self.leaving)
        var settings = saved
        tcsetattr(input, TCSAFLUSH, &settings)
        active = false
    }

    /// Stops the process as Ctrl-Z would, with the terminal restored; `resume()` on SIGCONT
    /// (`fg`) brings raw mode back.
    ///
    /// Nothing here runs after the `kill`: in a process with several threads the stop can take
    /// hold a moment after `kill` returns, and raw mode set in that moment stayed on while the
    /// shell had the terminal.
    func suspend() {
        restore()
        lock.lock()
        suspended = true
        lock.unlock()
        kill(getpid(), SIGSTOP)
    }

    /// After SIGCONT: raw mode and the alternate screen again, whether the process stopped itself
    /// (`suspend()`) or was stopped from outside (the shell may have changed the settings).
    func resume() {
        lock.lock()
        let wasSuspended = suspended
        suspended = false
        lock.unlock()
        if wasSuspended { enter() } else { reapply() }
    }

    /// The terminal's size now, or 80×24 when it does not say.
    var size: Frame.Size {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return Frame.Size(width: 80, height: 24)
        }
        return Frame.Size(width: Int(size.ws_col), height: Int(size.ws_row))
    }

    /// Writes `text` while the browser has the terminal; nothing once it was restored, so a
    /// frame never lands after (or in the middle of) the restoring sequence a signal sent.
    func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard active else { return }
        send(text)
    }

    /// Runs `body` (a player) with the terminal as the shell had it and the key reader paused;
    /// keys typed meanwhile were the player's and are dropped.
    func lend(_ body: () -> Void) {
        paused.store(true, ordering: .sequentiallyConsistent)
        restore()
        body()
        tcflush(input, TCIFLUSH)
        enter()
        paused.store(false, ordering: .sequentiallyConsistent)
    }

    private func send(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
