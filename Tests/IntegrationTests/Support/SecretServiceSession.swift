import Foundation
import Testing

/// A desktop keyring for a test: each command runs on a D-Bus session bus of its own
/// (`dbus-run-session`) with `gnome-keyring-daemon` unlocked on it, the keyring's files in the
/// home's own data folder (`XDG_DATA_HOME`), so the next command's daemon opens the same keyring
/// and the developer's own keyring is never touched.
///
/// ```swift
/// guard let keyring = try SecretServiceSession.startOrSkip(home: home.url) else { return }
/// let status = try keyring.ytclone(["auth", "status"], environment: home.environment)
/// let item = try keyring.secretToolLookup(["account", "1"])
/// ```
struct SecretServiceSession {
    let dataFolder: URL
    let dbusRunSession: String
    let secretTool: String

    /// The keyring's password: the daemon creates the `login` keyring with it at the first unlock
    /// (an empty one would make it ask on a prompter, which has no display here).
    static let password = "ytclone-keyring-test"

    /// The session, or `nil` with the reason printed when `dbus-run-session`, `gnome-keyring-daemon`
    /// or `secret-tool` is missing; in CI (`CI=true`, where scripts/test.sh installs them) a
    /// missing tool fails the test instead.
    static func startOrSkip(home: URL) throws -> SecretServiceSession? {
        let tools = ["dbus-run-session", "gnome-keyring-daemon", "secret-tool"].map { name in
            (name, ["/usr/bin", "/bin", "/usr/local/bin"].map { "\($0)/\(name)" }
                .first { FileManager.default.isExecutableFile(atPath: $0) })
        }
        let missing = tools.filter { $0.1 == nil }.map(\.0)
        guard missing.isEmpty else {
            let reason = "no \(missing.joined(separator: ", ")) (Debian: dbus, gnome-keyring, libsecret-tools)"
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                Issue.record("the keyring tests must run in CI, and \(reason)")
            } else {
                print("skipping the desktop keyring test: \(reason)")
            }
            return nil
        }
        let data = home.appendingPathComponent("keyring-data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        return SecretServiceSession(dataFolder: data, dbusRunSession: tools[0].1!, secretTool: tools[2].1!)
    }

    /// The command line that runs `command` (a shell line, given the arguments after it) on a new
    /// bus with the keyring unlocked: `env --default-signal dbus-run-session -- sh -c SCRIPT sh ARGS…`.
    /// The test process blocks SIGTERM in its threads and a child inherits that mask; `env
    /// --default-signal` clears it, or the SIGTERM dbus-run-session ends its bus with would never
    /// arrive, and the bus and the keyring daemon would outlive the command (and Foundation's
    /// `Process` would wait for them).
    private func wrapper(running command: String) -> [String] {
        ["/usr/bin/env", "--default-signal", dbusRunSession, "--", "/bin/sh", "-c",
         "printf %s '\(Self.password)' | gnome-keyring-daemon --unlock --components=secrets >/dev/null 2>&1; \(command)",
         "sh"]
    }

    private var variables: [String: String] { ["XDG_DATA_HOME": dataFolder.path] }

    /// The built ytclone, with `environment` and the keyring's variables.
    func ytclone(_ arguments: [String], environment: [String: String]) throws -> CommandResult {
        let result = try CommandRunner.ytclone(arguments, environment: environment.merging(variables) { $1 },
                                               under: wrapper(running: "exec \"$@\""))
        return Self.withoutDaemonVariables(result)
    }

    /// `secret-tool lookup ATTRIBUTE VALUE…`: the secret (empty when there is none) and the exit
    /// status. (CommandRunner puts ytclone's path first, which the line drops.)
    func secretToolLookup(_ attributes: [String]) throws -> CommandResult {
        let result = try CommandRunner.ytclone(attributes, environment: variables,
                                               under: wrapper(running: "shift; exec '\(secretTool)' lookup \"$@\""))
        return Self.withoutDaemonVariables(result)
    }

    /// `result` without the lines a keyring daemon D-Bus starts on demand (when the unlocked one
    /// has not claimed the bus name yet) prints on the session's stdout: its variables, which are
    /// neither the secret nor ytclone's output (under load they followed `auth status --json`).
    private static func withoutDaemonVariables(_ result: CommandResult) -> CommandResult {
        var result = result
        result.stdout = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("GNOME_KEYRING_CONTROL=") && !$0.hasPrefix("SSH_AUTH_SOCK=") }
            .joined(separator: "\n")
        return result
    }
}
