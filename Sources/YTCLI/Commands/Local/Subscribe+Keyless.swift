import YTCore

extension YTClone.Subscribe {
    /// The channels `references` name, without an API key: each id's name from its feed (a
    /// channel whose feed answers 404 is missing); a `@handle` is refused, as `channel` refuses it.
    func lookUpWithoutKey(_ references: [ChannelReference], in environment: AppEnvironment) async throws
        -> (found: [Channel], missing: [ChannelReference])
    {
        var ids: [String] = []
        for reference in references {
            switch reference {
            case .handle(let handle): throw KeylessError.handle(handle, command: "subscribe")
            case .id(let id): ids.append(id)
            }
        }
        var found: [Channel] = []
        var missing: [ChannelReference] = []
        for id in ids {
            if let (channel, _) = try await environment.channelFromFeed(id) { found.append(channel) } else { missing.append(.id(id)) }
        }
        return (found, missing)
    }
}
