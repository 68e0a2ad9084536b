import ArgumentParser
import Foundation
import YTCore
import YouTubeAPI

/// The one place that turns any error into `error: …`, `hint: …` and an exit status.
struct ErrorPresenter {
    struct Presentation: Equatable {
        var message: String
        var hint: String?
        var status: ExitStatus
    }

    /// Describes `error`; `redact` removes the API key from any text that came from elsewhere.
    static func describe(_ error: any Error, redact: (String) -> String = { $0 }) -> Presentation {
        switch error {
        case let error as CLIError: describe(error)
        case let error as CoreError: describe(error)
        case let error as StoreError: describe(error)
        case let error as APIError: describe(error, redact: redact)
        case let error as KeylessError: describe(error)
        case let error as OEmbedClient.Failure: describe(error)
        case let error as ChannelFeedClient.Failure: describe(error)
        case let error as LocalFault: LocalFaultPresentation.describe(error)
        case let error as GoogleSessionError: describe(error)
        case let error as KeyringError: describe(error)
        case let error as OAuthError: describe(error, redact: redact)
        case let error as YouTubeAccountError: describe(error)
        case let error as YouTubeCommentError: describe(error)
        case let error as CocoaError:
            LocalFaultPresentation.localFault(from: error).map { LocalFaultPresentation.describe($0) }
                ?? Presentation(message: redact(error.localizedDescription), hint: nil, status: .failure)
        // Never a Swift value (`String(describing:)`): the failure in words, its type for a report.
        default: Presentation(
            message: "an unexpected failure",
            hint: "run the command again with -v; if it fails again, report it with the command line"
                + " (\(String(reflecting: type(of: error))))",
            status: .failure)
        }
    }

    private static func describe(_ error: APIError, redact: (String) -> String) -> Presentation {
        switch error {
        case .google(let google):
            return GoogleErrorPresentation.describe(google)
        case .unexpectedStatus(let status, let excerpt):
            // A proxy's or front end's error page is markup, not words: name the status, quote none of it.
            let markup = HTTPStatusWords.isMarkup(excerpt)
            let clean = markup ? "" : TerminalText.sanitize(redact(excerpt))
            let tail = markup ? " with a web page instead of an API answer"
                : " without an error description" + (clean.isEmpty ? "" : ": \(clean)")
            return Presentation(
                message: "the API answered \(HTTPStatusWords.describe(status))" + tail,
                hint: status >= 500 ? "try again later" : "check --api-base",
                status: status >= 500 ? .unavailable : .unreadableAnswer)
        case .undecodable(let resource, let detail):
            return Presentation(
                message: "cannot read the API's answer to \(resource)\(resourceWords[resource].map { " (\($0))" } ?? ""): \(detail)",
                hint: "the API may have changed; run again with -v and report it", status: .unreadableAnswer)
        case .notCached(let request):
            return Presentation(
                message: "--offline, and the cache holds no answer to \(request)",
                hint: "run the same command once without --offline", status: .unavailable)
        case .transport(let transport):
            return Presentation(
                message: "cannot reach the YouTube API: \(redact(transport.words))",
                hint: "check the network or --api-base, then try again", status: .unavailable)
        case .personalOffline(let method):
            return Presentation(
                message: "--offline, and \(method) acts for your YouTube account: it is sent to YouTube or not at all, never answered from the cache",
                hint: "run it without --offline", status: .unavailable)
        case .needsGoogleSignIn(let method):
            return Presentation(
                message: "\(method) acts for your YouTube account, and this account has not signed in with Google",
                hint: "ytclone auth login", status: .denied)
        }
    }
}

extension ErrorPresenter {
    /// What each API method answers with, in words, for the messages that name the method.
    static let resourceWords: [String: String] = [
        "videos.list": "video details", "search.list": "search results", "channels.list": "channel details",
        "playlists.list": "playlists", "playlistItems.list": "a playlist's videos",
        "commentThreads.list": "comment threads", "comments.list": "replies to a comment",
        "videoCategories.list": "video categories", "subscriptions.list": "subscriptions",
    ]

    /// Whether the error is one of ytclone's own; argument-parser's go to argument-parser.
    static func handles(_ error: any Error) -> Bool {
        error is CLIError || error is CoreError || error is APIError || error is StoreError || error is LocalFault
            || error is KeyringError
            || error is KeylessError || error is OEmbedClient.Failure || error is ChannelFeedClient.Failure
            || error is GoogleSessionError || error is OAuthError || error is YouTubeAccountError
            || error is YouTubeCommentError
            || (error as? CocoaError).flatMap { LocalFaultPresentation.localFault(from: $0) } != nil
    }

    /// `error: …` and, when there is one, `hint: …`, each on its own line.
    /// The `error:` and `hint:` lines, made safe to print here, once: messages quote values from
    /// the command line, the API and the file system.
    /// Line breaks become spaces: a message quotes ids, titles and Google's words, and a line
    /// break in one would print a line of its own (a fake `hint:`).
    static func lines(_ presentation: Presentation) -> String {
        "error: \(TerminalText.sanitize(presentation.message))\n"
            + (presentation.hint.map { "hint: \(TerminalText.sanitize($0))\n" } ?? "")
    }
}
