/// Renders `youtube#activity` resources; the catalog only has uploads.
///
/// As in real responses, `snippet.publishedAt` is written with a `+00:00` offset rather than
/// `Z`, and ids are standard base64 of a long decimal string.
struct ActivityRenderer {
    let catalog: Catalog

    /// `1`, the upload time twice and six digits unique to the video, as decimal text in base64
    /// (36 characters for today's timestamps; base64 of digits never holds `+` or `/`).
    func id(of video: CatalogVideo) -> String {
        let time = String(video.publishedAt)
        let unique = String(Digest.hash64("activity:\(catalog.seed):\(video.id)") % 1_000_000)
        let digits = "1" + time + time + String(repeating: "0", count: 6 - unique.count) + unique
        return Base64.encode(Array(digits.utf8), urlSafe: false, padded: true)
    }

    func render(upload video: CatalogVideo, parts: PartSelection) -> JSONValue {
        let channel = catalog.channel(of: video)
        let id = id(of: video)
        let snippet: JSONValue = [
            "publishedAt": .string(String(RFC3339.format(video.publishedAt).dropLast()) + "+00:00"),
            "channelId": .string(channel.id),
            "title": .string(video.title),
            "description": .string(video.description),
            "thumbnails": Thumbnails.video(video),
            "channelTitle": .string(channel.title),
            "type": "upload",
        ]
        return [
            "kind": "youtube#activity",
            "etag": .string(Digest.etag(for: "activity:\(catalog.seed):\(id)")),
            "id": .string(id),
            "snippet": parts.contains("snippet") ? snippet : nil,
            "contentDetails": parts.contains("contentDetails") ? ["upload": ["videoId": .string(video.id)]] : nil,
        ]
    }
}
