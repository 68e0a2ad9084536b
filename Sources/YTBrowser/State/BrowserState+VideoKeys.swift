import Foundation
import YTCore

/// Keys on a video's page: scroll, `r` to reload, Tab through its links and Enter to follow one
/// (a channel, a @mention, a #hashtag, a comment's replies), `c` to comment (on YouTube when signed
/// in with Google; Enter on a comment first replies to it), `L`/`D` like or dislike, `e`/`d` to edit
/// or delete your comment, `f` favorite, `s` subscribe, `y` copy its address, `w` watch, `a` listen.
extension BrowserState {
    mutating func handleVideo(_ key: Key, id: String, data: BrowserData, size: Frame.Size) -> [any Event] {
        let page = max(1, size.height - 3)
        // The page's lines as they are drawn, so scrolling stops at the end of them.
        let (lines, _) = DetailScreen.content(data.detail, width: size.width - 2, now: data.now, focus: detailLink, expanded: expanded)
        let lastTop = max(0, lines.count - page)
        defer { detailTop = min(detailTop, lastTop) }
        switch key {
        case .escape, .character("h"), .backspace, .left:
            stack.removeLast()
        case .up, .character("k"), .wheelUp: detailTop = max(0, detailTop - 1)
        case .down, .character("j"), .wheelDown: detailTop += 1
        case .pageUp: detailTop = max(0, detailTop - page)
        case .pageDown, .character(" "): detailTop += page
        case .home, .character("g"): detailTop = 0
        case .end, .character("G"): detailTop = lastTop
        case .character("r"): return [VideoOpened(videoId: id)]
        case .tab, .backTab:
            let links = data.detail.links
            guard !links.isEmpty else { return [] }
            let step = key == .tab ? 1 : links.count - 1
            detailLink = detailLink.map { ($0 + step) % links.count } ?? (key == .tab ? 0 : links.count - 1)
            // The link chosen is brought into view, above or below; scrolling afterwards leaves it.
            showLink(data, size: size)
        case .enter:
            let links = data.detail.links
            guard let index = detailLink, links.indices.contains(index) else { return [] }
            return follow(links[index], data: data)
        case .character("c"):
            if let gate = needAccount(data, for: "comment") { return gate }
            // Signed in with Google, the comment (or the reply Enter chose) goes to YouTube.
            if data.googleAccount != nil, data.googleCanComment { return commentOnYouTube(id, data: data) }
            editing = .comment(videoId: id, text: "")
        case .character("L"), .character("D"):
            return rate(id, key == .character("L") ? "like" : "dislike", data: data)
        case .character("f"):
            guard let video = data.detail.video else { return [] }
            return needAccount(data, for: "keep favorites") ?? [FavoriteToggled(video: video)]
        case .character("s") where data.googleAccount != nil:
            return subscribeOnYouTube(to: data.detail.video.map { Channel(id: $0.channelId, title: $0.channelTitle) })
        case .character("s"):
            return toggleSubscription(to: data.detail.video.map { Channel(id: $0.channelId, title: $0.channelTitle) }, data: data)
        case .character("y"):
            return [CopyRequested(text: Video.watchURL(id: id))]
        case .character("e"), .character("d"):
            guard let comment = focusedComment(data), let own = data.user, comment.source == .local,
                  comment.author == "@" + own.handle, let commentId = Int64(comment.id)
            else {
                message = "Tab to one of your local comments first: e edits it, d deletes it."
                return []
            }
            if key == .character("e") {
                editing = .editComment(id: commentId, videoId: id, text: comment.text)
            } else {
                overlay = .confirmDelete(commentId: commentId, videoId: id)
            }
        case .character("w"), .character("a"):
            return [WatchRequested(videoIds: [id], audioOnly: key == .character("a"))]
        default: break
        }
        return []
    }

    /// The comment Tab moved to, if the focused link is one.
    func focusedComment(_ data: BrowserData) -> CommentEntry? {
        guard let index = detailLink, data.detail.links.indices.contains(index),
              case .comment(let place) = data.detail.links[index] else { return nil }
        return data.detail.comments[place]
    }

    /// Opens what a link of a video's page names: a channel or a mention opens the channel, a
    /// hashtag searches for it, a comment with replies shows them (or hides them again).
    mutating func follow(_ link: DetailLink, data: BrowserData) -> [any Event] {
        switch link {
        case .comment(let index):
            let comment = data.detail.comments[index]
            if comment.source == .youtube, data.googleAccount != nil {
                replyTo = comment.id
                message = "c replies to \(TerminalText.sanitize(comment.author)) on YouTube (\(KeyCosts.units(KeyCosts.write)))."
            }
            guard comment.source == .youtube, (comment.replyCount ?? 0) > 0 else { return [] }
            let replies = data.detail.replies[comment.id]
            // Replies that failed to load are asked for again; shown ones are hidden.
            if expanded.contains(comment.id), replies?.error != nil { return [RepliesRequested(threadId: comment.id)] }
            if expanded.remove(comment.id) != nil { return [] }
            expanded.insert(comment.id)
            return data.detail.replies[comment.id]?.loaded == true ? [] : [RepliesRequested(threadId: comment.id)]
        case .channel(let id): return open(.channel(id))
        case .mention(let handle): return open(.channel("@" + handle))
        case .hashtag(let tag):
            // A search costs a hundred units: asked first.
            overlay = .confirmSpend(.hashtag(tag))
            return []
        }
    }

    /// Brings the link Tab chose on a video's page into view, if it is not.
    mutating func showLink(_ data: BrowserData, size: Frame.Size) {
        let page = max(1, size.height - 3)
        let (lines, focused) = DetailScreen.content(data.detail, width: size.width - 2, now: data.now, focus: detailLink,
                                                    expanded: expanded)
        if let focused, focused < detailTop || focused >= detailTop + page { detailTop = focused }
        detailTop = min(detailTop, max(0, lines.count - page))
    }
}
