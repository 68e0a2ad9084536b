import Foundation
import Testing

/// Local accounts through the built binary: the session file's mode and what the database file
/// holds (the flows themselves run in process in `CommandTests/AccountFlowTests`). `Home` is the
/// scratch home other suites share.
@Suite struct AccountFlowTests {
    static let password = "Corr3ct-horse"

    /// A scratch `YTCLONE_HOME` shared by the commands of one test.
    final class Home {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-home-\(UUID().uuidString)")
        let apiKey: String
        var apiBase: String?
        /// More environment variables for every run (`YTCLONE_QUOTA_BUDGET`, say).
        var variables: [String: String] = [:]

        init(apiKey: String = "account-key") {
            self.apiKey = apiKey
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        func run(_ arguments: [String], stdin: String? = nil, path: String? = nil) throws -> CommandResult {
            var environment = ["YTCLONE_HOME": url.path, "YOUTUBE_API_KEY": apiKey]
            if let apiBase { environment["YTCLONE_API_BASE"] = apiBase }
            if let path { environment["PATH"] = path }
            environment.merge(variables) { $1 }
            return try CommandRunner.ytclone(arguments, environment: environment, stdin: stdin)
        }

        func signUp(_ email: String = "ada@example.com", handle: String? = nil, name: String = "Ada") throws -> CommandResult {
            try run(["signup", "--name", name, "--email", email, "--password-stdin"] + (handle.map { ["--handle", $0] } ?? []),
                    stdin: "\(AccountFlowTests.password)\n")
        }

        func json(_ arguments: [String]) throws -> Any {
            let result = try run(arguments + ["--json"])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            return try result.json()
        }
    }

    @Test func noSecretInTheDatabaseAndAPrivateSessionFile() throws {
        let home = Home()
        #expect(try home.signUp().status == 0)
        let sessionFile = home.url.appendingPathComponent("state/session")
        let attributes = try FileManager.default.attributesOfItem(atPath: sessionFile.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let token = try String(contentsOf: sessionFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(token.count == 64)

        let dataDirectory = home.url.appendingPathComponent("data")
        var bytes = Data()
        for name in try FileManager.default.contentsOfDirectory(atPath: dataDirectory.path) {
            bytes += try Data(contentsOf: dataDirectory.appendingPathComponent(name))
        }
        #expect(bytes.range(of: Data("ada@example.com".utf8)) != nil, "the scan must see the database's contents")
        #expect(bytes.range(of: Data("$argon2id$".utf8)) != nil, "passwords are stored as argon2id hashes")
        #expect(bytes.range(of: Data(Self.password.utf8)) == nil)
        #expect(bytes.range(of: Data(token.utf8)) == nil)
    }
}
