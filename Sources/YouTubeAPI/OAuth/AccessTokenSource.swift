/// Where a client gets the Google user's access token for personal requests (writes, `mine=true`,
/// `myRating`). `GoogleSession` is the real one: it keeps the token for its lifetime and refreshes it.
public protocol AccessTokenSource: Sendable {
    /// A token believed valid: the kept one while it lives, else a refreshed one.
    func accessToken() async throws -> String

    /// A new token after the API refused `rejected` (401): refreshed once, however many requests
    /// saw the same refusal at the same time.
    func refreshed(after rejected: String) async throws -> String
}
