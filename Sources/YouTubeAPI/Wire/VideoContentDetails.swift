extension Wire {
    /// The `contentDetails` part of a video.
    public struct VideoContentDetails: Sendable, Hashable {
        /// `PT21M3S` on the wire; `P0D` (zero) for live and upcoming streams.
        public let duration: ISO8601Duration?
        /// `2d` or `3d`.
        public let dimension: String?
        /// `hd` or `sd`.
        public let definition: String?
        /// Whether captions exist; the API sends the *string* `"true"`/`"false"`.
        public let caption: Bool?
        public let licensedContent: Bool?
        /// `rectangular` or `360`.
        public let projection: String?

        /// Creates content details; every field defaults to absent.
        public init(
            duration: ISO8601Duration? = nil, dimension: String? = nil, definition: String? = nil,
            caption: Bool? = nil, licensedContent: Bool? = nil, projection: String? = nil
        ) {
            self.duration = duration
            self.dimension = dimension
            self.definition = definition
            self.caption = caption
            self.licensedContent = licensedContent
            self.projection = projection
        }
    }
}

extension Wire.VideoContentDetails: Decodable {
    private enum CodingKeys: String, CodingKey {
        case duration, dimension, definition, caption, licensedContent, projection
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            duration: try container.decodeIfPresent(ISO8601Duration.self, forKey: .duration),
            dimension: try container.decodeIfPresent(String.self, forKey: .dimension),
            definition: try container.decodeIfPresent(String.self, forKey: .definition),
            caption: try container.decodeBoolStringIfPresent(forKey: .caption),
            licensedContent: try container.decodeIfPresent(Bool.self, forKey: .licensedContent),
            projection: try container.decodeIfPresent(String.self, forKey: .projection)
        )
    }
}
