/// Failures of YTCore's own rules, as opposed to the API's (`APIError`).
public enum CoreError: Error, Sendable, Hashable {
    /// The text is neither a video id nor a YouTube URL naming one.
    case invalidVideoReference(String)
    /// videos.list knows no video with this id.
    case videoNotFound(String)
    /// A value outside what the option accepts, with the accepted range or values.
    case invalidValue(option: String, value: String, accepted: String)
}
