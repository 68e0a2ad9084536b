import YTCore

/// Prints subscriptions (docs/json.md "Subscription"; fields: `Shapes.subscription`).
struct SubscriptionRenderer: Sendable {
    let console: Console
    let format: OutputFormat

    func list(_ subscriptions: [Subscription]) throws {
        try RecordWriter(console: console, format: format, shape: Shapes.subscription)
            .list(subscriptions, empty: "No subscriptions yet: ytclone subscribe @handle, or ytclone subscriptions import FILE")
    }
}
