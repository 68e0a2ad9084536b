import YTCore
import YouTubeAPI

extension YTClone.VideoCommand {
    /// "Your rating: liked" under the details, when signed in with Google (videos.getRating,
    /// 1 unit, with the user's token; never cached). Nothing when not signed in with Google, and
    /// a rating that cannot be read is left out with a note: the details are shown already.
    func showRating(of videoId: String, in environment: AppEnvironment) async {
        guard output.resolvedFormat == .table, environment.cacheMode != .offline,
              let (client, google) = try? environment.clientWithGoogleIfSignedIn(), google != nil
        else { return }
        do {
            let ratings = try await client.fetch(.ratings(videoIds: [videoId]))
            let rating = ratings.items.first { $0.videoId == videoId }?.rating
            environment.console.out("Your rating: " + VideoRating.words(rating))
        } catch {
            environment.console.note("Your rating could not be read: " + ErrorPresenter.describe(error).message)
        }
    }
}
