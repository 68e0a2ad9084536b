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
        case let error as APIError: describe(error, redact: redact)
        default: Presentation(message: redact("\(error)"), hint: nil, status: .failure)
        }
    }

    private static func describe(_ error: CLIError) -> Presentation {
        switch error {
        case .missingAPIKey:
            Presentation(
                message: "no YouTube API key is configured",
                hint: "export YOUTUBE_API_KEY=… (or run scripts/setup.sh to write it to .env)",
                status: .configuration)
        case .invalidAPIBase(let text):
            Presentation(
                message: "the API base '\(text)' is not an http(s) URL",
                hint: "ytclone … --api-base http://127.0.0.1:PORT", status: .configuration)
        case .unreadableConfig(let path, let reason):
            Presentation(message: "cannot read the config file \(path): \(reason)",
                         hint: "fix or remove \(path)", status: .configuration)
        case .invalidOption(let name, let value, let accepted):
            Presentation(message: "invalid value '\(value)' for \(name)", hint: "accepted: \(accepted)",
                         status: .invalidInput)
        }
    }

    private static func describe(_ error: CoreError) -> Presentation {
        switch error {
        case .invalidVideoReference(let text):
            Presentation(
                message: "'\(TerminalText.sanitize(text))' is not a video id or a YouTube video URL",
                hint: "ytclone video dQw4w9WgXcQ  (or paste a youtube.com/watch?v=… or youtu.be/… URL)",
                status: .invalidInput)
        case .videoNotFound(let id):
            Presentation(message: "no video with id \(id)", hint: "ytclone search '…' to find one",
                         status: .notFound)
        case .invalidValue(let option, let value, let accepted):
            Presentation(message: "invalid value '\(TerminalText.sanitize(value))' for \(option)",
                         hint: "accepted: \(accepted)", status: .invalidInput)
        }
    }

    private static func describe(_ error: APIError, redact: (String) -> String) -> Presentation {
        switch error {
        case .google(let google):
            return GoogleErrorPresentation.describe(google)
        case .unexpectedStatus(let status, let excerpt):
            let clean = TerminalText.sanitize(redact(excerpt))
            return Presentation(
                message: "the API answered HTTP \(status) without an error description" + (clean.isEmpty ? "" : ": \(clean)"),
                hint: status >= 500 ? "try again later" : "check --api-base",
                status: status >= 500 ? .unavailable : .unreadableAnswer)
        case .undecodable(let resource, let detail):
            return Presentation(
                message: "cannot read the API's answer to \(resource) (\(TerminalText.sanitize(detail)))",
                hint: "the API may have changed; run again with -v and report it", status: .unreadableAnswer)
        case .transport(let transport):
            return Presentation(
                message: "cannot reach the YouTube API: \(TerminalText.sanitize(redact(describe(transport))))",
                hint: "check the network or --api-base, then try again", status: .unavailable)
        }
    }

    private static func describe(_ error: TransportError) -> String {
        switch error {
        case .cannotConnect(let detail), .connectionLost(let detail), .tls(let detail): detail
        case .timedOut(let seconds): "no answer within \(Int(seconds)) seconds"
        case .tooManyRedirects: "too many redirects"
        case .other(_, let message): message
        }
    }
}

extension ErrorPresenter {
    /// Whether the error is one of ytclone's own; argument-parser's go to argument-parser.
    static func handles(_ error: any Error) -> Bool {
        error is CLIError || error is CoreError || error is APIError
    }

    /// `error: …` and, when there is one, `hint: …`, each on its own line.
    static func lines(_ presentation: Presentation) -> String {
        "error: \(presentation.message)\n" + (presentation.hint.map { "hint: \($0)\n" } ?? "")
    }
}
