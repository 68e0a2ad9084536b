/// A method that acts for the signed-in user: the write methods, and the reads whose answer is
/// the user's own (`videos.getRating`). It runs with the state locked, so two writes never
/// interleave, and what it changes in `writes` is what every later read sees.
protocol UserMethod: Sendable {
    /// The method's id without the `youtube.` prefix (`comments.update`).
    var id: String { get }
    /// The method's own query parameters, as the discovery document lists them; strict mode
    /// refuses others.
    var parameters: Set<String> { get }
    func perform(_ request: UserRequest, writes: inout UserWrites) throws -> UserAnswer
}

/// One call of a ``UserMethod``.
struct UserRequest: Sendable {
    var query: QueryParameters
    /// The JSON body, `nil` when the request had none.
    var body: JSONValue?
    var caller: Caller
    var catalog: Catalog
    /// Seconds since 1970 (``EmulatorConfiguration/clock``).
    var now: Int64
}

/// What a ``UserMethod`` answers: a resource (200, JSON) or nothing (204), or a file that is
/// not JSON (200, `captions.download`'s track).
enum UserAnswer: Sendable {
    case resource(JSONValue)
    case noContent
    case file(contentType: String, body: [UInt8])
}

/// Every ``UserMethod`` the emulator serves, by id.
enum UserMethods {
    static let all: [String: any UserMethod] = {
        let methods: [any UserMethod] = CommentMethods.all + ChannelMethods.all + PlaylistMethods.all
        return Dictionary(uniqueKeysWithValues: methods.map { ($0.id, $0) })
    }()
}
