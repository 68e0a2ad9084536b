import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A command that reads a password gives up core dumps and becomes non-dumpable before it reads
/// it, seen from outside while it waits for the rest of a password line on a pipe:
///
/// - `/proc/PID/limits` shows a core file size of 0, soft and hard, although it was started with
///   no limit;
/// - `/proc/PID/status` belongs to root rather than to the user ytclone runs as: the kernel's mark
///   of a non-dumpable process, whose memory other processes of that user cannot read (ptrace,
///   /proc/PID/mem and environ).
///
/// As root the test runs ytclone as `nobody` (setpriv) so that the owner tells, and starts it
/// with `prlimit --core=unlimited` so that a limit of 0 is ytclone's doing.
@Suite struct PasswordMemoryTests {
    private struct Launcher {
        var prefix: [String]
        var uid: uid_t
    }

    /// prlimit and, as root, setpriv to `nobody`; cancels the test when they are missing.
    private func launcher() throws -> Launcher {
        let prlimit = "/usr/bin/prlimit", setpriv = "/usr/bin/setpriv"
        guard FileManager.default.isExecutableFile(atPath: prlimit) else { try Test.cancel("needs prlimit (util-linux)") }
        var limits = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &limits)
        let core = limits.rlim_max == rlim_t.max ? "unlimited" : String(limits.rlim_max)
        let raise = [prlimit, "--core=\(core):\(core)", "--"]
        guard getuid() == 0 else { return Launcher(prefix: raise, uid: getuid()) }
        guard FileManager.default.isExecutableFile(atPath: setpriv) else { try Test.cancel("needs setpriv (util-linux)") }
        return Launcher(prefix: raise + [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--"], uid: 65534)
    }

    /// Bytes written into the pipe that nobody has read yet.
    private func unread(_ pipe: Pipe) -> Int32 {
        var count: Int32 = 0
        return ioctl(pipe.fileHandleForWriting.fileDescriptor, UInt(FIONREAD), &count) == 0 ? count : -1
    }

    @Test(arguments: [
        (["signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"], ""),
        (["signin", "--email", "ada@example.com", "--password-stdin"], ""),
        (["profile", "edit", "--password", "--password-stdin"], AccountFlowTests.password + "\n"),
    ])
    func noCoreDumpAndNotDumpableWhileReadingAPassword(arguments: [String], before: String) throws {
        let launcher = try launcher()
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-dump-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: home) }
        let ytclone = try BuildProducts.executable("ytclone").path
        func environment() -> [String: String] {
            ["PATH": "/usr/bin:/bin", "HOME": home.path, "YTCLONE_HOME": home.path, "LANG": "C.UTF-8", "TZ": "UTC"]
        }
        // This process keeps a read end of each pipe open, so writing to it never raises SIGPIPE here.
        var readEnds: [Int32] = []
        defer { readEnds.forEach { close($0) } }
        func start(_ arguments: [String], stdin: Pipe) throws -> Process {
            readEnds.append(dup(stdin.fileHandleForReading.fileDescriptor))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: launcher.prefix[0])
            process.arguments = Array(launcher.prefix.dropFirst()) + [ytclone] + arguments
            process.currentDirectoryURL = home
            process.environment = environment()
            process.standardInput = stdin
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        if launcher.uid != getuid() { #expect(chown(home.path, launcher.uid, launcher.uid) == 0) }
        if arguments[0] != "signup" {
            let input = Pipe()
            let signUp = try start(["signup", "--name", "Ada", "--email", "ada@example.com", "--password-stdin"], stdin: input)
            input.fileHandleForWriting.write(Data("\(AccountFlowTests.password)\n".utf8))
            try input.fileHandleForWriting.close()
            signUp.waitUntilExit()
            try #require(signUp.terminationStatus == 0, "sign-up as uid \(launcher.uid) failed")
        }

        let input = Pipe()
        let process = try start(arguments, stdin: input)
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        // Half a password line (for profile edit, after the current password: the new one, at the
        // second prompt). Once the pipe is empty, ytclone is reading it and waits for the rest.
        let half = before + String(AccountFlowTests.password.prefix(5))
        input.fileHandleForWriting.write(Data(half.utf8))
        let deadline = Date().addingTimeInterval(60)
        while unread(input) > 0, process.isRunning, Date() < deadline { usleep(10_000) }
        try #require(unread(input) == 0 && process.isRunning, "ytclone did not start reading the password")

        let pid = process.processIdentifier
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let uid = status.split(separator: "\n").first { $0.hasPrefix("Uid:") }?.split(whereSeparator: \.isWhitespace)
            .dropFirst().first.map(String.init)
        #expect(uid == String(launcher.uid), "ytclone runs as uid \(launcher.uid), not \(uid ?? "?")")
        let owner = try FileManager.default.attributesOfItem(atPath: "/proc/\(pid)/status")[.ownerAccountID] as? NSNumber
        #expect(owner?.uint32Value == 0, "/proc/\(pid)/status belongs to uid \(owner ?? -1): the process is dumpable")

        let limits = try String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8)
        let core = limits.split(separator: "\n").first { $0.hasPrefix("Max core file size") }
        let values = core?.dropFirst("Max core file size".count).split(whereSeparator: \.isWhitespace).map(String.init)
        #expect(values?.prefix(2) == ["0", "0"], "\(core ?? "no core line")")

        // The rest of the line: the command finishes as it would have.
        input.fileHandleForWriting.write(Data((String(AccountFlowTests.password.dropFirst(5)) + "\n").utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
