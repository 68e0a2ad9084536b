extension Wire {
    /// The answer of a method that sends back nothing (204: `videos.rate`, every `delete`).
    public struct Empty: Decodable, Sendable, Hashable {
        public init() {}
        public init(from decoder: any Decoder) throws {}
    }
}
