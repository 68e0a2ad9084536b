import Foundation
import YTCore

extension FuzzTarget {
    /// Puts `data`, read as UTF-8, through everything that handles text a stranger wrote.
    static func runText(_ data: Data) -> FuzzReport {
        var report = FuzzReport()
        let text = String(decoding: data, as: UTF8.self)
        report.expectSafeOnATerminal(text)
        report.expectTruncated(text, to: [0, 1, 2, 3, 8, 20, Int(data.first ?? 0) % 64])
        report.expectTags(in: text)
        report.expectWellFormedReferences(text)
        return report
    }
}

extension FuzzReport {
    fileprivate mutating func expectSafeOnATerminal(_ text: String) {
        for keepNewlines in [false, true] {
            let safe = TerminalText.sanitize(text, keepNewlines: keepNewlines)
            let hazard = safe.unicodeScalars.first { TerminalHazard.contains($0, keepingNewlines: keepNewlines) }
            expect(
                hazard == nil, "sanitize left U+\(String(hazard?.value ?? 0, radix: 16)) (keepNewlines \(keepNewlines))"
            )
            expect(TerminalText.sanitize(safe, keepNewlines: keepNewlines) == safe, "sanitize is not idempotent")
        }
    }

    fileprivate mutating func expectTruncated(_ text: String, to widths: [Int]) {
        let width = TerminalText.width(text)
        for columns in widths {
            let cut = TerminalText.truncate(text, to: columns)
            expect(TerminalText.width(cut) <= columns, "truncate to \(columns) is \(TerminalText.width(cut)) wide")
            if width <= columns {
                expect(cut == text, "truncate to \(columns) changed text \(width) wide")
            } else if columns > 0 {
                let kept = cut.unicodeScalars.dropLast()
                expect(cut.unicodeScalars.last == "…", "truncate to \(columns) did not end with …")
                expect(text.unicodeScalars.starts(with: kept), "truncate to \(columns) is not a prefix")
            }
        }
    }

    fileprivate mutating func expectTags(in text: String) {
        let segments = TagParser.segments(text)
        var rebuilt = ""
        for segment in segments {
            switch segment {
            case .text(let plain):
                rebuilt += plain
                expect(!plain.isEmpty, "an empty text segment")
            case .hashtag(let word):
                rebuilt += "#" + word
                expect(word.contains(where: \.isLetter), "hashtag \(word.debugDescription) holds no letter")
                expect(
                    word.allSatisfy(Self.isWordCharacter), "hashtag \(word.debugDescription) holds a non-word character"
                )
            case .mention(let handle):
                rebuilt += "@" + handle
                expect(
                    handle.allSatisfy { Self.isWordCharacter($0) || $0 == "." || $0 == "-" },
                    "mention \(handle.debugDescription)")
                expect(
                    handle.last.map(Self.isWordCharacter) ?? false,
                    "mention \(handle.debugDescription) ends with . or -")
            }
        }
        expect(rebuilt == text, "the segments do not rebuild the text")
    }

    fileprivate mutating func expectWellFormedReferences(_ text: String) {
        if let id = try? VideoReference.id(from: text) {
            accepted += 1
            expect(VideoReference.isVideoID(id), "video id \(id.debugDescription)")
        }
        if let id = try? PlaylistReference.id(from: text) {
            accepted += 1
            expect(PlaylistReference.isPlaylistID(id), "playlist id \(id.debugDescription)")
        }
        switch try? ChannelReference.parse(text) {
        case .id(let id)?:
            accepted += 1
            expect(ChannelReference.isChannelID(id), "channel id \(id.debugDescription)")
        case .handle(let handle)?:
            accepted += 1
            let name = handle.dropFirst()
            expect(handle.hasPrefix("@") && (3...30).contains(name.count), "handle \(handle.debugDescription)")
        case nil:
            break
        }
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
