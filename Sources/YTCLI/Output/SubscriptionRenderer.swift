import YTCore

/// Prints subscriptions (docs/json.md "Subscription"; fields: `Shapes.subscription`). A table of
/// none prints nothing: the command says how to subscribe instead.
struct SubscriptionRenderer: Sendable {
    let console: Console
    let format: OutputFormat

    func list(_ subscriptions: [Subscription]) throws {
        try RecordWriter(console: console, format: format, shape: Shapes.subscription)
            .list(subscriptions, table: subscriptions.isEmpty ? { _ in } : nil)
    }
}
