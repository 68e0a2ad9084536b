import Foundation

/// Failures of YTCore's own rules, as opposed to the API's (`APIError`).
public enum CoreError: Error, Sendable, Hashable {
    /// The text is neither a video id nor a YouTube URL naming one.
    case invalidVideoReference(String)
    /// videos.list knows no video with this id.
    case videoNotFound(String)
    /// The text is neither a channel id, an `@handle` nor a YouTube URL naming a channel.
    case invalidChannelReference(String)
    /// The text is neither a playlist id nor a YouTube URL carrying one.
    case invalidPlaylistReference(String)
    /// channels.list knows no channel with this id or handle (as the person wrote it: `UC…` or `@handle`).
    case channelNotFound(String)
    /// playlists.list knows no playlist with this id.
    case playlistNotFound(String)
    /// A value outside what the option accepts, with the accepted range or values.
    case invalidValue(option: String, value: String, accepted: String)
    /// An account field breaks one of `AccountRules`' documented rules.
    case ruleBroken(field: String, rule: String)
    /// Sign-in failed. The same case for an unknown email and a wrong password, on purpose.
    case invalidCredentials
    /// The command needs a signed-in user and there is none (or the session expired).
    case notSignedIn
    /// The command needs a signed-in user and no account exists in this home yet.
    case noAccount
    /// A password confirmation (current password, or the repeated new one) did not match.
    case passwordMismatch
    /// A comment body is empty after trimming or longer than the limit.
    case commentLength(count: Int, limit: Int)
    /// A comment body holds U+0000, which a PostgreSQL text column cannot store.
    case commentHoldsNUL
    /// An avatar file is not a PNG or JPEG, or is too large.
    case invalidAvatar(String)
    /// libsodium could not do its work (out of memory for argon2id, typically).
    case cryptoFailure(String)
    /// A subscriptions file (Takeout CSV or OPML) cannot be read: too large, not UTF-8, no CSV header,
    /// a CSV row without a channel id (the reason names its line) or no `<opml>` element.
    case unreadableImport(reason: String)
    /// The quota ledger shows `used` of the day's `budget` units spent, too few left for the next
    /// request: no request is sent until the quota day ends at `resetsAt`.
    case quotaBudgetSpent(used: Int, budget: Int, resetsAt: Date)
}
