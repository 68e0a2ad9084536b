import Foundation

extension Wire {
    /// One page of any `*.list` method: `youtube#videoListResponse`, `youtube#searchListResponse`, ….
    ///
    /// `kind` is kept as sent; compare it case-insensitively (subscriptions.list has answered
    /// `youtube#SubscriptionListResponse`). `nextPageToken` is absent on the last page and
    /// `prevPageToken` on the first; comment lists never send `prevPageToken`. `pageInfo` is
    /// absent on lookups by id, and its `totalResults` is only an estimate for search.
    public struct ListResponse<Item: Decodable & Sendable & Hashable>: Sendable, Hashable {
        public let kind: String?
        /// Opaque: either the bare 27-character form or the older quoted `"\"…/…\""` form.
        public let etag: String?
        public let nextPageToken: String?
        public let prevPageToken: String?
        public let pageInfo: PageInfo?
        /// Sent by search.list only.
        public let regionCode: String?
        /// The page's resources; empty when the response has no `items` key.
        public let items: [Item]

        /// Creates a page; every field defaults to absent and `items` to empty.
        public init(
            kind: String? = nil, etag: String? = nil, nextPageToken: String? = nil,
            prevPageToken: String? = nil, pageInfo: PageInfo? = nil, regionCode: String? = nil,
            items: [Item] = []
        ) {
            self.kind = kind
            self.etag = etag
            self.nextPageToken = nextPageToken
            self.prevPageToken = prevPageToken
            self.pageInfo = pageInfo
            self.regionCode = regionCode
            self.items = items
        }
    }
}

extension Wire.ListResponse: Decodable {
    private enum CodingKeys: String, CodingKey {
        case kind, etag, nextPageToken, prevPageToken, pageInfo, regionCode, items
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try container.decodeIfPresent(String.self, forKey: .kind),
            etag: try container.decodeIfPresent(String.self, forKey: .etag),
            nextPageToken: try container.decodeIfPresent(String.self, forKey: .nextPageToken),
            prevPageToken: try container.decodeIfPresent(String.self, forKey: .prevPageToken),
            pageInfo: try container.decodeIfPresent(Wire.PageInfo.self, forKey: .pageInfo),
            regionCode: try container.decodeIfPresent(String.self, forKey: .regionCode),
            // An empty result and `fields` without `items` both leave the key out.
            items: try container.decodeIfPresent([Item].self, forKey: .items) ?? []
        )
    }
}
