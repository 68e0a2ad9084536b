import Foundation
import Testing
@testable import YTCLI
import YTCore
import YTEmulator
import YouTubeAPI

/// Comments and ratings on YouTube in process: `comment add --youtube`, `reply`, `edit` and
/// `delete` by YouTube id, drafts kept when the budget's breaker stops a post and sent by
/// `comment post`, `rate`; what each sends, what it prints, and the refusals a person can act on.
@Suite struct YouTubeCommentCommandTests {
    // MARK: Without a sign-in that can write comments, nothing is sent

    /// Every command that needs a Google sign-in (comments, ratings, the library), without one:
    /// 77, the hint to sign in, nothing sent.
    @Test(arguments: [["comment", "add", "dQw4w9WgXcQ", "Hi", "--youtube"], ["comment", "reply", "UgzAbc", "Hi"],
                      ["comment", "edit", "UgzAbc", "Hi"], ["comment", "delete", "UgzAbc", "--yes"],
                      ["rate", "dQw4w9WgXcQ", "like"], ["liked"], ["playlists", "--mine"], ["subscriptions", "--youtube"],
                      ["subscribe", "UCVNSejzSma8y2jsdovMzSNg", "--youtube"], ["playlist", "create", "T"]])
    func withoutAGoogleSignInTheHintIsAuthLogin(_ arguments: [String]) async {
        let home = await CommandHome.signedIn()
        let result = await home.run(arguments)
        #expect(result.status == 77, "\(result.stderr)")
        #expect(result.stderr.contains("hint: ytclone auth login"), "\(result.stderr)")
        #expect(home.api.requests.isEmpty)
    }

    @Test func aReadOnlySignInIsToldWhichScopeIsMissingBeforeAnythingIsSent() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle(scopes: ["https://www.googleapis.com/auth/youtube.readonly"])
        let sent = home.api.requests.count
        let result = await home.run(["comment", "add", home.api.fixture("videoId"), "Hi", "--youtube"])
        #expect(result.status == 77, "\(result.stderr)")
        #expect(result.stderr.contains("youtube.force-ssl"))
        #expect(result.stderr.contains("hint: ytclone auth login --scope write"))
        #expect(home.api.requests.count == sent)
    }

    @Test func aDeviceSignInIsToldItCannotPost() {
        let presentation = ErrorPresenter.describe(YouTubeCommentError.cannotWriteComments(device: true))
        #expect(presentation.status == .denied)
        #expect(presentation.message.contains("device sign-in"))
        #expect(presentation.message.contains("youtube.force-ssl"))
    }

    /// Google's insufficientPermissions names the scopes that would do (WWW-Authenticate).
    @Test func insufficientPermissionsNamesTheScope() {
        var error = GoogleError(status: 403, reason: .other("insufficientPermissions"), rawReason: "insufficientPermissions",
                                message: "Request had insufficient authentication scopes.")
        error.requiredScopes = "https://www.googleapis.com/auth/youtube.force-ssl"
        let presentation = ErrorPresenter.describe(APIError.google(error))
        #expect(presentation.status == .denied)
        #expect(presentation.message.contains("youtube.force-ssl"), "\(presentation.message)")
        #expect(presentation.hint == "ytclone auth login --scope write")
        let ineligible = GoogleError(status: 403, reason: .other("ineligibleAccount"), rawReason: "ineligibleAccount",
                                     message: "x")
        #expect(ErrorPresenter.describe(APIError.google(ineligible)).message.contains("no YouTube channel yet"))
        #expect(ErrorPresenter.describe(APIError.google(ineligible)).status == .denied)
    }

    /// Google's 400 `subscriptionForbidden` means the own channel, the most subscriptions an
    /// account may have, or too many of late: each told apart by its message, with its status.
    @Test func subscriptionForbiddenIsToldApartByItsMessage() {
        func presented(_ message: String) -> ErrorPresenter.Presentation {
            ErrorPresenter.describe(APIError.google(GoogleError(
                status: 400, reason: .other("subscriptionForbidden"), rawReason: "subscriptionForbidden", message: message)))
        }
        let own = presented("Subscribing to your own channel is not supported.")
        #expect(own.status == .invalidInput && own.message.contains("cannot subscribe to itself"))
        let limit = presented("You have reached your maximum number of subscriptions.")
        #expect(limit.status == .denied && limit.message.contains("as many subscriptions as it may have"), "\(limit.message)")
        let recent = presented("Too many recent subscriptions. Please try again in a few hours.")
        #expect(recent.status == .tryLater && recent.hint == "try again in a few hours", "\(recent.message)")
        #expect(presented("Something else.").message == "YouTube refused the subscription: Something else.")
    }

    // MARK: Writing

    @Test func postReplyEditAndDeleteSendTheUsersToken() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle()
        let video = home.api.fixture("videoId")
        let add = await home.run(["comment", "add", video, "Hello #swift", "--youtube"])
        #expect(add.status == 0, "\(add.stderr)")
        let id = add.stdout.trimmingCharacters(in: .newlines)
        #expect(!id.isEmpty && !YouTubeCommentRun.isLocalNumber(id))
        #expect(add.stderr.contains("Posted on YouTube: https://www.youtube.com/watch?v=\(video)&lc=\(id)"), "\(add.stderr)")
        let insert = try #require(home.api.requests.last)
        #expect(insert.method == "POST" && insert.url.path.hasSuffix("/commentThreads"))
        #expect(insert.headers["Authorization"]?.hasPrefix("Bearer ") == true)
        // Not kept locally.
        #expect(await home.run(["comments", video, "--source", "local", "--json"]).array?.isEmpty == true)

        let reply = try #require(await home.run(["comment", "reply", id, "A reply", "--json"]).object)
        #expect(reply["text"] as? String == "A reply")
        #expect(reply["source"] as? String == "youtube")

        let edit = await home.run(["comment", "edit", id, "Edited"])
        #expect(edit.status == 0, "\(edit.stderr)")
        #expect(home.api.requests.last?.method == "PUT")
        let delete = await home.run(["comment", "delete", id, "--yes"])
        #expect(delete.status == 0, "\(delete.stderr)")
        #expect(delete.stderr.contains("Deleted your YouTube comment \(id)."))
        #expect(home.api.requests.last?.method == "DELETE")
        let again = await home.run(["comment", "delete", id, "--yes"])
        #expect(again.status == 66, "\(again.stderr)")
    }

    /// Digits only name a local comment, as before: edit and delete stay local and send nothing.
    @Test func aNumberIsStillALocalComment() async throws {
        let home = await CommandHome.signedIn()
        let video = home.api.fixture("videoId")
        #expect(await home.run(["comment", "add", video, "Local one"]).status == 0)
        #expect(await home.run(["comment", "edit", "1", "Local two"]).status == 0)
        let local = try #require(await home.run(["comments", video, "--source", "local", "--json"]).array)
        #expect(local.first?["text"] as? String == "Local two")
        #expect(await home.run(["comment", "delete", "1", "--yes"]).status == 0)
        #expect(home.api.requests.isEmpty)
        #expect(YouTubeCommentRun.isLocalNumber("12") && !YouTubeCommentRun.isLocalNumber("Ugz12"))
    }

    @Test func youtubeCommentsInTheConfigMakeYouTubeTheDefaultAndLocalForcesLocal() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle()
        let config = Paths(environment: home.environment).configFile
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("youtube_comments=true\n".utf8).write(to: config)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: config.path)
        let video = home.api.fixture("videoId")
        let sent = home.api.requests.count
        let youtube = await home.run(["comment", "add", video, "To YouTube"])
        #expect(youtube.status == 0, "\(youtube.stderr)")
        #expect(home.api.requests.count == sent + 1)
        let local = await home.run(["comment", "add", video, "Kept here", "--local"])
        #expect(local.status == 0, "\(local.stderr)")
        #expect(home.api.requests.count == sent + 1)
        #expect(await home.run(["comments", video, "--source", "local", "--json"]).array?.count == 1)
    }

    @Test func anotherUsersCommentIsNotYours() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle(as: "bob")
        let video = home.api.fixture("videoId")
        let id = await home.run(["comment", "add", video, "Bob's", "--youtube"]).stdout.trimmingCharacters(in: .newlines)
        try await home.signInWithGoogle(as: "alice")
        let edit = await home.run(["comment", "edit", id, "Not mine"])
        #expect(edit.status == 77, "\(edit.stderr)")
        #expect(edit.stderr.contains("error: comment \(id) is not yours"))
    }

    // MARK: Yours

    /// `comments` marks the signed-in Google user's own: "(you)" after the author, `"mine": true`.
    @Test func commentsMarksYourOwn() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle(as: "bob")
        let video = home.api.fixture("videoId")
        #expect(await home.run(["comment", "add", video, "Bob was here", "--youtube"]).status == 0)
        try await home.signInWithGoogle(as: "alice")
        #expect(await home.run(["comment", "add", video, "Alice was here", "--youtube"]).status == 0)
        // The channel the sign-in recorded, as `auth login` records it.
        let files = GoogleSignInFiles(paths: Paths(environment: home.environment))
        var signIn = try #require(try files.load(account: "1"))
        let users = try #require(try JSONSerialization.jsonObject(with: Data(home.api.emulator.oauthJSON())) as? [String: Any])
        signIn.channelId = (users["users"] as? [[String: Any]])?.first { $0["name"] as? String == "alice" }?["channelId"] as? String
        try files.save(signIn, account: "1")

        let listed = try #require(await home.run(["comments", video, "--source", "youtube", "--order", "time", "--json"]).array)
        let mine = listed.filter { $0["mine"] as? Bool == true }.compactMap { $0["text"] as? String }
        #expect(mine == ["Alice was here"], "\(listed)")
        #expect(listed.contains { $0["text"] as? String == "Bob was here" && $0["mine"] as? Bool == false })
        let table = await home.run(["comments", video, "--source", "youtube", "--order", "time"])
        #expect(table.stdout.components(separatedBy: "(you)").count == 2, "\(table.stdout)")
        // Not signed in with Google: nobody's is known to be yours.
        try files.delete(account: "1")
        let unknown = try #require(await home.run(["comments", video, "--source", "youtube", "--json"]).array)
        #expect(unknown.allSatisfy { $0["mine"] is NSNull }, "\(unknown)")
    }

    // MARK: Drafts

    /// The budget's breaker stops the post before it is sent: the comment is kept as a draft and
    /// `comment post` sends it once the budget allows, after looking that it did not land.
    @Test func aPostTheBreakerStopsIsKeptAsADraftAndPostedLater() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle()
        let video = home.api.fixture("videoId")
        home.environment["YTCLONE_QUOTA_BUDGET"] = "10"
        let sent = home.api.requests.count
        let add = await home.run(["comment", "add", video, "Keep me", "--youtube"])
        #expect(add.status == 75, "\(add.stderr)")
        #expect(add.stderr.contains("kept as draft #1"), "\(add.stderr)")
        #expect(add.stderr.contains("hint: send it later with ytclone comment post 1"), "\(add.stderr)")
        #expect(home.api.requests.count == sent)

        let drafts = try #require(await home.run(["comment", "drafts", "--json"]).array)
        #expect(drafts.count == 1)
        #expect(drafts.first?["number"] as? Int == 1)
        #expect(drafts.first?["text"] as? String == "Keep me")
        let table = await home.run(["comment", "drafts"])
        #expect(table.stdout.contains("#1 on \(video): Keep me"), "\(table.stdout)")

        home.environment["YTCLONE_QUOTA_BUDGET"] = nil
        let post = await home.run(["comment", "post", "1"])
        #expect(post.status == 0, "\(post.stderr)")
        #expect(post.stderr.contains("Posted draft #1 on YouTube"), "\(post.stderr)")
        let methods = home.api.requests.dropFirst(sent).map { "\($0.method) \($0.url.lastPathComponent)" }
        #expect(methods.suffix(2) == ["GET commentThreads", "POST commentThreads"], "\(methods)")
        #expect(await home.run(["comment", "drafts", "--json"]).array?.isEmpty == true)
        let missing = await home.run(["comment", "post", "1"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("no comment draft #1"))
    }

    @Test func noDraftsSaysSo() async {
        let home = await CommandHome.signedIn()
        let result = await home.run(["comment", "drafts"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("No comment drafts"))
    }

    // MARK: Rating

    @Test func rateSendsVideosRateAndLikedShowsIt() async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle()
        let video = home.api.fixture("videoId")
        let like = await home.run(["rate", video, "like"])
        #expect(like.status == 0, "\(like.stderr)")
        #expect(like.stderr.contains("Liked \(video) on YouTube."))
        let rate = try #require(home.api.requests.last)
        #expect(rate.method == "POST" && rate.url.path.hasSuffix("/videos/rate"))
        #expect(await home.run(["liked", "--json"]).array?.compactMap { $0["id"] as? String } == [video])
        let shown = await home.run(["video", video])
        #expect(shown.stdout.contains("Your rating: liked"), "\(shown.stdout) \(shown.stderr)")
        #expect(home.api.requests.last?.url.path.hasSuffix("/videos/getRating") == true)
        #expect(await home.run(["rate", video, "none"]).status == 0)
        #expect(await home.run(["liked", "--json"]).array?.isEmpty == true)
        #expect(await home.run(["video", video]).stdout.contains("Your rating: not rated"))
    }

    /// Without a Google sign-in `video` shows no rating and asks Google for none.
    @Test func videoWithoutGoogleShowsNoRating() async {
        let home = await CommandHome.signedIn()
        let shown = await home.run(["video", home.api.fixture("videoId")])
        #expect(shown.status == 0)
        #expect(!shown.stdout.contains("Your rating"))
        #expect(!home.api.requests.contains { $0.url.path.hasSuffix("/videos/getRating") })
    }
}
