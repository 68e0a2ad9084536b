extension Wire {
    /// The `thumbnails` object of a snippet, keyed by size name.
    ///
    /// Videos use 120×90, 320×180, 480×360, 640×480 and 1280×720; channels use 88, 240 and 800
    /// pixel squares. `standard` and `maxres` are often missing.
    public struct Thumbnails: Decodable, Sendable, Hashable {
        public let `default`: Thumbnail?
        public let medium: Thumbnail?
        public let high: Thumbnail?
        public let standard: Thumbnail?
        public let maxres: Thumbnail?

        /// Creates a set of thumbnails; every size defaults to absent.
        public init(
            default: Thumbnail? = nil, medium: Thumbnail? = nil, high: Thumbnail? = nil,
            standard: Thumbnail? = nil, maxres: Thumbnail? = nil
        ) {
            self.default = `default`
            self.medium = medium
            self.high = high
            self.standard = standard
            self.maxres = maxres
        }

        /// The largest size present, since which sizes exist varies from video to video.
        public var largest: Thumbnail? {
            maxres ?? standard ?? high ?? medium ?? `default`
        }
    }
}
