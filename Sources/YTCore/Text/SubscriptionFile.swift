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

    // MARK: - Takeout CSV

    /// Reads Takeout's `Channel Id,Channel Url,Channel Title` table, finding columns by name.
    private static func csvSubscriptions(_ bytes: [UInt8]) throws -> [ImportedSubscription] {
        let records = CSVReader(bytes).records()
        guard let header = records.first else { throw CoreError.unreadableImport(reason: "the file is empty") }
        let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let idColumn = names.firstIndex(of: "channel id")
        let urlColumn = names.firstIndex(of: "channel url")
        let titleColumn = names.firstIndex(of: "channel title")
        guard idColumn != nil || urlColumn != nil else {
            throw CoreError.unreadableImport(
                reason: "line \(header.line) is not a Takeout header (Channel Id,Channel Url,Channel Title)")
        }
        return try records.dropFirst().map { record in
            func field(_ column: Int?) -> String {
                guard let column, column < record.fields.count else { return "" }
                return record.fields[column].trimmingCharacters(in: .whitespaces)
            }
            let id = field(idColumn)
            let url = field(urlColumn)
            let channelId: String
            if ChannelReference.isChannelID(id) {
                channelId = id
            } else if id.isEmpty, case .id(let fromURL)? = try? ChannelReference.parse(url) {
                channelId = fromURL
            } else {
                let shown = id.isEmpty ? url : id
                throw CoreError.unreadableImport(
                    reason: shown.isEmpty
                        ? "line \(record.line) has no channel id"
                        : "line \(record.line): '\(shown)' is not a channel id")
            }
            return ImportedSubscription(channelId: channelId, title: field(titleColumn))
        }
    }
}

/// One CSV record and the 1-based line it starts on.
private struct CSVRecord {
    var line: Int
    var fields: [String]
}

/// An RFC 4180 reader that also accepts bare `\n` or `\r` line ends and stray quotes inside
/// unquoted fields (kept as text), since hand-edited files have both.
private struct CSVReader {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Every non-blank record, in order.
    func records() -> [CSVRecord] {
        var records: [CSVRecord] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var line = 1
        var recordLine = 1
        var index = 0
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
        }
        func endRecord() {
            endField()
            if !fields.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) {
                records.append(CSVRecord(line: recordLine, fields: fields))
            }
            fields.removeAll()
            line += 1
            recordLine = line
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        quoted = false
                    }
                } else {
                    if byte == UInt8(ascii: "\n") { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\"") where field.allSatisfy(SubscriptionFile.isWhitespace):
                field.removeAll()
                quoted = true
            case UInt8(ascii: ","):
                endField()
            case UInt8(ascii: "\r"):
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                endRecord()
            case UInt8(ascii: "\n"):
                endRecord()
            default:
                field.append(byte)
            }
        }
        if !field.isEmpty || !fields.isEmpty || quoted { endRecord() }
        return records
    }
}

/// Finds the `<outline>` tags of an OPML document without an XML parser.
///
/// FoundationXML would load libxml2 at start-up, and feed readers' exports are often not quite
/// well-formed anyway. The scanner skips comments, CDATA, declarations and closing tags, reads
/// attributes in either quote style (or none), and decodes the predefined and numeric entities.
private struct OPMLScanner {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The YouTube channels named by outlines, in document order.
    func subscriptions() throws -> [ImportedSubscription] {
        var sawOPML = false
        var found: [ImportedSubscription] = []
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            if let skipped = skipNonElement(at: open) {
                index = skipped
                continue
            }
            let (name, attributes, end) = readTag(at: open + 1)
            index = end
            switch name.lowercased() {
            case "opml": sawOPML = true
            case "outline": if let channel = Self.channel(in: attributes) { found.append(channel) }
            default: break
            }
        }
        guard sawOPML else { throw CoreError.unreadableImport(reason: "the file is not OPML (no <opml> element)") }
        return found
    }

    /// The index after a comment, CDATA section, declaration, processing instruction or closing
    /// tag starting at `open`; nil when an element's opening tag starts there.
    private func skipNonElement(at open: Int) -> Int? {
        let rest = bytes[open...]
        let terminator: String
        if rest.starts(with: "<!--".utf8) {
            terminator = "-->"
        } else if rest.starts(with: "<![CDATA[".utf8) {
            terminator = "]]>"
        } else if rest.starts(with: "<!".utf8) || rest.starts(with: "<?".utf8) || rest.starts(with: "</".utf8) {
            terminator = ">"
        } else {
            return nil
        }
        let pattern = Array(terminator.utf8)
        var index = open + 2
        while index < bytes.count {
            if bytes[index...].starts(with: pattern) { return index + pattern.count }
            index += 1
        }
        return bytes.count
    }

    /// Reads a tag's name and attributes from just after its `<`; returns the index after its `>`.
    private func readTag(at start: Int) -> (name: String, attributes: [String: String], end: Int) {
        var index = start
        func read(while accepts: (UInt8) -> Bool) -> String {
            let from = index
            while index < bytes.count, accepts(bytes[index]) { index += 1 }
            return String(decoding: bytes[from..<index], as: UTF8.self)
        }
        func isDelimiter(_ byte: UInt8) -> Bool {
            SubscriptionFile.isWhitespace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
                || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<")
        }
        let name = read { !isDelimiter($0) }
        var attributes: [String: String] = [:]
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { return (name, attributes, index + 1) }
            // A `<` here means the tag was never closed: stop so the next tag is still read.
            if byte == UInt8(ascii: "<") { return (name, attributes, index) }
            if isDelimiter(byte) {
                index += 1
                continue
            }
            let key = read { !isDelimiter($0) }.lowercased()
            _ = read(while: SubscriptionFile.isWhitespace)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            _ = read(while: SubscriptionFile.isWhitespace)
            let value: String
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                let quote = bytes[index]
                index += 1
                value = read { $0 != quote }
                index = min(index + 1, bytes.count)
            } else {
                value = read { !SubscriptionFile.isWhitespace($0) && $0 != UInt8(ascii: ">") }
            }
            if attributes[key] == nil { attributes[key] = Self.decodeEntities(value) }
        }
        return (name, attributes, index)
    }

    /// The channel an outline subscribes to, or nil when it is a folder or another site's feed.
    private static func channel(in attributes: [String: String]) -> ImportedSubscription? {
        let feed = attributes["xmlurl"]?.trimmingCharacters(in: .whitespaces) ?? ""
        let page = attributes["htmlurl"]?.trimmingCharacters(in: .whitespaces) ?? ""
        let fromQuery = URLComponents(string: feed)?.queryItems?.first { $0.name == "channel_id" }?.value
        let channelId: String
        if let fromQuery, ChannelReference.isChannelID(fromQuery) {
            channelId = fromQuery
        } else if case .id(let id)? = try? ChannelReference.parse(page) {
            channelId = id
        } else if case .id(let id)? = try? ChannelReference.parse(feed) {
            channelId = id
        } else {
            return nil
        }
        let title = [attributes["title"], attributes["text"]].lazy
            .compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }
            .first { !$0.isEmpty }
        return ImportedSubscription(channelId: channelId, title: title ?? "")
    }

    /// Decodes `&amp; &lt; &gt; &quot; &apos;` and `&#NNN; &#xHH;`; anything else stays as written.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var output = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            output += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.prefix(12).firstIndex(of: ";"),
                let decoded = decodeEntity(rest[rest.index(after: ampersand)..<semicolon])
            else {
                output.append("&")
                rest = rest.dropFirst()
                continue
            }
            output.append(decoded)
            rest = rest[rest.index(after: semicolon)...]
        }
        return output + rest
    }

    /// The character an entity's name (between `&` and `;`) stands for.
    private static func decodeEntity(_ name: Substring) -> Character? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        guard name.first == "#" else { return nil }
        let digits = name.dropFirst()
        let value =
            digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return nil }
        return Character(scalar)
    }
}
