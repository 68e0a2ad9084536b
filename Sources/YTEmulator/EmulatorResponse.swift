/// What the emulator answers: status, headers and body bytes, plus facts the server counts.
public struct EmulatorResponse: Sendable {
    public var status: Int
    /// Header fields in the order they should be sent.
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]
    /// The API method served (`videos.list`), or `nil` for paths that are not API methods.
    public var apiMethod: String?
    /// The error reason when `status` is not 2xx/304 (`quotaExceeded`, `invalidPageToken`…).
    public var errorReason: String?
    /// The message of a strict-mode refusal (`yt-emulator --strict`), so the server can log it.
    public var strictRefusal: String?

    public init(
        status: Int, headers: [(name: String, value: String)], body: [UInt8], apiMethod: String? = nil,
        errorReason: String? = nil
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.apiMethod = apiMethod
        self.errorReason = errorReason
    }

    /// The first header named `name` (case-insensitive).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
