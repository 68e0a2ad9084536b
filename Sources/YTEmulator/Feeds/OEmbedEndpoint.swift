import Foundation

/// `GET /oembed?url=<a video's address>&format=json`: what YouTube tells anyone about a public
/// video, with no key and no quota: its title, its channel's name and address, a thumbnail and
/// the embed markup.
///
/// As YouTube answers: 400 for a missing or unreadable address, 404 for a video that is not
/// public (the catalog holds public videos only, so any other id), 401 for one whose owner
/// disallows embedding, 501 for a format other than JSON.
struct OEmbedEndpoint {
    let catalog: Catalog

    static let path = "/oembed"

    func response(for request: EmulatorRequest) -> EmulatorResponse {
        let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard (query["format"] ?? "json") == "json" else { return Self.plain(501, "Not Implemented") }
        guard let address = query["url"], let id = Self.videoId(in: address) else { return Self.plain(400, "Bad Request") }
        guard let index = catalog.videoByID[id] else { return Self.plain(404, "Not Found") }
        let video = catalog.videos[index]
        guard video.embeddable else { return Self.plain(401, "Unauthorized") }
        let channel = catalog.channels[video.channelIndex]
        let iframe = "<iframe width=\"200\" height=\"113\" src=\"https://www.youtube.com/embed/\(video.id)?feature=oembed\" "
            + "frameborder=\"0\" allow=\"accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; "
            + "picture-in-picture; web-share\" referrerpolicy=\"strict-origin-when-cross-origin\" allowfullscreen "
            + "title=\"\(HTMLText.escape(video.title))\"></iframe>"
        let body: JSONValue = [
            "title": .string(video.title), "author_name": .string(channel.title),
            "author_url": .string("https://www.youtube.com/\(channel.customUrl)"), "type": "video", "height": 113,
            "width": 200, "version": "1.0", "provider_name": "YouTube", "provider_url": "https://www.youtube.com/",
            "thumbnail_height": 360, "thumbnail_width": 480, "thumbnail_url": .string(Thumbnails.high(video)),
            "html": .string(iframe),
        ]
        return EmulatorResponse(status: 200, headers: [("Content-Type", "application/json")],
                                body: JSONWriter(pretty: false).serialize(body))
    }

    /// The video id in one of YouTube's addresses: `watch?v=`, `youtu.be/`, `shorts/`, `embed/`, `live/`.
    static func videoId(in address: String) -> String? {
        guard let parts = URLComponents(string: address), let host = parts.host?.lowercased(),
              ["http", "https"].contains(parts.scheme?.lowercased() ?? "")
        else { return nil }
        let path = parts.path.split(separator: "/").map(String.init)
        let candidate: String?
        if host == "youtu.be" {
            candidate = path.first
        } else if ["youtube.com", "www.youtube.com", "m.youtube.com"].contains(host) {
            if path == ["watch"] {
                candidate = parts.queryItems?.first { $0.name == "v" }?.value
            } else if path.count == 2, ["shorts", "embed", "live", "v"].contains(path[0]) {
                candidate = path[1]
            } else {
                candidate = nil
            }
        } else {
            candidate = nil
        }
        guard let candidate, candidate.count == 11,
              candidate.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { return nil }
        return candidate
    }

    private static func plain(_ status: Int, _ text: String) -> EmulatorResponse {
        EmulatorResponse(status: status, headers: [("Content-Type", "text/html; charset=UTF-8")], body: Array(text.utf8))
    }
}
