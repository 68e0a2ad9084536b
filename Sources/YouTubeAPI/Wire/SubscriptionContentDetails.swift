extension Wire {
    /// The `contentDetails` part of a subscription.
    public struct SubscriptionContentDetails: Decodable, Sendable, Hashable {
        /// How many items the subscribed channel has; a real JSON integer.
        public let totalItemCount: Int?
        public let newItemCount: Int?
        /// `all` or `uploads`.
        public let activityType: String?

        /// Creates content details; every field defaults to absent.
        public init(totalItemCount: Int? = nil, newItemCount: Int? = nil, activityType: String? = nil) {
            self.totalItemCount = totalItemCount
            self.newItemCount = newItemCount
            self.activityType = activityType
        }
    }
}
