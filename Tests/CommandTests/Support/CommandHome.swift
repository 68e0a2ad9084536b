import Foundation
import Testing
@testable import YTCLI
import YouTubeAPI

/// One user's ytclone in a temporary folder (`YTCLONE_HOME`), run in this process: each `run`
/// goes through `Program.run` exactly as the executable does, with the streams captured and the
/// API answered by an `InMemoryAPI`.
final class CommandHome: @unchecked Sendable {
    let root: URL
    let api: InMemoryAPI
    var environment: [String: String]
    /// What `run` says stdin, stdout and stderr are.
    var terminal = (stdin: false, stdout: false, stderr: false)
    var columns: Int?
    var now: @Sendable () -> Date = { Date() }
    /// Answers the API's requests instead of `api` when set (crafted answers).
    var transport: (any HTTPTransport)?

    init(api: InMemoryAPI = InMemoryAPI(), key: String? = InMemoryAPI.key) {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-commands-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: root, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        self.api = api
        environment = [
            "YTCLONE_HOME": root.appendingPathComponent("home").path,
            "HOME": root.path,
            "YTCLONE_API_BASE": "http://127.0.0.1:9",
            "PATH": "",
        ]
        environment["YOUTUBE_API_KEY"] = key
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether stdout or stderr held bytes that are not UTF-8 (the strings above show them as U+FFFD).
        var printedInvalidUTF8 = false

        /// stdout as JSON.
        var json: Any {
            get throws { try JSONSerialization.jsonObject(with: Data(stdout.utf8), options: [.fragmentsAllowed]) }
        }

        var lines: [String] {
            stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }

    /// Runs `ytclone ARGUMENTS` with `stdin` as its standard input.
    func run(_ arguments: [String], stdin: String = "") async -> Result {
        let out = CapturedOutput(), err = CapturedOutput()
        var fds: [Int32] = [0, 0]
        precondition(pipe(&fds) == 0)
        let input = Array(stdin.utf8)
        precondition(input.count < 60_000, "stdin must fit a pipe's buffer")
        _ = input.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
        close(fds[1])
        defer { close(fds[0]) }
        let api: any HTTPTransport = transport ?? api
        let host = Host(
            environment: environment, workingDirectory: root, stdout: out.sink, stderr: err.sink, stdin: fds[0],
            stdinIsTerminal: terminal.stdin, stdoutIsTerminal: terminal.stdout, stderrIsTerminal: terminal.stderr,
            terminalColumns: columns, makeTransport: { _ in api }, now: now)
        let status = await Program.run(arguments, host: host)
        return Result(status: status, stdout: out.text, stderr: err.text,
                      printedInvalidUTF8: [out.bytes, err.bytes].contains { String(validating: $0, as: UTF8.self) == nil })
    }

    /// Signs up `handle` (password `CommandHome.password`) and leaves them signed in.
    @discardableResult
    func signUp(_ handle: String = "ada") async -> Result {
        await run(["signup", "--name", handle.capitalized, "--email", "\(handle)@example.com", "--handle", handle,
                   "--password-stdin"], stdin: "\(CommandHome.password)\n")
    }

    static let password = "Correct horse 9 battery"

    /// A new home with `ada` signed up and signed in.
    static func signedIn() async -> CommandHome {
        let home = CommandHome.make()
        let result = await home.signUp("ada")
        #expect(result.status == 0, "\(result.stderr)")
        return home
    }
}
