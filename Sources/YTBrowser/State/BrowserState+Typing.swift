import Foundation
import YTCore

extension BrowserState {
    /// Comments longer than this many characters are drafts worth a question before Esc drops them.
    static let draftWorthAsking = 10

    /// Keys while a line is typed (a search, a comment): the editing keys of `EditableText`, Enter
    /// submits it, Esc drops it (a comment longer than a few characters asks first); in the
    /// search line ↑ and ↓ walk the earlier searches.
    mutating func handleEditing(_ key: Key) -> [any Event] {
        guard var line = editing else { return [] }
        if line.confirmingDiscard {
            line.confirmingDiscard = false
            editing = key == .character("y") || key == .character("Y") ? nil : line
            return []
        }
        switch key {
        case .escape:
            if line.purpose != .search, line.field.characters.count > Self.draftWorthAsking {
                line.confirmingDiscard = true
                editing = line
            } else {
                editing = nil
            }
            return []
        case .enter:
            editing = nil
            let trimmed = line.text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { return [] }
            switch line.purpose {
            case .search:
                query = trimmed
                remember(search: trimmed)
                positions[.search] = Position()
                return [SearchSubmitted(query: trimmed, filters: filters)]
            case .filter: return []
            case .comment(let videoId):
                return [CommentSubmitted(videoId: videoId, body: trimmed)]
            case .editComment(let id, let videoId):
                return [CommentEditSubmitted(commentId: id, videoId: videoId, body: trimmed)]
            case .youtubeComment(let videoId, let parentId, _):
                return [YouTubeCommentSubmitted(videoId: videoId, parentId: parentId, body: trimmed)]
            }
        case .up where line.purpose == .search, .down where line.purpose == .search:
            editing = recall(key == .up ? -1 : 1, in: line)
            return []
        default:
            if case .refused(let reason) = line.field.apply(key) { message = reason }
            editing = line
            return []
        }
    }

    /// How many searches ↑ can bring back (the oldest are forgotten).
    static let searchesKept = 100

    /// Keeps `search` as the newest of `searches` (an earlier same one moves up to it).
    mutating func remember(search: String) { searches = Self.remembering(search, in: searches) }

    static func remembering(_ search: String, in searches: [String]) -> [String] {
        Array((searches.filter { $0 != search } + [search]).suffix(searchesKept))
    }

    /// The search line with the earlier search `step` away (↑ -1, older; ↓ +1, newer); past the
    /// newest, what was being typed before ↑.
    func recall(_ step: Int, in line: Editing) -> Editing {
        var line = line
        let current = line.recalled ?? searches.count
        let next = min(searches.count, max(0, current + step))
        guard next != current else { return line }
        if line.recalled == nil { line.draft = line.text }
        line.recalled = next == searches.count ? nil : next
        line.field = EditableText(line.recalled.map { searches[$0] } ?? line.draft)
        return line
    }
}
