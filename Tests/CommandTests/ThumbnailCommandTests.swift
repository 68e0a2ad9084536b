import Foundation
import Testing

/// Channel and profile avatars, and no pictures for scripts, in process against the catalog.
@Suite struct ThumbnailCommandTests {
    /// 16×8 cells hold a square avatar: sixteen columns of eight rows.
    static func avatarRows(_ stdout: String) -> Int {
        stdout.split(separator: "\n").prefix(8).filter { line in
            line.unicodeScalars.contains { (0x2580...0x259F).contains($0.value) || $0 == " " } && line.contains("\u{1B}[")
        }.count
    }

    @Test func channelAndProfileAvatars() async throws {
        let home = CommandHome.today()
        let channelId = home.api.fixture("channelId")

        let channel = await home.run(["channel", channelId, "--limit", "1", "--thumbnails", "symbols"])
        #expect(channel.status == 0, "\(channel.stderr)")
        #expect(Self.avatarRows(channel.stdout) == 8, "\(channel.stdout.prefix(600))")
        #expect(home.api.imageRequests == 1)

        #expect(await home.signUp(email: "ada@example.com").status == 0)
        let avatar = home.root.appendingPathComponent("me.png")
        try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../ImageTests/Golden/landscape.png").standardizedFileURL).write(to: avatar)
        #expect(await home.run(["profile", "edit", "--avatar", avatar.path]).status == 0)
        let profile = await home.run(["profile", "--thumbnails", "symbols"])
        #expect(profile.status == 0, "\(profile.stderr)")
        #expect(profile.stdout.contains("\u{1B}["))
        #expect(profile.stdout.contains("Handle"))
        // The stored avatar is drawn from the database: nothing is fetched for it.
        #expect(home.api.imageRequests == 1)
        #expect(!(await home.run(["profile", "--json", "--thumbnails", "symbols"]).stdout.contains("\u{1B}")))
    }

    @Test func scriptsGetNoPictures() async throws {
        let home = CommandHome.today()
        let videoId = home.api.fixture("videoId")

        for arguments in [["video", videoId], ["video", videoId, "--json", "--thumbnails", "symbols"],
                          ["video", videoId, "--format", "tsv", "--thumbnails", "kitty"]] {
            let result = await home.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(!result.stdout.contains("\u{1B}"), "\(arguments)")
        }
        #expect(home.api.imageRequests == 0)

        home.environment["YTCLONE_THUMBNAILS"] = "sometimes"
        let refused = await home.run(["video", videoId])
        #expect(refused.status == 65)  // as for every invalid setting (YTCLONE_TIMEOUT, …)
        #expect(refused.stderr.contains("YTCLONE_THUMBNAILS"))
        home.environment["YTCLONE_THUMBNAILS"] = "never"
        #expect(await home.run(["video", videoId, "--thumbnails", "never"]).status == 0)
    }
}
