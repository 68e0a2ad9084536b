import Testing
import YTCore

@testable import YTCLI

@Suite struct HumanFormatTests {
    @Test(arguments: [
        (1, "reply", "1 reply"), (2, "reply", "2 replies"), (0, "video", "0 videos"), (1, "video", "1 video"),
        (1_204, "result", "1,204 results"), (1, "day", "1 day"), (3, "day", "3 days"), (2, "match", "2 matches"),
        (2, "more new video", "2 more new videos"), (1, "feed", "1 feed"),
    ])
    func aCountSaysItsNounInTheRightNumber(count: Int, noun: String, text: String) {
        #expect(HumanFormat.counted(count, noun) == text)
    }

    /// A thread with one reply says so in the singular.
    @Test func oneReplyIsSingular() async throws {
        let home = CommandHome.make()
        let video = home.api.fixture("videoWithManyComments")
        let result = await home.run(["comments", video, "--source", "youtube", "--limit", "50"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains(" 1 replies"), "\(result.stdout)")
        #expect(result.stdout.contains(" 1 reply "), "\(result.stdout)")
    }
}
