import YTCore

/// Prints subscriptions (docs/json.md "Subscription"; fields: `Shapes.subscription`).
struct SubscriptionRenderer: Sendable {
    let console: Console
    let format: OutputFormat

    /// - Parameter hasKey: whether an API key is configured, for what the empty list suggests.
    func list(_ subscriptions: [Subscription], hasKey: Bool) throws {
        try RecordWriter(console: console, format: format, shape: Shapes.subscription)
            .list(subscriptions, empty: Self.none(hasKey: hasKey))
    }

    /// What an empty list of subscriptions says (also `feed --subscriptions`): how to add some.
    /// Without a key a @handle cannot be resolved, a channel's id or URL can.
    static func none(hasKey: Bool) -> String {
        "No subscriptions yet: ytclone subscribe \(hasKey ? "@handle" : "UC… (or the channel's URL)"), "
            + "or ytclone subscriptions import FILE"
    }
}
