import YTCore
import Foundation
import YouTubeAPI

/// Messages, hints and exit statuses for the reasons in Google's error envelope.
enum GoogleErrorPresentation {
    typealias Presentation = ErrorPresenter.Presentation

    static func describe(_ error: GoogleError) -> Presentation {
        if let account = describeAccountWrite(error) { return account }
        if let grant = describeGrantRefusal(error) { return grant }
        let message = error.message
        switch error.reason {
        case .quotaExceeded:
            return Presentation(
                message: "the YouTube API quota for today is used up; it resets \(quotaReset())",
                hint: "wait for the reset, or use another API key (YOUTUBE_API_KEY); writes to YouTube and what is "
                    + "yours (signed in with Google) count against your OAuth client's project instead", status: .tryLater)
        case .rateLimitExceeded:
            return Presentation(
                message: "the YouTube API is rate limiting requests" + retryAfter(error),
                hint: "try again in a minute", status: .tryLater)
        case .keyInvalid, .keyMissing:
            return Presentation(
                message: "the YouTube API rejected the API key: \(message)",
                hint: "check YOUTUBE_API_KEY (or .env); create a key at console.cloud.google.com", status: .denied)
        case .accessNotConfigured:
            return Presentation(
                message: "the API key's project has not enabled the YouTube Data API v3",
                hint: "enable it in the Google Cloud console for that project, then try again", status: .denied)
        case .forbidden:
            return Presentation(message: "the YouTube API refused the request: \(message)", hint: nil, status: .denied)
        case .chartNotFound:
            // A category id that has no chart (or does not exist) in that region.
            return Presentation(message: "no chart for that category: \(message)",
                                hint: "ytclone categories --region CC lists the categories of a region", status: .notFound)
        case .commentsDisabled:
            return Presentation(message: "comments are disabled for this video", hint: nil, status: .notFound)
        case .videoNotFound, .channelNotFound, .playlistNotFound, .commentNotFound, .notFound:
            return Presentation(message: message, hint: nil, status: .notFound)
        case .invalidPageToken:
            return Presentation(message: "the page token is not valid (it may be from another listing)",
                                hint: "run the command again without --page-token", status: .invalidInput)
        case .invalidValue, .badRequest:
            return Presentation(message: "the YouTube API rejected a value: \(message)", hint: nil,
                                status: .invalidInput)
        case .backendError:
            return Presentation(message: "the YouTube API failed (HTTP \(error.status)): \(message)", hint: "try again later",
                                status: .unavailable)
        case .other:
            if error.status >= 500 {
                return Presentation(message: "the YouTube API is unavailable (HTTP \(error.status)): \(message)",
                                    hint: "try again later", status: .unavailable)
            }
            if error.status == 403 || error.status == 401 {
                return Presentation(message: "the YouTube API refused the request: \(message)", hint: nil, status: .denied)
            }
            if error.status == 404 {
                return Presentation(message: message, hint: nil, status: .notFound)
            }
            return Presentation(message: "the YouTube API answered HTTP \(error.status): \(message)", hint: nil,
                                status: error.status == 429 ? .tryLater : .invalidInput)
        }
    }

    /// When the quota resets: midnight Pacific time, shown in the user's time zone.
    static func quotaReset(_ resetsAt: Date = QuotaDay(containing: Date()).resetsAt) -> String {
        "at midnight Pacific time (\(resetsAt.formatted(date: .abbreviated, time: .shortened)) local time)"
    }

    private static func retryAfter(_ error: GoogleError) -> String {
        guard let seconds = error.retryAfter, seconds.isFinite else { return "" }
        return " (retry after \(Int(min(max(seconds, 0), RetryAfter.maximum).rounded(.up))) s)"
    }
}
