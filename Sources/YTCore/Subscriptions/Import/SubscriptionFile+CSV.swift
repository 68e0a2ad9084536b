import Foundation

/// Google Takeout's `subscriptions.csv`.
extension SubscriptionFile {
    /// Reads Takeout's `Channel Id,Channel Url,Channel Title` table, finding columns by name.
    static func csvSubscriptions(_ bytes: [UInt8]) throws -> [ImportedSubscription] {
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
struct CSVRecord {
    var line: Int
    var fields: [String]
}

/// An RFC 4180 reader that also accepts bare `\n` or `\r` line ends and stray quotes inside
/// unquoted fields (kept as text), since hand-edited files have both.
struct CSVReader {
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
