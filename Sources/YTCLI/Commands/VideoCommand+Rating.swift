import YTCore
import YouTubeAPI

extension YTClone.VideoCommand {
    /// The Google user's rating of `videoId` (videos.getRating, 1 unit, with the user's token;
    /// never cached), read beside the details, as it needs only the id: `nil` when it is not
    /// shown (not a table, `--offline`, not signed in with Google), else the rating or why it
    /// could not be read.
    func readRating(of videoId: String, in environment: AppEnvironment) async -> Result<String?, any Error>? {
        guard output.resolvedFormat == .table, environment.cacheMode != .offline,
              let (client, google) = try? environment.clientWithGoogleIfSignedIn(), google != nil
        else { return nil }
        do {
            let ratings = try await client.fetch(.ratings(videoIds: [videoId]))
            return .success(ratings.items.first { $0.videoId == videoId }?.rating)
        } catch {
            return .failure(error)
        }
    }

    /// "Your rating: liked" under the details; a rating that could not be read is left out with
    /// a note: the details are shown already.
    func showRating(_ read: Result<String?, any Error>, in environment: AppEnvironment) {
        switch read {
        case .success(let rating): environment.console.out("Your rating: " + VideoRating.words(rating))
        case .failure(let error):
            environment.console.note("Your rating could not be read: " + ErrorPresenter.describe(error).message)
        }
    }
}
