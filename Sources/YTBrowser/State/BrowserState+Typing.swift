import Foundation
import YTCore

extension BrowserState {
    /// Comments longer than this many characters are drafts worth a question before Esc drops them.
    static let draftWorthAsking = 10

    /// Keys while a line is typed (a search, a comment): the editing keys of `EditableText`, Enter
    /// submits it, Esc drops it (a comment longer than a few characters asks first).
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
                positions[.search] = Position()
                return [SearchSubmitted(query: trimmed, filters: filters)]
            case .comment(let videoId):
                return [CommentSubmitted(videoId: videoId, body: trimmed)]
            case .editComment(let id, let videoId):
                return [CommentEditSubmitted(commentId: id, videoId: videoId, body: trimmed)]
            }
        default:
            if case .refused(let reason) = line.field.apply(key) { message = reason }
            editing = line
            return []
        }
    }
}
