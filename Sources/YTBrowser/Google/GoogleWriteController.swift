import YTCore

/// Hears the writes to YouTube the keys ask for and sends them with `GoogleSources`, each in a
/// task of its own so the keys stay live: the write is published at once as pending, then as the
/// server has it, or back with the error in place (a failed rating shows the one YouTube still has).
///
/// Nothing is sent twice: a comment whose answer was lost stays failed with its text shown, and
/// the person decides whether to write it again.
@MainActor final class GoogleWriteController {
    let google: GoogleSources?
    /// What has been written this session; the screen subscribes and draws from it.
    let writes = Publishable(wrappedValue: GoogleWrites())
    private let bus: EventBus
    private let describe: @Sendable (any Error) -> String
    private var nextComment = 1

    init(google: GoogleSources?, bus: EventBus, describe: @escaping @Sendable (any Error) -> String) {
        self.google = google
        self.bus = bus
        self.describe = describe
    }

    func listen(on bus: EventBus) {
        guard google != nil else { return }
        bus.on(VideoOpened.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.readRating(event.videoId)
        }
        bus.on(YouTubeCommentSubmitted.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.post(event)
        }
        bus.on(RatingChosen.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.rate(event.videoId, event.rating)
        }
        bus.on(YouTubeSubscriptionToggled.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.toggle(event.channel)
        }
    }

    /// The user's rating of a video just opened (1 unit), unless this session changed it already.
    private func readRating(_ videoId: String) {
        guard let google, writes.wrappedValue.ratings[videoId]?.initial == nil else { return }
        Task {
            guard let rating = try? await google.rating(videoId) else { return }
            writes.wrappedValue.ratings[videoId, default: GoogleWrites.Rating(shown: rating)].initial = rating
        }
    }

    private func post(_ event: YouTubeCommentSubmitted) {
        guard let google else { return }
        let id = nextComment
        nextComment += 1
        // Written again after it failed: the new one takes the failed one's place.
        writes.wrappedValue.comments.removeAll { written in
            guard case .failed = written.status else { return false }
            return written.videoId == event.videoId && written.parentId == event.parentId
        }
        writes.wrappedValue.comments.append(
            GoogleWrites.Comment(id: id, videoId: event.videoId, parentId: event.parentId, text: event.body))
        let method = event.parentId == nil ? "commentThreads.insert" : "comments.insert"
        Task {
            do {
                let posted = if let parentId = event.parentId {
                    try await google.reply(event.videoId, parentId, event.body)
                } else {
                    try await google.comment(event.videoId, event.body)
                }
                settle(comment: id, method: method) {
                    $0.status = .confirmed
                    $0.posted = posted
                }
            } catch {
                let reason = describe(error)
                settle(comment: id, method: method, failure: reason) { $0.status = .failed(reason) }
            }
        }
    }

    private func settle(comment id: Int, method: String, failure: String? = nil,
                        _ change: (inout GoogleWrites.Comment) -> Void) {
        guard let index = writes.wrappedValue.comments.firstIndex(where: { $0.id == id }) else { return }
        change(&writes.wrappedValue.comments[index])
        bus.emit(YouTubeWriteSettled(method: method, failure: failure))
    }

    /// Shows `rating` at once, then sends it; a refusal puts back the rating YouTube still has.
    private func rate(_ videoId: String, _ rating: String) {
        guard let google else { return }
        let before = writes.wrappedValue.ratings[videoId] ?? GoogleWrites.Rating(shown: "none")
        var asked = before
        asked.shown = rating
        asked.status = .pending
        asked.asked = rating
        writes.wrappedValue.ratings[videoId] = asked
        Task {
            var failure: String?
            do {
                try await google.rate(videoId, rating)
            } catch {
                failure = describe(error)
            }
            // A later key may have asked again: only the latest answer is shown.
            guard writes.wrappedValue.ratings[videoId]?.shown == rating else { return }
            if let failure {
                writes.wrappedValue.ratings[videoId]?.shown = before.status == .confirmed ? before.shown : (before.initial ?? "none")
                writes.wrappedValue.ratings[videoId]?.status = .failed(failure)
            } else {
                writes.wrappedValue.ratings[videoId]?.status = .confirmed
            }
            bus.emit(YouTubeWriteSettled(method: "videos.rate", failure: failure))
        }
    }

    /// Subscribes on YouTube, or unsubscribes when subscribed there (looked up first, 1 unit,
    /// unless this session already knows).
    private func toggle(_ channel: Channel) {
        guard let google else { return }
        let known = writes.wrappedValue.subscriptions[channel.id]
        if known?.status == .pending { return }
        writes.wrappedValue.subscriptions[channel.id] = GoogleWrites.Subscription(subscribed: !(known?.subscribed ?? false))
        Task {
            var failure: String?
            var subscribe = !(known?.subscribed ?? false)
            do {
                if known == nil || known?.status != .confirmed {
                    subscribe = !(try await google.isSubscribed(channel.id))
                    writes.wrappedValue.subscriptions[channel.id]?.subscribed = subscribe
                }
                try await google.setSubscribed(channel.id, subscribe)
            } catch {
                failure = describe(error)
            }
            if let failure {
                writes.wrappedValue.subscriptions[channel.id] = GoogleWrites.Subscription(
                    subscribed: !subscribe, status: .failed(failure))
            } else {
                writes.wrappedValue.subscriptions[channel.id]?.status = .confirmed
            }
            bus.emit(YouTubeWriteSettled(method: subscribe ? "subscriptions.insert" : "subscriptions.delete", failure: failure))
        }
    }
}

extension GoogleWriteController {
    /// The Google account and this session's writes, for the screens; the open video's like
    /// count moved by the ratings YouTube confirmed.
    func fill(_ data: inout BrowserData) {
        guard let google else { return }
        data.googleAccount = google.channelTitle
        data.googleCanComment = google.canWriteComments
        data.writes = writes.wrappedValue
    }
}
