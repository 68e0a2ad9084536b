extension Emulator {
    /// Catalog ids that tests can rely on, served at `/emulator/fixtures`.
    public var fixtures: [(name: String, value: String)] {
        let specials = catalog.specials
        let fixtureChannel = catalog.channels[CatalogBuilder.fixtureChannel]
        let busy = catalog.videos[specials.manyComments]
        let repliedThread = CommentGenerator(catalog: catalog).thread(video: busy.index, index: 0)
        func video(_ role: SpecialVideoPlan.Role) -> String {
            catalog.videos[specials.byRole[role] ?? 0].id
        }
        return [
            ("channelId", fixtureChannel.id),
            ("channelHandle", fixtureChannel.customUrl),
            ("uploadsPlaylistId", fixtureChannel.uploadsPlaylistId),
            ("playlistId", catalog.playlists[fixtureChannel.playlists[0]].id),
            ("videoId", catalog.videos[specials.ordinary].id),
            ("videoWithCommentsDisabled", video(.commentsDisabled)),
            ("videoWithHiddenLikes", video(.hiddenLikes)),
            ("liveVideo", video(.live)),
            ("upcomingVideo", video(.upcoming)),
            ("videoLongerThanADay", video(.longerThanADay)),
            ("videoWithEmojiTitle", video(.emojiTitle)),
            ("videoWithCJKTitle", video(.cjkTitle)),
            ("videoWithRTLTitle", video(.rtlTitle)),
            ("videoWithHTMLTitle", video(.htmlTitle)),
            ("videoWithHostileTitle", video(.hostileTitle)),
            ("videoWithManyComments", busy.id),
            ("commentThreadWithReplies", repliedThread.id),
            ("categoryId", "28"),
            // oEmbed answers 401 for it: its owner does not allow embedding.
            ("videoNotEmbeddable", catalog.videos.first { !$0.embeddable }?.id ?? ""),
        ]
    }

    /// ``fixtures`` as a pretty-printed JSON object.
    public func fixturesJSON() -> [UInt8] {
        JSONWriter(pretty: true).serialize(.object(fixtures.map { JSONMember(key: $0.name, value: .string($0.value)) }))
    }

    /// Every channel of the catalog, `[{"id": …, "title": …, "feedFault": …}]` (the
    /// fault only where `--feed-fault` strikes), for tests and benchmarks that
    /// need many real channel ids (`GET /emulator/channels`).
    public func channelsJSON() -> [UInt8] {
        JSONWriter(pretty: false).serialize(.array(catalog.channels.map { channel in
            var members = [JSONMember(key: "id", value: .string(channel.id)),
                           JSONMember(key: "title", value: .string(channel.title))]
            if let fault = feeds.fault(of: channel.id) {
                members.append(JSONMember(key: "feedFault", value: .string(fault.rawValue)))
            }
            return .object(members)
        }))
    }

    /// A JSON object built from ordered integer and nested counters (used by `/emulator/stats`).
    public static func statsJSON(_ counters: [(String, Int)], byMethod: [(String, Int)]) -> [UInt8] {
        var members = counters.map { JSONMember(key: $0.0, value: .int($0.1)) }
        members.append(
            JSONMember(key: "byMethod", value: .object(byMethod.map { JSONMember(key: $0.0, value: .int($0.1)) })))
        return JSONWriter(pretty: true).serialize(.object(members))
    }

    /// The API requests served, oldest first (used by `/emulator/requests`): each one's method
    /// (`videos.list`, `feeds`, `images`…), path, and start and end in microseconds since the
    /// emulator started; `end` is `null` while it is being served.
    public static func requestsJSON(_ requests: [(method: String, path: String, start: Int, end: Int?)]) -> [UInt8] {
        JSONWriter(pretty: false).serialize(.array(requests.map { request in
            .object([
                JSONMember(key: "method", value: .string(request.method)),
                JSONMember(key: "path", value: .string(request.path)),
                JSONMember(key: "start", value: .int(request.start)),
                JSONMember(key: "end", value: request.end.map(JSONValue.int) ?? .null),
            ])
        }))
    }
}
