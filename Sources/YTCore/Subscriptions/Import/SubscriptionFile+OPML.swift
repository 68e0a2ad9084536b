import Foundation

/// Finds the `<outline>` tags of an OPML document without an XML parser.
///
/// FoundationXML would load libxml2 at start-up, and feed readers' exports are often not quite
/// well-formed anyway. The scanner skips comments, CDATA, declarations and closing tags, reads
/// attributes in either quote style (or none), and decodes the predefined and numeric entities.
struct OPMLScanner {
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
