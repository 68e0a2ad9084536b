extension Wire {
    /// One thumbnail image.
    ///
    /// Search results for channels and subscription snippets omit `width` and `height`.
    public struct Thumbnail: Decodable, Sendable, Hashable {
        public let url: String?
        public let width: Int?
        public let height: Int?

        /// Creates a thumbnail; every field defaults to absent.
        public init(url: String? = nil, width: Int? = nil, height: Int? = nil) {
            self.url = url
            self.width = width
            self.height = height
        }
    }
}
