import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A shell script run on a pseudo-terminal of its own, as in a terminal window: the test types
/// keys into it, reads what it prints, and looks at the terminal's settings.
///
/// The script runs under dash with job control (`set -m`), started by `setsid --ctty`, so the
/// pseudo-terminal is its controlling terminal and each command it runs is the foreground job:
/// Ctrl-C, Ctrl-\ and Ctrl-Z typed here reach that command alone, as they would from a person.
/// dash is used because it leaves the terminal as a job left it (bash puts its own settings back
/// after a job is killed, which would hide a program that did not). Never the developer's
/// terminal: the test process opens both ends with `O_NOCTTY`.
final class PseudoTerminal {
    private let master: Int32
    private let slave: Int32
    private let process = Process()
    private var bytes: [UInt8] = []

    /// The programs this needs, or `nil` when one is missing.
    static let tools: (dash: String, setsid: String)? = {
        let dash = ["/bin/dash", "/usr/bin/dash"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let setsid = ["/usr/bin/setsid", "/bin/setsid"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let dash, let setsid else { return nil }
        return (dash, setsid)
    }()

    /// Starts `script` under dash on a new pseudo-terminal. - Throws: when one cannot be made.
    init(script: String, environment: [String: String]) throws {
        guard let tools = Self.tools else { throw Failure("dash or setsid is missing") }
        guard let openpt = Self.libc("posix_openpt", as: OpenPT.self), let grantpt = Self.libc("grantpt", as: Unlock.self),
              let unlockpt = Self.libc("unlockpt", as: Unlock.self), let ptsname = Self.libc("ptsname_r", as: Name.self)
        else { throw Failure("the C library lacks posix_openpt") }
        master = openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0 else { throw Failure("posix_openpt failed") }
        var name = [CChar](repeating: 0, count: 128)
        guard ptsname(master, &name, name.count) == 0 else { throw Failure("ptsname_r failed") }
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        slave = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else { throw Failure("cannot open \(path)") }
        var size = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)

        process.executableURL = URL(fileURLWithPath: tools.setsid)
        process.arguments = ["--ctty", "--wait", tools.dash, "-c", "set -m\n" + script]
        process.environment = environment
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
    }

    deinit {
        // Hanging up the terminal ends the session (SIGHUP); a session that lingers is killed.
        close(master)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        close(slave)
    }

    // Glibc's Swift module leaves out the X/Open pseudo-terminal functions; they are looked up.
    private typealias OpenPT = @convention(c) (Int32) -> Int32
    private typealias Unlock = @convention(c) (Int32) -> Int32
    private typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    private static func libc<Function>(_ name: String, as type: Function.Type) -> Function? {
        dlsym(dlopen(nil, RTLD_NOW), name).map { unsafeBitCast($0, to: type) }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Everything printed so far, with the terminal's `\r\n` as `\n`.
    var text: String {
        String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// Reads what the terminal prints until `marker` has appeared `occurrences` times; false if it
    /// has not within `seconds` (a bound against hanging, not a measure of speed).
    @discardableResult
    func waitFor(_ marker: String, occurrences: Int = 1, seconds: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while text.components(separatedBy: marker).count - 1 < occurrences {
            guard Date() < deadline else { return false }
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) >= 0 else { continue }
            if poller.revents & Int16(POLLIN) != 0 {
                var chunk = [UInt8](repeating: 0, count: 4096)
                let count = read(master, &chunk, chunk.count)
                if count > 0 { bytes += chunk.prefix(count) } else { return false }
            } else if poller.revents & Int16(POLLHUP | POLLERR) != 0 {
                return false
            }
        }
        return true
    }

    /// Types `keys` on the terminal's keyboard.
    func type(_ keys: [UInt8]) {
        _ = keys.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Whether the terminal echoes what is typed now.
    var echoes: Bool {
        var settings = termios()
        guard tcgetattr(slave, &settings) == 0 else { return false }
        return settings.c_lflag & tcflag_t(ECHO) != 0
    }

    /// The process group the terminal's keys signal now: the job in the foreground.
    var foregroundProcessGroup: pid_t { tcgetpgrp(master) }

    /// The words of the last `stty -a` output printed after `marker` (so `echo` or `-echo`).
    func sttyWords(after marker: String) -> [String] {
        guard let range = text.range(of: marker, options: .backwards) else { return [] }
        let rest = text[range.upperBound...]
        guard let start = rest.range(of: "speed ") else { return [] }
        return rest[start.lowerBound...].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init)
    }

    /// The number after `name=` on the last line that has it.
    func value(_ name: String) -> Int? {
        text.split(separator: "\n").last { $0.hasPrefix("\(name)=") }.flatMap { Int($0.dropFirst(name.count + 1)) }
    }
}
