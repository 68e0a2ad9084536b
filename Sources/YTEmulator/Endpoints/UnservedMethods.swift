/// What Google answers for the methods of the discovery document whose data the emulator does
/// not keep (live streams and chats, uploads, captions' files, branding, partner tools): the
/// answer Google gives an account like the emulated ones, which stream nothing, have no
/// members or Super Chats, and own only catalog videos. Without a token each needs login, as
/// on Google, except the live chat reads, which Google serves with a key.
enum UnservedMethods {
    /// How one method is answered for a signed-in caller.
    enum Rule {
        /// An empty list of this response kind.
        case emptyList(String)
        /// This refusal, whatever was asked.
        case refuse(APIError)
        /// `videos.insert` and the other uploads: the metadata alone is not enough.
        case mediaRequired(what: String)
        /// A change to a catalog video (`videoId`/`id` in the query or `id` in the body).
        case ownVideo(upload: String?)
        /// A caption track named by `id` (query or body).
        case ownCaption
        /// `channelId` (query) or `id` (body) must be the caller's channel.
        case ownChannel(upload: String?)
        case reportAbuse
        /// The request body, echoed as the created resource (`abuseReports.insert`, `tests.insert`).
        case echoBody
        case trainability
    }

    static let rules: [String: Rule] = [
        "liveBroadcasts.list": .emptyList("youtube#liveBroadcastListResponse"),
        "liveStreams.list": .emptyList("youtube#liveStreamListResponse"),
        "superChatEvents.list": .emptyList("youtube#superChatEventListResponse"),
        "playlistImages.list": .emptyList("youtube#playlistImageListResponse"),
        "youtube.v3.audiotracks.list": .emptyList("youtube#audioTrackListResponse"),
        "liveBroadcasts.insert": .refuse(.liveStreamingNotEnabled("liveBroadcast")),
        "liveStreams.insert": .refuse(.liveStreamingNotEnabled("liveStream")),
        "liveBroadcasts.update": .refuse(.liveBroadcastNotFound),
        "liveBroadcasts.delete": .refuse(.liveBroadcastNotFound),
        "liveBroadcasts.bind": .refuse(.liveBroadcastNotFound),
        "liveBroadcasts.transition": .refuse(.liveBroadcastNotFound),
        "liveBroadcasts.insertCuepoint": .refuse(.liveBroadcastNotFound),
        "liveStreams.update": .refuse(.liveStreamNotFound),
        "liveStreams.delete": .refuse(.liveStreamNotFound),
        "liveChatMessages.list": .refuse(.liveChatNotFound),
        "youtube.v3.liveChat.messages.stream": .refuse(.liveChatNotFound),
        "liveChatMessages.insert": .refuse(.liveChatNotFound),
        "liveChatMessages.delete": .refuse(.liveChatNotFound),
        "liveChatMessages.transition": .refuse(.liveChatNotFound),
        "liveChatModerators.list": .refuse(.liveChatNotFound),
        "liveChatModerators.insert": .refuse(.liveChatNotFound),
        "liveChatModerators.delete": .refuse(.liveChatNotFound),
        "liveChatBans.insert": .refuse(.liveChatNotFound),
        "liveChatBans.delete": .refuse(.liveChatNotFound),
        "videos.insert": .mediaRequired(what: "video content"),
        "media.upload": .mediaRequired(what: "audio track content"),
        "channelBanners.insert": .mediaRequired(what: "image content"),
        "playlistImages.insert": .mediaRequired(what: "image content"),
        "videos.update": .ownVideo(upload: nil),
        "videos.delete": .ownVideo(upload: nil),
        "thumbnails.set": .ownVideo(upload: "image content"),
        "captions.insert": .ownVideo(upload: "caption track content"),
        "captions.update": .ownCaption,
        "captions.delete": .ownCaption,
        "captions.download": .ownCaption,
        "channels.update": .ownChannel(upload: nil),
        "watermarks.set": .ownChannel(upload: "image content"),
        "watermarks.unset": .ownChannel(upload: nil),
        "videos.reportAbuse": .reportAbuse,
        "abuseReports.insert": .echoBody,
        "tests.insert": .echoBody,
        "videoTrainability.get": .trainability,
    ]

    /// The answer to `method` at `path` (after `/youtube/v3/`) for `caller` (`nil`: a key alone);
    /// `body` is the raw request body, which an upload need not send as JSON. Runs under the
    /// state lock: deleting a caption track is the one change it makes to `writes`.
    static func answer(
        _ method: APIMethod, path: String, query: QueryParameters, body bytes: [UInt8], caller: Caller?,
        catalog: Catalog, writes: inout UserWrites
    ) throws -> UserAnswer {
        let rule = rules[method.id] ?? .refuse(.forbidden(method))
        guard let caller else {
            if method.id == "liveChatMessages.list" || method.id == "youtube.v3.liveChat.messages.stream" {
                guard query.nonEmpty("liveChatId") != nil else { throw APIError.required("liveChatId") }
                throw APIError.liveChatNotFound
            }
            throw APIError.loginRequired
        }
        let body = bytes.isEmpty ? nil : try? JSONParser.parseBody(bytes)
        // Media comes by `uploadType` (multipart, resumable, media) or as a body that is not JSON.
        let hasMedia = query.nonEmpty("uploadType") != nil || (!bytes.isEmpty && body == nil)
        let own = caller.user.channelId
        switch rule {
        case .emptyList(let kind):
            let maxResults = try query.maxResults(in: 0...50, default: 5)
            return .resource(
                ListPage(kind: kind, items: [], pageInfo: .init(totalResults: 0, resultsPerPage: maxResults))
                    .json(etag: ""))
        case .refuse(let error):
            throw error
        case .mediaRequired(let what):
            guard hasMedia else { throw APIError.mediaBodyRequired(what) }
            // No emulated account may publish: Google's answer to an account past its upload limit.
            throw method.id == "videos.insert" ? APIError.uploadLimitExceeded : APIError.catalogReadOnly(method)
        case .ownVideo(let upload):
            let id = query.nonEmpty("videoId") ?? query.nonEmpty("id") ?? body?["id"]?.stringValue
                ?? body?["snippet"]?["videoId"]?.stringValue
            guard let id, let index = catalog.videoByID[id] else { throw APIError.ownedVideoNotFound }
            guard catalog.channels[catalog.videos[index].channelIndex].id == own else { throw APIError.forbidden(method) }
            guard let upload, !hasMedia else { throw APIError.catalogReadOnly(method) }
            throw APIError.mediaBodyRequired(upload)
        case .ownCaption:
            let inPath = method.path.hasSuffix("{id}") ? path.split(separator: "/").last.map(String.init) : nil
            let id = inPath ?? query.nonEmpty("id") ?? body?["id"]?.stringValue ?? ""
            guard let track = CaptionsEndpoint.track(id: id, catalog: catalog), !writes.deletedCaptions.contains(id) else {
                throw APIError.captionNotFound
            }
            guard catalog.channels[catalog.videos[track.video].channelIndex].id == own else {
                throw APIError.forbidden(method)
            }
            if method.id == "captions.download" {
                return try CaptionFile.render(catalog.videos[track.video], format: query.nonEmpty("tfmt"))
            }
            if method.id == "captions.delete" {
                writes.deletedCaptions.insert(id)
                return .noContent
            }
            throw APIError.catalogReadOnly(method)
        case .ownChannel(let upload):
            let id = query.nonEmpty("channelId") ?? body?["id"]?.stringValue
            guard let own, id == own else { throw APIError.forbidden(method) }
            if let upload, !hasMedia { throw APIError.mediaBodyRequired(upload) }
            if method.id == "watermarks.unset" { return .noContent }
            throw APIError.catalogReadOnly(method)
        case .reportAbuse:
            let videoId = body?["videoId"]?.stringValue ?? ""
            guard catalog.videoByID[videoId] != nil else { throw APIError.ownedVideoNotFound }
            guard
                VideoAbuseReportReasonsEndpoint.accepts(
                    reasonId: body?["reasonId"]?.stringValue ?? "",
                    secondaryReasonId: body?["secondaryReasonId"]?.stringValue)
            else { throw APIError.invalidAbuseReason }
            return .noContent
        case .echoBody:
            guard let body, case .object = body else { throw APIError.required("body") }
            return .resource(body)
        case .trainability:
            let id = query.nonEmpty("id") ?? ""
            guard catalog.videoByID[id] != nil else { throw APIError.ownedVideoNotFound }
            return .resource([
                "kind": "youtube#videoTrainability", "etag": .string(Digest.etag(for: "trainability:" + id)),
                "videoId": .string(id), "permitted": [],
            ])
        }
    }
}
