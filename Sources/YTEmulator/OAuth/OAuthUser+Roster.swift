extension OAuthUser {
    /// The users `names` describe (`alice`, `carol:nochannel`), each but the channel-less ones
    /// owning one of the catalog's channels in turn from channel 2 on (channel 0 holds the
    /// fixtures, channel 1 the hostile titles). Ids are Google's shape, 21 digits, fixed by the name.
    static func roster(_ names: [String], catalog: Catalog) -> [OAuthUser] {
        var nextChannel = 2
        return names.map { entry in
            let pieces = entry.split(separator: ":", maxSplits: 1).map(String.init)
            let name = pieces.first ?? entry
            let hasChannel = pieces.count < 2 || pieces[1] != "nochannel"
            var channelId: String?
            if hasChannel, nextChannel < catalog.channels.count {
                channelId = catalog.channels[nextChannel].id
                nextChannel += 1
            }
            let digits = String(Digest.hash64("oauth-user|" + name) % 100_000_000_000_000_000)
            let id = "1" + String(repeating: "0", count: 20 - digits.count) + digits
            return OAuthUser(id: id, name: name, email: name + "@example.com", channelId: channelId)
        }
    }

    /// Whether `text` is a valid `--oauth-user` entry: a name of letters, digits, `.`, `_` or
    /// `-`, optionally followed by `:nochannel`.
    public static func isValidEntry(_ text: String) -> Bool {
        let pieces = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let name = pieces.first, !name.isEmpty, name.count <= 64,
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) })
        else { return false }
        return pieces.count == 1 || pieces[1] == "nochannel"
    }
}
