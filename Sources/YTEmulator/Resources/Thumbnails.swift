/// Thumbnail sets in the shapes the API uses for videos (16:9 / 4:3 frames) and channels (squares).
///
/// The URLs are Google's (i.ytimg.com, yt3.ggpht.com) unless `origin` is set: then they point at
/// the emulator itself, which serves the pictures (`EmulatorImages`), so a client draws real
/// images with no network.
enum Thumbnails {
    /// `http://HOST:PORT` of the server answering, for the request being answered.
    @TaskLocal static var origin: String?

    private static var videoHost: String { origin ?? "https://i.ytimg.com" }
    private static var avatarHost: String { origin ?? "https://yt3.ggpht.com" }

    /// `standard` and `maxres` exist only for HD uploads, as in the recorded trending list.
    static func video(_ video: CatalogVideo) -> JSONValue {
        let base = videoHost + "/vi/\(video.id)/"
        let suffix = video.broadcast == .none ? "" : "_live"
        return [
            "default": image(base + "default\(suffix).jpg", 120, 90),
            "medium": image(base + "mqdefault\(suffix).jpg", 320, 180),
            "high": image(base + "hqdefault\(suffix).jpg", 480, 360),
            "standard": video.highDefinition ? image(base + "sddefault\(suffix).jpg", 640, 480) : nil,
            "maxres": video.highDefinition && video.viewCount % 7 != 0
                ? image(base + "maxresdefault\(suffix).jpg", 1280, 720) : nil,
        ]
    }

    /// The 480×360 picture alone, as oEmbed names it.
    static func high(_ video: CatalogVideo) -> String {
        videoHost + "/vi/\(video.id)/hqdefault.jpg"
    }

    /// Search results carry only the three small sizes.
    static func searchVideo(_ video: CatalogVideo) -> JSONValue {
        let base = videoHost + "/vi/\(video.id)/"
        return [
            "default": image(base + "default.jpg", 120, 90), "medium": image(base + "mqdefault.jpg", 320, 180),
            "high": image(base + "hqdefault.jpg", 480, 360),
        ]
    }

    static func channel(_ channel: CatalogChannel, withSizes: Bool = true) -> JSONValue {
        let base = avatarHost + "/ytc/" + Digest.etag(for: "avatar:" + channel.id)
        func square(_ size: Int) -> JSONValue {
            let url = "\(base)=s\(size)-c-k-c0x00ffffff-no-rj"
            return withSizes ? image(url, size, size) : ["url": .string(url)]
        }
        return ["default": square(88), "medium": square(240), "high": square(800)]
    }

    /// A playlist shows its first video's frames, or YouTube's placeholder when empty.
    static func playlist(firstVideo: CatalogVideo?) -> JSONValue {
        guard let firstVideo else {
            return [
                "default": image(videoHost + "/img/no_thumbnail.jpg", 120, 90),
                "medium": image(videoHost + "/img/no_thumbnail.jpg", 320, 180),
                "high": image(videoHost + "/img/no_thumbnail.jpg", 480, 360),
            ]
        }
        return video(firstVideo)
    }

    private static func image(_ url: String, _ width: Int, _ height: Int) -> JSONValue {
        ["url": .string(url), "width": .int(width), "height": .int(height)]
    }
}
