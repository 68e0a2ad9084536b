import Foundation
import Testing

/// Local accounts, comments and library through the built binary, one home directory per test.
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

    @Test func theWholeJourney() throws {
        let emulator = try EmulatorProcess.start(["--api-key", "account-key"])
        defer { emulator.stop() }
        let home = Home()
        home.apiBase = emulator.baseURL.absoluteString
        let videoId = try #require(try emulator.fixtures()["videoId"])

        #expect(try home.signUp("Ada@Example.com").status == 0)
        #expect(try home.run(["whoami"]).stdout == "@ada (Ada@Example.com)\n")
        #expect(try home.run(["signout"]).status == 0)
        #expect(try home.run(["whoami"]).status == 77)
        #expect(try home.run(["signin", "--email", "ada@EXAMPLE.com", "--password-stdin"], stdin: Self.password + "\n").status == 0)

        let edited = try home.run(["profile", "edit", "--name", "Ada King", "--handle", "@ada_k", "--json"])
        #expect(edited.status == 0, "\(edited.stderr)")
        let profile = try #require(try home.json(["profile"]) as? [String: Any])
        #expect(profile["name"] as? String == "Ada King")
        #expect(profile["handle"] as? String == "ada_k")
        #expect(profile["avatar"] is NSNull)
        #expect(profile.keys.allSatisfy { !$0.lowercased().contains("password") })

        let added = try home.run(["comment", "add", videoId, "  Loved it #Swift @bob  ", "--json"])
        #expect(added.status == 0, "\(added.stderr)")
        let comment = try #require((try added.json() as? [[String: Any]])?.first)
        let commentId = try #require(comment["id"] as? String)
        #expect(comment["text"] as? String == "Loved it #Swift @bob")
        #expect(comment["hashtags"] as? [String] == ["swift"])
        #expect(comment["mentions"] as? [String] == ["bob"])

        #expect(try home.run(["comment", "edit", commentId, "Edited #news"]).status == 0)
        let local = try #require(try home.json(["comments", videoId, "--source", "local"]) as? [[String: Any]])
        #expect(local.map { $0["text"] as? String } == ["Edited #news"])
        #expect(local.first?["source"] as? String == "local")
        #expect(try home.run(["comment", "delete", commentId, "--yes"]).status == 0)
        #expect((try home.json(["comments", videoId, "--source", "local"]) as? [Any])?.isEmpty == true)

        #expect(try home.run(["fav", "add", videoId]).status == 0)
        #expect(try home.run(["fav", "add", videoId]).stderr.contains("already"))
        let favorites = try #require(try home.json(["fav", "list"]) as? [[String: Any]])
        #expect(favorites.map { $0["videoId"] as? String } == [videoId])
        #expect(try home.run(["fav", "rm", videoId]).status == 0)
        #expect(try home.run(["fav", "rm", videoId]).status == 66)

        #expect(try home.run(["video", videoId]).status == 0)
        let history = try #require(try home.json(["history"]) as? [[String: Any]])
        #expect(history.map { $0["videoId"] as? String } == [videoId])
        #expect(try home.run(["history", "--clear", "--yes"]).stderr.contains("Cleared 1 entry"))

        #expect(try home.run(["signout"]).stderr.contains("Signed out"))
        #expect(try home.run(["signin", "--email", "ada@example.com", "--password-stdin"], stdin: Self.password + "\n").status == 0)
        #expect(try home.run(["account", "delete"]).status == 64, "no confirmation possible without a terminal")
        #expect(try home.run(["account", "delete", "--yes"]).status == 0)
        #expect(try home.run(["whoami"]).status == 77)
        #expect(try home.run(["signin", "--email", "ada@example.com", "--password-stdin"], stdin: Self.password + "\n").status == 77)
    }

    @Test func passwordChangeNeedsTheCurrentPassword() throws {
        let home = Home()
        #expect(try home.signUp().status == 0)
        let wrong = try home.run(["profile", "edit", "--password", "--password-stdin"], stdin: "Nope1234x\nN3w-password\n")
        #expect(wrong.status == 77)
        let right = try home.run(["profile", "edit", "--password", "--password-stdin"], stdin: "\(Self.password)\nN3w-password\n")
        #expect(right.status == 0, "\(right.stderr)")
        #expect(try home.run(["signin", "--email", "ada@example.com", "--password-stdin"], stdin: "N3w-password\n").status == 0)
        #expect(try home.run(["signin", "--email", "ada@example.com", "--password-stdin"], stdin: Self.password + "\n").status == 77)
    }

    @Test func avatarsAreCheckedByContentAndSize() throws {
        let home = Home()
        try FileManager.default.createDirectory(at: home.url, withIntermediateDirectories: true)
        let png = home.url.appendingPathComponent("me.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 7, count: 100)).write(to: png)
        let fake = home.url.appendingPathComponent("fake.png")
        try Data("GIF89a not a png".utf8).write(to: fake)
        let huge = home.url.appendingPathComponent("huge.jpg")
        try Data([0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0, count: 2 * 1024 * 1024)).write(to: huge)

        let refused = try home.run(["signup", "--name", "A", "--email", "a@example.com", "--avatar", fake.path, "--password-stdin"],
                                   stdin: Self.password + "\n")
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("not a PNG or JPEG"))
        let tooBig = try home.run(["signup", "--name", "A", "--email", "a@example.com", "--avatar", huge.path, "--password-stdin"],
                                  stdin: Self.password + "\n")
        #expect(tooBig.status == 65)
        #expect(tooBig.stderr.contains("2 MB"))

        #expect(try home.run(["signup", "--name", "A", "--email", "a@example.com", "--avatar", png.path, "--password-stdin"],
                             stdin: Self.password + "\n").status == 0)
        let profile = try #require(try home.json(["profile"]) as? [String: Any])
        let avatar = try #require(profile["avatar"] as? [String: Any])
        #expect(avatar["mimeType"] as? String == "image/png")
        #expect(avatar["bytes"] as? Int == 108)
        #expect(try home.run(["profile", "edit", "--remove-avatar"]).status == 0)
        #expect((try home.json(["profile"]) as? [String: Any])?["avatar"] is NSNull)
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
