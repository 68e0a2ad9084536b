extension Wire {
    /// The shapes of YouTube's ids. An answer whose item carries an id of another shape (escape
    /// sequences, a link, spaces) is not YouTube's: the item is dropped at decoding, before any
    /// renderer or store sees it, and `ClientEvent.itemsDropped` counts it for `-v`.
    public enum IDs {
        /// Prefixes of the playlists playlists.list can show: playlists, a channel's uploads,
        /// albums, favorites, likes.
        public static let playlistPrefixes = ["PL", "UU", "OL", "FL", "LL"]

        /// 11 characters of the URL-safe base64 alphabet.
        public static func isVideo(_ text: String) -> Bool {
            text.utf8.count == 11 && text.utf8.allSatisfy(isBase64URL)
        }

        /// `UC` and 22 characters of the URL-safe base64 alphabet.
        public static func isChannel(_ text: String) -> Bool {
            text.utf8.count == 24 && text.hasPrefix("UC") && text.utf8.allSatisfy(isBase64URL)
        }

        /// A known prefix and URL-safe base64, 12 to 64 characters in all (old `PL` ids have 16
        /// characters after the prefix, current ones 32, album ids 39).
        public static func isPlaylist(_ text: String) -> Bool {
            (12...64).contains(text.utf8.count) && playlistPrefixes.contains(where: text.hasPrefix)
                && text.utf8.allSatisfy(isBase64URL)
        }

        /// Ids with no documented shape (comments, threads, playlist items, subscriptions,
        /// categories): 1 to 256 characters of either base64 alphabet, `=` padding and `.`, as
        /// every one seen is (playlist item ids are standard base64 of `PLAYLIST.ITEM`).
        public static func isOpaque(_ text: String) -> Bool {
            (1...256).contains(text.utf8.count)
                && text.utf8.allSatisfy { isBase64URL($0) || $0 == 0x2E || $0 == 0x2B || $0 == 0x2F || $0 == 0x3D }
        }

        /// `A–Z`, `a–z`, `0–9`, `-`, `_`.
        public static func isBase64URL(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == 0x2D || byte == 0x5F
        }
    }
}

/// An item whose ids can be checked against their shapes.
public protocol WireIdentified {
    /// Whether every id the item carries has its documented shape (an absent id passes: the
    /// mapping to models decides what a missing one means).
    var hasWellFormedIDs: Bool { get }
}

private func wellFormed(_ id: String?, _ check: (String) -> Bool) -> Bool {
    id.map(check) ?? true
}

extension Wire.Video: WireIdentified {
    public var hasWellFormedIDs: Bool {
        wellFormed(id, Wire.IDs.isVideo) && wellFormed(snippet?.channelId, Wire.IDs.isChannel)
    }
}

extension Wire.Channel: WireIdentified {
    public var hasWellFormedIDs: Bool {
        wellFormed(id, Wire.IDs.isChannel)
            && wellFormed(contentDetails?.relatedPlaylists?.uploads, Wire.IDs.isPlaylist)
    }
}

extension Wire.Playlist: WireIdentified {
    public var hasWellFormedIDs: Bool {
        wellFormed(id, Wire.IDs.isPlaylist) && wellFormed(snippet?.channelId, Wire.IDs.isChannel)
    }
}

extension Wire.ResourceID: WireIdentified {
    public var hasWellFormedIDs: Bool {
        wellFormed(videoId, Wire.IDs.isVideo) && wellFormed(channelId, Wire.IDs.isChannel)
            && wellFormed(playlistId, Wire.IDs.isPlaylist)
    }
}

extension Wire.SearchResult: WireIdentified {
    public var hasWellFormedIDs: Bool {
        (id?.hasWellFormedIDs ?? true) && wellFormed(snippet?.channelId, Wire.IDs.isChannel)
    }
}

extension Wire.PlaylistItem: WireIdentified {
    public var hasWellFormedIDs: Bool {
        wellFormed(id, Wire.IDs.isOpaque) && wellFormed(contentDetails?.videoId, Wire.IDs.isVideo)
            && (snippet?.resourceId?.hasWellFormedIDs ?? true)
    }
}

extension Wire.CommentThread: WireIdentified {
    public var hasWellFormedIDs: Bool { wellFormed(id, Wire.IDs.isOpaque) }
}

extension Wire.Comment: WireIdentified {
    public var hasWellFormedIDs: Bool { wellFormed(id, Wire.IDs.isOpaque) }
}

extension Wire.Subscription: WireIdentified {
    public var hasWellFormedIDs: Bool {
        wellFormed(id, Wire.IDs.isOpaque) && (snippet?.resourceId?.hasWellFormedIDs ?? true)
    }
}

extension Wire.VideoCategory: WireIdentified {
    public var hasWellFormedIDs: Bool { wellFormed(id, Wire.IDs.isOpaque) }
}

/// A page that can drop its items with malformed ids; `YouTubeClient` applies it to every answer.
protocol DroppingMalformedIDs {
    /// The page without items whose ids are malformed, and how many were dropped.
    func droppingMalformedIDs() -> (page: Self, dropped: Int)
}

extension Wire.ListResponse: DroppingMalformedIDs where Item: WireIdentified {
    func droppingMalformedIDs() -> (page: Self, dropped: Int) {
        let kept = items.filter(\.hasWellFormedIDs)
        guard kept.count != items.count else { return (self, 0) }
        let page = Self(kind: kind, etag: etag, nextPageToken: nextPageToken, prevPageToken: prevPageToken,
                        pageInfo: pageInfo, regionCode: regionCode, items: kept)
        return (page, items.count - kept.count)
    }
}
