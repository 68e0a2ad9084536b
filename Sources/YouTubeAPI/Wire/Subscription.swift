extension Wire {
    /// A `youtube#subscription` from subscriptions.list.
    ///
    /// The list's `kind` has been seen as `youtube#SubscriptionListResponse` (capital S).
    public struct Subscription: Decodable, Sendable, Hashable {
        public let kind: String?
        public let etag: String?
        public let id: String?
        public let snippet: SubscriptionSnippet?
        public let contentDetails: SubscriptionContentDetails?

        /// Creates a subscription; every part defaults to absent.
        public init(
            kind: String? = nil, etag: String? = nil, id: String? = nil,
            snippet: SubscriptionSnippet? = nil, contentDetails: SubscriptionContentDetails? = nil
        ) {
            self.kind = kind
            self.etag = etag
            self.id = id
            self.snippet = snippet
            self.contentDetails = contentDetails
        }
    }
}
