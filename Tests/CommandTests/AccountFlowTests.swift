import Foundation
import Testing

/// Local accounts, comments and library in process, one home directory per test.
@Suite struct AccountFlowTests {
    static let password = "Corr3ct-horse"

    @Test func theWholeJourney() async throws {
        let home = CommandHome.today()
        let videoId = home.api.fixture("videoId")

        #expect(await home.signUp(email: "Ada@Example.com").status == 0)
        #expect(await home.run(["whoami"]).stdout == "@ada (Ada@Example.com)\n")
        #expect(await home.run(["signout"]).status == 0)
        #expect(await home.run(["whoami"]).status == 77)
        #expect(await home.run(["signin", "--email", "ada@EXAMPLE.com", "--password-stdin"], stdin: Self.password + "\n").status == 0)

        let edited = await home.run(["profile", "edit", "--name", "Ada King", "--handle", "@ada_k", "--json"])
        #expect(edited.status == 0, "\(edited.stderr)")
        let profile = try #require(try await home.json(["profile"]) as? [String: Any])
        #expect(profile["name"] as? String == "Ada King")
        #expect(profile["handle"] as? String == "ada_k")
        #expect(profile["avatar"] is NSNull)
        #expect(profile.keys.allSatisfy { !$0.lowercased().contains("password") })

        let added = await home.run(["comment", "add", videoId, "  Loved it #Swift @bob  ", "--json"])
        #expect(added.status == 0, "\(added.stderr)")
        let comment = try #require((try added.json as? [[String: Any]])?.first)
        let commentId = try #require(comment["id"] as? String)
        #expect(comment["text"] as? String == "Loved it #Swift @bob")
        #expect(comment["hashtags"] as? [String] == ["swift"])
        #expect(comment["mentions"] as? [String] == ["bob"])

        #expect(await home.run(["comment", "edit", commentId, "Edited #news"]).status == 0)
        let local = try #require(try await home.json(["comments", videoId, "--source", "local"]) as? [[String: Any]])
        #expect(local.map { $0["text"] as? String } == ["Edited #news"])
        #expect(local.first?["source"] as? String == "local")
        #expect(await home.run(["comment", "delete", commentId, "--yes"]).status == 0)
        #expect((try await home.json(["comments", videoId, "--source", "local"]) as? [Any])?.isEmpty == true)

        #expect(await home.run(["fav", "add", videoId]).status == 0)
        #expect(await home.run(["fav", "add", videoId]).stderr.contains("already"))
        let favorites = try #require(try await home.json(["fav", "list"]) as? [[String: Any]])
        #expect(favorites.map { $0["videoId"] as? String } == [videoId])
        #expect(await home.run(["fav", "rm", videoId]).status == 0)
        #expect(await home.run(["fav", "rm", videoId]).status == 66)

        #expect(await home.run(["video", videoId]).status == 0)
        let history = try #require(try await home.json(["history"]) as? [[String: Any]])
        #expect(history.map { $0["videoId"] as? String } == [videoId])
        #expect(await home.run(["history", "--clear", "--yes"]).stderr.contains("Cleared 1 entry"))

        #expect(await home.run(["signout"]).stderr.contains("Signed out"))
        #expect(await home.run(["signin", "--email", "ada@example.com", "--password-stdin"], stdin: Self.password + "\n").status == 0)
        #expect(await home.run(["account", "delete"]).status == 64, "no confirmation possible without a terminal")
        #expect(await home.run(["account", "delete", "--yes"]).status == 0)
        #expect(await home.run(["whoami"]).status == 77)
        #expect(await home.run(["signin", "--email", "ada@example.com", "--password-stdin"], stdin: Self.password + "\n").status == 77)
    }

    @Test func passwordChangeNeedsTheCurrentPassword() async throws {
        let home = CommandHome.today()
        #expect(await home.signUp(email: "ada@example.com").status == 0)
        let wrong = await home.run(["profile", "edit", "--password", "--password-stdin"], stdin: "Nope1234x\nN3w-password\n")
        #expect(wrong.status == 77)
        let right = await home.run(["profile", "edit", "--password", "--password-stdin"], stdin: "\(Self.password)\nN3w-password\n")
        #expect(right.status == 0, "\(right.stderr)")
        #expect(await home.run(["signin", "--email", "ada@example.com", "--password-stdin"], stdin: "N3w-password\n").status == 0)
        #expect(await home.run(["signin", "--email", "ada@example.com", "--password-stdin"], stdin: Self.password + "\n").status == 77)
    }

    @Test func avatarsAreCheckedByContentAndSize() async throws {
        let home = CommandHome.today()
        let png = home.root.appendingPathComponent("me.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 7, count: 100)).write(to: png)
        let fake = home.root.appendingPathComponent("fake.png")
        try Data("GIF89a not a png".utf8).write(to: fake)
        let huge = home.root.appendingPathComponent("huge.jpg")
        try Data([0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0, count: 2 * 1024 * 1024)).write(to: huge)

        let refused = await home.run(["signup", "--name", "A", "--email", "a@example.com", "--avatar", fake.path, "--password-stdin"],
                                     stdin: Self.password + "\n")
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("not a PNG or JPEG"))
        let tooBig = await home.run(["signup", "--name", "A", "--email", "a@example.com", "--avatar", huge.path, "--password-stdin"],
                                    stdin: Self.password + "\n")
        #expect(tooBig.status == 65)
        #expect(tooBig.stderr.contains("2 MB"))

        #expect(await home.run(["signup", "--name", "A", "--email", "a@example.com", "--avatar", png.path, "--password-stdin"],
                               stdin: Self.password + "\n").status == 0)
        let profile = try #require(try await home.json(["profile"]) as? [String: Any])
        let avatar = try #require(profile["avatar"] as? [String: Any])
        #expect(avatar["mimeType"] as? String == "image/png")
        #expect(avatar["bytes"] as? Int == 108)
        #expect(await home.run(["profile", "edit", "--remove-avatar"]).status == 0)
        #expect((try await home.json(["profile"]) as? [String: Any])?["avatar"] is NSNull)
    }
}
