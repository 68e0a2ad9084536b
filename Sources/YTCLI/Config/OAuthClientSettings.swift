/// An OAuth client's id and secret, from the config file (`oauth_client_id=`,
/// `oauth_client_secret=`) or the environment, never from a flag: a secret in argv is visible to
/// every user of the machine. Google's "secret" of an installed app is not truly secret, but it is
/// the person's own and ytclone keeps it out of traces all the same.
struct OAuthClientSettings: Sendable {
    let id: String
    let secret: String

    /// Both values, trimmed; `nil` when the id is missing or empty. An installed app's secret may be
    /// empty (PKCE stands in for it), so a missing one is sent empty.
    init?(id: String?, secret: String?) {
        guard let id = id?.trimmingCharacters(in: .whitespaces), !id.isEmpty else { return nil }
        self.id = id
        self.secret = secret?.trimmingCharacters(in: .whitespaces) ?? ""
    }
}
