/// Who may see a playlist: Google's `status.privacyStatus`.
public enum PlaylistPrivacy: String, Sendable, Hashable, CaseIterable {
    /// Only its owner (the default of `playlist create`, as of YouTube's own form).
    case `private`
    /// Anyone with its address.
    case unlisted
    /// Everyone; it shows on the channel.
    case `public`
}
