import YouTubeAPI

/// Presentations of what fails without an API key: a refusal (`KeylessError`) or oEmbed's answer.
extension ErrorPresenter {
    static func describe(_ error: KeylessError) -> Presentation {
        switch error {
        case .keyNeeded(let what, let instead):
            Presentation(message: "\(what), and no YouTube API key is configured",
                         hint: "\(instead); or set a key up: \(KeylessWords.setup)", status: .configuration)
        }
    }

    /// oEmbed's 401 is a refusal a key gets past (78), its 404 a missing video (66).
    static func describe(_ failure: OEmbedClient.Failure) -> Presentation {
        switch failure {
        case .embeddingDisabled(let id):
            Presentation(message: "video \(id) does not allow embedding, so oEmbed, which ytclone reads without an API key, tells nothing about it",
                         hint: "ytclone watch \(id) plays it all the same; its details need a key: \(KeylessWords.setup)",
                         status: .configuration)
        case .notFound(let id):
            Presentation(message: "no public video \(id) (YouTube's oEmbed answers 404 for private, removed and unknown videos)",
                         hint: "check the id or URL", status: .notFound)
        case .status(let status):
            answered("YouTube's oEmbed", status, check: "the id or URL", otherwise: status == 400 ? .invalidInput : .unreadableAnswer)
        case .transport(let transport):
            unreachable("YouTube's oEmbed", transport)
        case .malformed:
            Presentation(message: "cannot read YouTube's oEmbed answer (not a JSON object with a title)",
                         hint: "run again with -v and report it", status: .unreadableAnswer)
        }
    }

    /// A channel's feed read without a key (`channel UC…`): a 404 is `CoreError.channelNotFound`.
    static func describe(_ failure: ChannelFeedClient.Failure) -> Presentation {
        switch failure {
        case .status(let status):
            answered("the channel's feed", status, check: "the channel id", otherwise: .unreadableAnswer)
        case .transport(let transport):
            unreachable("the channel's feed", transport)
        case .malformed, .notAFeed, .otherChannel:
            Presentation(message: "cannot read the channel's feed (\(failure.label))",
                         hint: "run again with -v and report it", status: .unreadableAnswer)
        case .parserUnavailable(let reason):
            Presentation(message: "cannot read channel feeds: libxml2 is not available (\(reason))",
                         hint: "sudo apt-get install libxml2", status: .failure)
        }
    }

    /// A free source's status other than success: 429 and 5xx are worth another try later.
    private static func answered(_ source: String, _ status: Int, check: String, otherwise: ExitStatus) -> Presentation {
        let later = status >= 500 || status == 429
        return Presentation(message: "\(source) answered \(HTTPStatusWords.describe(status))",
                            hint: later ? "try again later" : "check \(check), or --api-base", status: later ? .unavailable : otherwise)
    }

    private static func unreachable(_ source: String, _ transport: TransportError) -> Presentation {
        Presentation(message: "cannot reach \(source): \(transport.words)",
                     hint: "check the network or --api-base, then try again", status: .unavailable)
    }
}
