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
            Presentation(message: "YouTube's oEmbed answered \(HTTPStatusWords.describe(status))",
                         hint: status >= 500 ? "try again later" : "check the id or URL, or --api-base",
                         status: status >= 500 ? .unavailable : status == 400 ? .invalidInput : .unreadableAnswer)
        case .transport(let transport):
            Presentation(message: "cannot reach YouTube's oEmbed: \(transport.words)",
                         hint: "check the network or --api-base, then try again", status: .unavailable)
        case .malformed:
            Presentation(message: "cannot read YouTube's oEmbed answer (not a JSON object with a title)",
                         hint: "run again with -v and report it", status: .unreadableAnswer)
        }
    }

    /// A channel's feed read without a key (`channel UC…`): a 404 is `CoreError.channelNotFound`.
    static func describe(_ failure: ChannelFeedClient.Failure) -> Presentation {
        switch failure {
        case .status(let status):
            Presentation(message: "the channel's feed answered \(HTTPStatusWords.describe(status))",
                         hint: status >= 500 || status == 429 ? "try again later" : "check the channel id, or --api-base",
                         status: status >= 500 || status == 429 ? .unavailable : .unreadableAnswer)
        case .transport(let transport):
            Presentation(message: "cannot reach the channel's feed: \(transport.words)",
                         hint: "check the network or --api-base, then try again", status: .unavailable)
        case .malformed, .notAFeed, .otherChannel:
            Presentation(message: "cannot read the channel's feed (\(failure.label))",
                         hint: "run again with -v and report it", status: .unreadableAnswer)
        case .parserUnavailable(let reason):
            Presentation(message: "cannot read channel feeds: libxml2 is not available (\(reason))",
                         hint: "sudo apt-get install libxml2", status: .failure)
        }
    }
}
