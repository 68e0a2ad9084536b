import YTCore
import Foundation
import YouTubeAPI

/// Messages, hints and exit statuses for the reasons in Google's error envelope.
enum GoogleErrorPresentation {
    typealias Presentation = ErrorPresenter.Presentation

    static func describe(_ error: GoogleError) -> Presentation {
        let message = TerminalText.sanitize(error.message)
        switch error.reason {
        case .quotaExceeded:
            return Presentation(
                message: "the YouTube API quota for today is used up; it resets \(quotaReset())",
                hint: "wait for the reset, or use another API key (YOUTUBE_API_KEY)", status: .tryLater)
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

    /// The next midnight in Pacific time, shown in the user's time zone.
    static func quotaReset(now: Date = Date()) -> String {
        guard let pacific = TimeZone(identifier: "America/Los_Angeles") else { return "at midnight Pacific time" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = pacific
        guard let midnight = calendar.nextDate(after: now, matching: DateComponents(hour: 0, minute: 0),
                                               matchingPolicy: .nextTime)
        else { return "at midnight Pacific time" }
        let local = midnight.formatted(date: .abbreviated, time: .shortened)
        return "at midnight Pacific time (\(local) local time)"
    }

    private static func retryAfter(_ error: GoogleError) -> String {
        error.retryAfter.map { " (retry after \(Int($0.rounded(.up))) s)" } ?? ""
    }
}
