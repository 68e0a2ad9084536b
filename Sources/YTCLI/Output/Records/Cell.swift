import Foundation
import YTCore
import YouTubeAPI

/// One value of a record as the machine formats write it: JSON (`null` when absent, never left
/// out) and the text of a TSV cell (empty when absent, dates in ISO 8601).
enum Cell: Sendable {
    case text(String?)
    case count(UInt64?)
    case integer(Int64?)
    case flag(Bool?)
    case date(Date?)
    case texts([String])
    /// A nested object (an avatar's type and size, a quota day's methods): JSON only.
    case object(any Encodable & Sendable)

    /// Any whole number, every digit kept (view counts reach `UInt64.max`).
    static func number<Number: BinaryInteger>(_ value: Number?) -> Cell {
        guard let value else { return .count(nil) }
        return value < 0 ? .integer(Int64(clamping: value)) : .count(UInt64(clamping: value))
    }

    /// The TSV form.
    var tsv: String {
        switch self {
        case .text(let text): text ?? ""
        case .count(let number): number.map(String.init) ?? ""
        case .integer(let number): number.map(String.init) ?? ""
        case .flag(let flag): flag.map(String.init) ?? ""
        case .date(let date): date.map(CivilCalendar.rfc3339) ?? ""
        case .texts(let texts): texts.joined(separator: ",")
        case .object: ""
        }
    }
}

extension Cell: Encodable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .count(let number): try container.encode(number)
        case .integer(let number): try container.encode(number)
        case .flag(let flag): try container.encode(flag)
        case .date(let date): try container.encode(date)
        case .texts(let texts): try container.encode(texts)
        case .object(let object): try container.encode(object)
        }
    }
}

/// A model written as a JSON object from its fields (keys sorted by `JSONOutput`).
struct Record<Model>: Encodable {
    let fields: [Field<Model>]
    let model: Model

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for field in fields {
            try container.encode(field.value(model), forKey: Key(field.key))
        }
    }

    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// Encodes values as ytclone's JSON: sorted keys, ISO 8601 dates, `/` left unescaped.
enum JSONOutput {
    static func encode<T: Encodable>(_ value: T, pretty: Bool) throws -> String {
        let encoder = JSONEncoder()
        // `.iso8601`'s text, without its look-up of the machine's time zone in ICU.
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(CivilCalendar.rfc3339(date))
        }
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// A pretty-printed value as an element of a pretty-printed array: every line two spaces in
    /// but the empty line the encoder puts inside an empty collection (a string's line breaks are
    /// escaped, so each line is the encoder's).
    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }
            .joined(separator: "\n")
    }
}
