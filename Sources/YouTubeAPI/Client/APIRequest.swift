import Foundation

/// One call of an API method: which resource, which parameters, and what the answer decodes to.
///
/// A request never holds the API key or a token: `YouTubeClient` adds them when it sends it, so
/// a request can be logged, compared and used as a cache key as it is.
public struct APIRequest<Response: Decodable & Sendable>: Sendable, Hashable {
    /// The resource's path segment: `videos`, `search`, `commentThreads`…
    public var resource: String
    /// Query parameters other than `key`.
    public var parameters: [String: String]
    /// The method's last word: `list`, `insert`, `update`, `delete`, `rate`, `getRating`.
    public var verb: String
    /// `GET` for reads, `POST` for inserts and `videos.rate`, `PUT` for updates, `DELETE`.
    public var httpMethod: String
    /// The JSON a write sends.
    public var body: Data?
    /// Whether the request acts for the Google user signed in (a write, `mine=true`, `myRating`):
    /// it carries their access token instead of the key, and its answer is never cached.
    public var personal: Bool
    /// Whether sending it twice does what sending it once does (a GET, a rating, a delete), so a
    /// lost answer may be asked again; an insert is not (see `YouTubeClient.write`).
    public var idempotent: Bool

    public init(
        resource: String, parameters: [String: String], verb: String = "list", httpMethod: String = "GET",
        body: Data? = nil, personal: Bool = false, idempotent: Bool? = nil
    ) {
        self.resource = resource
        self.parameters = parameters
        self.verb = verb
        self.httpMethod = httpMethod
        self.body = body
        self.personal = personal || httpMethod != "GET"
        self.idempotent = idempotent ?? (httpMethod != "POST")
    }

    /// The method name used in the quota table and in traces (`videos.list`, `videos.rate`).
    public var method: String { "\(resource).\(verb)" }

    /// Quota units this call costs.
    public var cost: Int { QuotaCost.units(for: method) }

    /// A stable description without the key: `videos?id=abc&part=snippet`, also the cache key.
    ///
    /// Names and values are percent-encoded, so a value holding `&`, `=` or `%` cannot pass for
    /// other parameters: `search 'cats&regionCode=GB'` is `q=cats%26regionCode%3DGB`, never the
    /// key of `search cats --region GB`.
    public var description: String {
        "\(resource)?" + query
    }

    /// The method and the parameters that pick the answer, without `part` and `fields`:
    /// `videos.list chart=mostPopular maxResults=50`, for messages.
    public var summary: String {
        ([method] + sortedParameters.filter { $0.name != "part" && $0.name != "fields" }
            .map { "\($0.name)=\($0.value ?? "")" }).joined(separator: " ")
    }

    /// The full URL under `root` (`https://youtube.googleapis.com` or the emulator's root), with
    /// `key` when there is one (a personal request sends a token in a header instead).
    func url(root: URL, key: String?) -> URL? {
        var text = root.absoluteString
        if !text.hasSuffix("/") { text += "/" }
        text += "youtube/v3/" + resourcePath + "?" + query
        if let key { text += (parameters.isEmpty ? "" : "&") + "key=" + KeyText.encode(key) }
        return URL(string: text)
    }

    /// The parameters sorted by name, each name and value percent-encoded byte by byte (`+` too,
    /// which servers read as a space): what `description` shows, and what the URL asks.
    private var query: String {
        sortedParameters.map { "\(KeyText.encode($0.name))=\(KeyText.encode($0.value ?? ""))" }.joined(separator: "&")
    }

    /// `videos`, or `videos/rate` and `videos/getRating` for the methods with a path of their own.
    private var resourcePath: String {
        ["list", "insert", "update", "delete"].contains(verb) ? resource : "\(resource)/\(verb)"
    }

    private var sortedParameters: [URLQueryItem] {
        parameters.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
    }
}

/// What a request brought back: a new body with its ETag, or word that the cached one still holds.
public enum APIResponse<Value: Sendable>: Sendable {
    case fresh(Value, etag: String?)
    case notModified
}

/// How `APIRequest.description` and the URL write a name or a value.
enum KeyText {
    /// What stays readable: unreserved characters and the punctuation of `part` and `fields`
    /// values, none of which separates parameters. Every other byte of the UTF-8 is written `%XX`.
    ///
    /// By hand over the bytes: Foundation's addingPercentEncoding goes through NSString, which
    /// costs a millisecond's worth of runtime lookups at every start.
    static func encode(_ text: String) -> String {
        // Ids, numbers, parts and fields are plain already: kept as they are, with no copy.
        if text.utf8.allSatisfy(isPlain) { return text }
        let hex = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isPlain(byte) {
                encoded.append(byte)
            } else {
                encoded.append(UInt8(ascii: "%"))
                encoded.append(hex[Int(byte >> 4)])
                encoded.append(hex[Int(byte & 0xF)])
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~,/()*:@".utf8.contains(byte)
        }
    }
}
