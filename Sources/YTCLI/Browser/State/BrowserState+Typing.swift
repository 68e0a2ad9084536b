import YTCore

import Foundation

extension BrowserState {
    /// Keys while a line is typed (a search, a comment): Enter submits it, Esc drops it.
    mutating func handleEditing(_ key: Key) -> [any Event] {
        guard let line = editing else { return [] }
        var text: String
        switch line {
        case .search(let query): text = query
        case .comment(_, let body), .editComment(_, _, let body): text = body
        }
        switch key {
        case .escape:
            editing = nil
            return []
        case .enter:
            editing = nil
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return [] }
            switch line {
            case .search:
                query = trimmed
                positions[.search] = Position()
                return [SearchSubmitted(query: trimmed, filters: filters)]
            case .comment(let videoId, _):
                return [CommentSubmitted(videoId: videoId, body: trimmed)]
            case .editComment(let id, let videoId, _):
                return [CommentEditSubmitted(commentId: id, videoId: videoId, body: trimmed)]
            }
        case .backspace: if !text.isEmpty { text.removeLast() }
        case .control("u"): text = ""
        case .character(let character): text.append(character)
        default: return []
        }
        switch line {
        case .search: editing = .search(text)
        case .comment(let videoId, _): editing = .comment(videoId: videoId, text: text)
        case .editComment(let id, let videoId, _): editing = .editComment(id: id, videoId: videoId, text: text)
        }
        return []
    }
}
