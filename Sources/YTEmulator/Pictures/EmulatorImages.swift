import Synchronization

/// The pictures the emulator's answers point at: video thumbnails at `/vi/ID/NAME.jpg` (the
/// sizes of i.ytimg.com: default 120×90, mqdefault 320×180, hqdefault 480×360, sddefault 640×480,
/// maxresdefault 1280×720) and channel avatars at `/ytc/HASH=sSIZE-…` (squares, as yt3.ggpht.com
/// serves them). Each is a JPEG drawn from a hash of its id, so it is the same on every run and
/// different for every video; answers carry ETag and Last-Modified, and revalidation gets a 304.
enum EmulatorImages {
    /// Pictures already written, by path: a path always makes the same bytes, and writing a JPEG
    /// is the emulator's slowest answer. Emptied when it holds more than `keptBytes`.
    private static let written = Mutex((byPath: [String: [UInt8]](), bytes: 0))
    private static let keptBytes = 64 << 20

    /// Every picture's Last-Modified (a Thursday): pictures never change.
    static let lastModified = "Thu, 01 Jan 2026 00:00:00 GMT"

    static func serves(_ path: String) -> Bool {
        path.hasPrefix("/vi/") || path.hasPrefix("/ytc/") || path == "/img/no_thumbnail.jpg"
    }

    static func response(for request: EmulatorRequest) -> EmulatorResponse {
        guard let (seed, width, height) = shape(of: request.path) else {
            return EmulatorResponse(status: 404, headers: [("Content-Type", "text/plain")], body: Array("not found\n".utf8))
        }
        let etag = "\"\(Digest.etag(for: request.path))\""
        let headers = [("ETag", etag), ("Last-Modified", lastModified), ("Cache-Control", "public, max-age=7200")]
        // If-Modified-Since counts only without If-None-Match (RFC 9110 §13.1.3).
        let unchanged = request.headers["if-none-match"].map { $0 == etag } ?? (request.headers["if-modified-since"] == lastModified)
        if unchanged {
            return EmulatorResponse(status: 304, headers: headers, body: [])
        }
        let body = request.method == "HEAD" ? [] : jpeg(request.path, seed: seed, width: width, height: height)
        return EmulatorResponse(status: 200, headers: [("Content-Type", "image/jpeg")] + headers, body: body)
    }

    private static func jpeg(_ path: String, seed: UInt64, width: Int, height: Int) -> [UInt8] {
        if let kept = written.withLock({ $0.byPath[path] }) { return kept }
        let bytes = BaselineJPEG.encode(rgb: draw(seed: seed, width: width, height: height), width: width, height: height, quality: 80)
        written.withLock { kept in
            if kept.bytes + bytes.count > keptBytes { kept = ([:], 0) }
            if kept.byPath.updateValue(bytes, forKey: path) == nil { kept.bytes += bytes.count }
        }
        return bytes
    }

    /// The id a picture is drawn from and its size, from its path.
    static func shape(of path: String) -> (UInt64, Int, Int)? {
        if path == "/img/no_thumbnail.jpg" { return (0, 120, 90) }
        let parts = path.split(separator: "/")
        if parts.count == 3, parts[0] == "vi" {
            let name = String(parts[2]).replacing("_live", with: "")
            let sizes = ["default.jpg": (120, 90), "mqdefault.jpg": (320, 180), "hqdefault.jpg": (480, 360),
                         "sddefault.jpg": (640, 480), "maxresdefault.jpg": (1280, 720)]
            return sizes[name].map { (Digest.hash64(String(parts[1])), $0.0, $0.1) }
        }
        if parts.count == 2, parts[0] == "ytc" {
            let pieces = parts[1].split(separator: "=", maxSplits: 1)
            guard pieces.count == 2, pieces[1].hasPrefix("s"),
                let size = Int(pieces[1].dropFirst().prefix { $0.isNumber }), (16...800).contains(size)
            else { return nil }
            return (Digest.hash64(String(pieces[0])), size, size)
        }
        return nil
    }

    /// A diagonal blend of two colours with a disc of a third, all from `seed`.
    static func draw(seed: UInt64, width: Int, height: Int) -> [UInt8] {
        func channel(_ shift: UInt64) -> Int { Int((seed >> shift) & 0xff) }
        let from = (channel(0), channel(8), channel(16)), to = (channel(24), channel(32), channel(40))
        let disc = (255 - channel(48), 255 - channel(8), channel(56))
        let cx = width * (20 + channel(12) % 60) / 100, cy = height * (25 + channel(20) % 50) / 100
        let radius = min(width, height) / 4
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 3
                if (x - cx) * (x - cx) + (y - cy) * (y - cy) < radius * radius {
                    (rgb[i], rgb[i + 1], rgb[i + 2]) = (UInt8(disc.0), UInt8(disc.1), UInt8(disc.2))
                } else {
                    let t = (x + y) * 255 / max(1, width + height - 2)
                    func mix(_ a: Int, _ b: Int) -> UInt8 { UInt8((a * (255 - t) + b * t) / 255) }
                    (rgb[i], rgb[i + 1], rgb[i + 2]) = (mix(from.0, to.0), mix(from.1, to.1), mix(from.2, to.2))
                }
            }
        }
        return rgb
    }
}
