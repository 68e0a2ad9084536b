import Foundation

/// One channel read from an import file.
public struct ImportedSubscription: Sendable, Hashable {
    /// A `UC…` channel id, checked with `ChannelReference.isChannelID`.
    public var channelId: String
    /// The channel's name as the file gives it; empty when it gives none.
    public var title: String

    public init(channelId: String, title: String) {
        self.channelId = channelId
        self.title = title
    }
}

/// Reads the subscription lists people bring from elsewhere: a Google Takeout `subscriptions.csv`
/// or an OPML file from a feed reader (or the old YouTube subscription manager).
///
/// The format is told from the content, not the file name: after a byte order mark and whitespace,
/// `<` starts OPML and anything else is CSV. Channels come back in file order, each id once.
///
/// ```swift
/// let data = try Data(contentsOf: URL(filePath: "subscriptions.csv"))
/// for channel in try SubscriptionFile.parse(data) {
///     print(channel.channelId, channel.title)
/// }
/// ```
public enum SubscriptionFile {
    /// The largest file `parse` reads: Takeout writes about 100 bytes a channel, so this is far
    /// beyond any real list while keeping a wrong file (a video, an archive) out of memory.
    public static let maximumByteCount = 10 * 1024 * 1024

    /// Reads a YouTube Takeout `subscriptions.csv` or an OPML file; the format is detected from the content.
    ///
    /// - Parameter data: The file's bytes, UTF-8 text of at most `maximumByteCount` bytes.
    /// - Returns: The channels in file order, duplicates dropped; empty when the file lists none.
    /// - Throws: `CoreError.unreadableImport` when the data is too large or not UTF-8, a CSV has no
    ///   `Channel Id` or `Channel Url` column or a row without a channel id, or markup has no `<opml>`.
    public static func parse(_ data: Data) throws -> [ImportedSubscription] {
        guard data.count <= maximumByteCount else {
            throw CoreError.unreadableImport(reason: "the file is larger than 10 MB")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw CoreError.unreadableImport(reason: "the file is not UTF-8 text")
        }
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let first = bytes.first { !isWhitespace($0) }
        let found = first == UInt8(ascii: "<") ? try OPMLScanner(bytes).subscriptions() : try csvSubscriptions(bytes)
        var seen = Set<String>()
        return found.filter { seen.insert($0.channelId).inserted }
    }

    /// ASCII space, tab, line feed and carriage return: the whitespace both formats allow.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
