/// `captions.list`: a video's caption tracks. Every video has YouTube's automatic (`asr`)
/// track in its language; a video whose `contentDetails.caption` is true also has a standard
/// track uploaded with it. Ids name the video and the track, so `captions.download` and the
/// `id` filter find them again; tracks their owners deleted are gone. Served with a key too, as
/// Google serves public videos' tracks.
struct CaptionsEndpoint: Endpoint {
    let catalog: Catalog
    let resource = "captions"
    let knownParts: Set<String> = ["id", "snippet"]
    let parameters: Set<String> = ["id", "onBehalfOf", "onBehalfOfContentOwner", "part", "videoId"]

    /// One track: the video it belongs to and whether it is the standard (uploaded) one.
    struct Track: Sendable {
        let video: Int
        let standard: Bool
    }

    static let idPrefix = "AUieDa"

    func list(_ query: QueryParameters, parts: PartSelection) throws -> ListPage {
        guard let videoId = query.nonEmpty("videoId") else { throw APIError.required("videoId") }
        guard let video = catalog.videoByID[videoId] else { throw APIError.captionVideoNotFound }
        var tracks = Self.tracks(of: catalog.videos[video]).filter {
            !query.writes.deletedCaptions.contains(Self.id(of: $0, catalog: catalog))
        }
        let ids = query.list("id")
        if !ids.isEmpty { tracks = tracks.filter { ids.contains(Self.id(of: $0, catalog: catalog)) } }
        return ListPage(kind: "youtube#captionListResponse", items: tracks.map { render($0, parts: parts) })
    }

    static func tracks(of video: CatalogVideo) -> [Track] {
        (video.caption ? [Track(video: video.index, standard: true)] : []) + [Track(video: video.index, standard: false)]
    }

    static func id(of track: Track, catalog: Catalog) -> String {
        idPrefix + (track.standard ? "S" : "A") + catalog.videos[track.video].id
    }

    /// The track an id names, if its video exists and has it.
    static func track(id: String, catalog: Catalog) -> Track? {
        guard id.hasPrefix(idPrefix) else { return nil }
        let rest = id.dropFirst(idPrefix.count)
        guard let kind = rest.first, let video = catalog.videoByID[String(rest.dropFirst())] else { return nil }
        return tracks(of: catalog.videos[video]).first { $0.standard == (kind == "S") }
    }

    private func render(_ track: Track, parts: PartSelection) -> JSONValue {
        let video = catalog.videos[track.video]
        let id = Self.id(of: track, catalog: catalog)
        return [
            "kind": "youtube#caption",
            "etag": .string(Digest.etag(for: "caption:" + id)),
            "id": .string(id),
            "snippet": parts.contains("snippet")
                ? [
                    "videoId": .string(video.id),
                    "lastUpdated": .string(RFC3339.format(video.publishedAt + 3_600)),
                    "trackKind": .string(track.standard ? "standard" : "asr"),
                    "language": .string(video.language ?? "en"),
                    "name": "",
                    "audioTrackType": "unknown",
                    "isCC": false, "isLarge": false, "isEasyReader": false, "isDraft": false, "isAutoSynced": false,
                    "status": "serving",
                ]
                : nil,
        ]
    }
}

extension APIError {
    /// captions.list for a video that does not exist.
    static let captionVideoNotFound = APIError(
        code: 404, "The video identified by the <code>videoId</code> parameter could not be found.",
        domain: "youtube.caption", reason: "videoNotFound", parameter: "videoId")
}
