import Foundation
import YTCore

/// The local filter (`\` or Ctrl-F on Home): narrows what a tab has loaded to the rows whose
/// title or channel holds every word typed, in any case and any order. It asks for nothing, so
/// it costs no quota, and it is not `/` (a search on YouTube).
///
/// Words, not fzf's scattered letters: with hundreds of titles, a subsequence of a few letters
/// matches most of them, while `lofi rain` keeps the rows that say both.
enum LocalFilter {
    /// The words of `query`, folded (`fold`), each as UTF-8: a row must hold all of them.
    static func words(_ query: String) -> [[UInt8]] {
        fold(query).split(whereSeparator: \.isWhitespace).map { Array($0.utf8) }
    }

    /// What a row is searched in: its title and channel as the screen shows them, folded.
    static func haystack(_ video: Video) -> [UInt8] {
        Array(fold(TerminalText.sanitize(video.title) + "\n" + TerminalText.sanitize(video.channelTitle)).utf8)
    }

    /// Lowercased and composed (NFC), so `café` typed finds `Cafe` with a combining accent and
    /// bytes can be compared.
    private static func fold(_ text: String) -> String { text.lowercased().precomposedStringWithCanonicalMapping }

    /// Whether `haystack` holds every one of `words`.
    static func matches(_ haystack: [UInt8], all words: [[UInt8]]) -> Bool {
        words.allSatisfy { contains(haystack, $0) }
    }

    /// The places in `items` of the rows that hold every word of `query`, in order.
    static func indices(of items: [Video], matching query: String, haystacks: inout Haystacks) -> [Int] {
        let words = words(query)
        guard !words.isEmpty else { return Array(items.indices) }
        return items.indices.filter { matches(haystacks.of(items[$0]), all: words) }
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        let first = needle[0]
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            var offset = 1
            while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
            if offset == needle.count { return true }
        }
        return false
    }

    /// The rows' haystacks, made once per title and kept for the session, so each key typed
    /// only compares bytes.
    struct Haystacks {
        private var kept: [String: (title: String, channel: String, bytes: [UInt8])] = [:]

        mutating func of(_ video: Video) -> [UInt8] {
            if let row = kept[video.id], row.title == video.title, row.channel == video.channelTitle { return row.bytes }
            let bytes = LocalFilter.haystack(video)
            kept[video.id] = (video.title, video.channelTitle, bytes)
            return bytes
        }
    }
}
