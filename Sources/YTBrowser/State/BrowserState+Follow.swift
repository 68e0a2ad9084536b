import YTCore

extension BrowserState {
    /// `s` on a channel's page, or on a video's page for its channel: subscribes the signed-in
    /// user to it, or unsubscribes them (nobody signed in: the gate, as commenting brings it).
    mutating func toggleSubscription(to channel: Channel?, data: BrowserData) -> [any Event] {
        guard let channel, !channel.id.isEmpty else {
            message = "The channel is not loaded yet: press s again once it shows."
            return []
        }
        return needAccount(data, for: "subscribe to channels") ?? [SubscriptionToggled(channel: channel)]
    }
}
