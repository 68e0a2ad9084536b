import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The paste-back half of `auth login`: over ssh the browser runs on another machine and cannot
/// reach the loopback listener, so it ends on an address that does not load
/// (`http://127.0.0.1:PORT/?code=…&state=…`). The person pastes that address, and it is taken as
/// if the listener had received it (the caller checks its `state` the same way).
///
/// Read from stdin while the listener waits, one line at a time, polling so that it can stop as
/// soon as the listener answers first.
enum PastedRedirect {
    /// The longest line read: an address with a code and a state is far shorter.
    static let maxLineBytes = 8192

    /// What reading stdin ended with.
    enum Outcome: Equatable {
        /// The query of a pasted address that carries `code` or `error`.
        case answer([String: String])
        /// A line that is not such an address, from stdin that is not a terminal (nobody to ask again).
        case unreadable
        /// Stdin ended, the deadline passed, or `stop` was set: the listener may still answer.
        case nothing
    }

    /// Reads lines from `descriptor` until one is the address the browser ended on.
    ///
    /// On a terminal a line that is not such an address is answered on stderr with what to paste
    /// (`complain`), and reading goes on; from a pipe it ends the wait with `.unreadable`.
    static func read(
        from descriptor: Int32, isTerminal: Bool, until deadline: ContinuousClock.Instant,
        stop: @Sendable @escaping () -> Bool, complain: @Sendable @escaping (String) -> Void
    ) async -> Outcome {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: readLoop(descriptor, isTerminal: isTerminal, deadline: deadline,
                                                        stop: stop, complain: complain))
            }
        }
    }

    private static func readLoop(
        _ descriptor: Int32, isTerminal: Bool, deadline: ContinuousClock.Instant,
        stop: () -> Bool, complain: (String) -> Void
    ) -> Outcome {
        var pending = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 1024)
        while ContinuousClock.now < deadline, !stop() {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 200) > 0 else { continue }
            // In the background (`auth login &`) a read of the terminal would stop the process
            // (SIGTTIN): the listener alone waits then, and the paste is read once it is brought back.
            if isTerminal, tcgetpgrp(descriptor) != getpgrp() {
                usleep(200_000)
                continue
            }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            let ended = count <= 0
            if !ended { pending += buffer[..<count] }
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) ?? (ended && !pending.isEmpty ? pending.count : nil) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(..<min(newline + 1, pending.count))
                switch judge(line) {
                case .answer(let query): return .answer(query)
                case .unreadable where isTerminal:
                    complain("That is not the address the browser ended on. Paste the whole address from its address bar (http://127.0.0.1:…/?code=…&state=…).")
                case .unreadable: return .unreadable
                case .nothing: break
                }
            }
            if pending.count > maxLineBytes {
                pending.removeAll()
                if !isTerminal { return .unreadable }
                complain("That line is too long to be the address the browser ended on.")
            }
            if ended { return .nothing }
        }
        return .nothing
    }

    /// One pasted line: an address with `code` or `error` in its query, an empty line (ignored),
    /// or something else.
    static func judge(_ line: String) -> Outcome {
        let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return .nothing }
        // A bare query (`?code=…&state=…` or `code=…&state=…`) is as good as the whole address.
        let address = text.contains("://") ? text : "http://127.0.0.1/" + (text.hasPrefix("?") ? text : "?" + text)
        let query = LoopbackListener.query(of: address)
        guard query["code"] != nil || query["error"] != nil else { return .unreadable }
        return .answer(query)
    }
}
