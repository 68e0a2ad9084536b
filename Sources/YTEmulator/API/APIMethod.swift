/// One method of the API as the discovery document describes it, and what it costs.
struct APIMethod: Sendable {
    /// The method's id without the `youtube.` prefix (`comments.update`).
    let id: String
    let httpMethod: String
    /// The path after `/youtube/v3/`; `{id}` stands for one path segment (`captions/{id}`).
    let path: String
    /// The OAuth scopes, any one of which lets a token call the method (`youtube.force-ssl`).
    let scopes: Set<String>

    /// The units one call costs, from Google's quota calculator: reads 1 (`search.list` 100,
    /// `captions.download` 200), uploads 1600, caption uploads 400 and 450, other writes 50.
    var cost: Int {
        switch id {
        case "search.list": 100
        case "captions.download": 200
        case "videos.insert": 1600
        case "captions.insert": 400
        case "captions.update": 450
        default: httpMethod == "GET" ? 1 : 50
        }
    }

    /// The method `httpMethod` names at `path` (the part after `/youtube/v3/`), if the document has one.
    static func find(httpMethod: String, path: String) -> APIMethod? {
        let verb = httpMethod == "HEAD" ? "GET" : httpMethod
        return all.first { $0.httpMethod == verb && $0.matches(path) }
    }

    /// Whether some method of the document lives at `path`, whatever its HTTP method.
    static func exists(atPath path: String) -> Bool {
        all.contains { $0.matches(path) }
    }

    private func matches(_ candidate: String) -> Bool {
        // Most paths have no `{id}`: compared whole, without splitting either side at each request.
        guard path.utf8.contains(UInt8(ascii: "{")) else { return path == candidate }
        let mine = self.path.split(separator: "/", omittingEmptySubsequences: false)
        let theirs = candidate.split(separator: "/", omittingEmptySubsequences: false)
        guard mine.count == theirs.count else { return false }
        return zip(mine, theirs).allSatisfy { pattern, segment in
            pattern == segment || (pattern.hasPrefix("{") && !segment.isEmpty)
        }
    }
}
