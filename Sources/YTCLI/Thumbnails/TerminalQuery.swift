import Foundation
import YTImages

#if canImport(Glibc)
    import Glibc
#endif

/// Asks the terminal which pictures it draws, when its environment does not say: kitty's
/// graphics query (a 1×1 image it answers `OK` to) and the primary device attributes (DA1), whose
/// answer lists 4 when sixel is spoken. Every terminal answers DA1, so the wait ends at its answer;
/// one that answers nothing costs `timeout`. The terminal is in raw mode, without echo or signal
/// keys (a Ctrl-C then is a byte, not a kill that would leave the terminal raw), only while it
/// answers; an answer still missing at the timeout gets a short grace, then whatever arrived is
/// discarded, so a late answer is not typed into the shell.
enum TerminalQuery {
    static let question = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\" + "\u{1B}[c"

    /// What the terminal on `input`/`output` says it draws, or nil when it said nothing in time.
    static func ask(input: Int32, output: Int32, timeout: Duration = .milliseconds(150)) -> DrawingProtocol? {
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSANOW, &raw) == 0 else { return nil }
        defer { _ = tcsetattr(input, TCSANOW, &saved) }
        let bytes = Array(question.utf8)
        guard write(output, bytes, bytes.count) == bytes.count else { return nil }
        var answer: [UInt8] = []
        let deadline = ContinuousClock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 256)
        while !answersDA1(answer), answer.count < 4096 {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { break }
            var ready = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
            guard poll(&ready, 1, max(1, milliseconds)) > 0 else { break }
            let count = read(input, &buffer, buffer.count)
            guard count > 0 else { break }
            answer += buffer[0..<count]
        }
        if !answersDA1(answer) {
            usleep(50_000)
            tcflush(input, TCIFLUSH)
        }
        return parse(answer)
    }

    /// The protocol an answer names: kitty's `OK` first, then sixel from DA1's attribute 4.
    static func parse(_ answer: [UInt8]) -> DrawingProtocol? {
        let text = String(decoding: answer, as: UTF8.self)
        if text.contains("\u{1B}_Gi=31;OK") { return .kitty }
        guard let start = text.range(of: "\u{1B}[?"), let end = text[start.upperBound...].firstIndex(of: "c") else {
            return nil
        }
        let attributes = text[start.upperBound..<end].split(separator: ";")
        return attributes.contains("4") ? .sixel : .symbols
    }

    private static func answersDA1(_ answer: [UInt8]) -> Bool {
        guard let start = answer.firstRange(of: Array("\u{1B}[?".utf8)) else { return false }
        return answer[start.upperBound...].contains(UInt8(ascii: "c"))
    }
}
