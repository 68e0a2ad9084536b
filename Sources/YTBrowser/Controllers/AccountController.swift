import YTCore

/// What the browser has to say after a local action: a line of news, or why the gate's submit
/// failed. The screen subscribes and shows it.
enum BrowserNews: Sendable, Equatable {
    case message(String)
    /// The form did its work: it closes, and the message says what happened.
    case formDone(String)
    case gateFailed(String)
}

/// Hears the local actions (sign in or up, comment, favorite) and asks the account, comments and
/// library models; what they publish (the user, the comment written) redraws the screen.
@MainActor final class AccountController {
    let account: AccountViewModel
    let comments: CommentsViewModel
    let news = Publishable<BrowserNews?>(wrappedValue: nil)
    private let models: BrowserModels
    private let library: LibraryService
    private let following: SubscriptionService
    private let describe: @Sendable (any Error) -> String

    init(account: AccountViewModel, comments: CommentsViewModel, models: BrowserModels, library: LibraryService,
         following: SubscriptionService, describe: @escaping @Sendable (any Error) -> String)
    {
        self.account = account
        self.comments = comments
        self.models = models
        self.library = library
        self.following = following
        self.describe = describe
    }

    func listen(on bus: EventBus) {
        bus.on(GateSubmitted.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.submit(event.form)
        }
        bus.on(CommentSubmitted.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.comment(event.body, on: event.videoId)
        }
        bus.on(CommentEditSubmitted.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.change(event.videoId, "Comment #\(event.commentId) saved.") { user in
                try controller.comments.edit(event.commentId, body: event.body, by: user)
            }
        }
        bus.on(CommentDeleteConfirmed.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.change(event.videoId, "Comment #\(event.commentId) deleted.") { user in
                try controller.comments.delete(event.commentId, by: user)
            }
        }
        bus.on(FavoriteToggled.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.toggleFavorite(event.video)
        }
        bus.on(SubscriptionToggled.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.toggleSubscription(event.channel)
        }
    }

    private func submit(_ form: GateForm) {
        if form.kind == .profile { return saveProfile(form) }
        do {
            let password = SecretBytes(form.value("Password"))
            if form.kind == .signUp {
                let handle = form.value("Handle").isEmpty ? nil : form.value("Handle")
                let avatar = form.value("Avatar file").isEmpty ? nil : try AvatarLoader.load(path: form.value("Avatar file"))
                try account.signUp(name: form.value("Name"), email: form.value("Email"), handle: handle,
                                   password: password, avatar: avatar)
            }
            try account.signIn(email: form.value("Email"), password: password)
            news.wrappedValue = .formDone("Signed in as @\(account.user?.handle ?? "").")
        } catch {
            news.wrappedValue = .gateFailed(describe(error))
        }
    }

    /// Saves what changed on "My page", then the new password (which signs out every other
    /// session of the account, as `ytclone profile edit --password` does).
    private func saveProfile(_ form: GateForm) {
        do {
            guard let user = account.user else { throw CoreError.notSignedIn }
            var changes = ProfileService.Changes()
            if form.value("Name") != user.name { changes.name = form.value("Name") }
            if form.value("Email") != user.email { changes.email = form.value("Email") }
            if form.value("Handle") != user.handle { changes.handle = form.value("Handle") }
            if !form.value("Avatar file").isEmpty { changes.avatar = .some(try AvatarLoader.load(path: form.value("Avatar file"))) }
            if !changes.isEmpty { try account.edit(changes) }
            var said = changes.isEmpty ? "Nothing changed." : "Profile saved."
            if !form.value("New password").isEmpty {
                let others = try account.changePassword(current: SecretBytes(form.value("Current password")),
                                                        new: SecretBytes(form.value("New password")))
                said += " Password changed; \(others) other session\(others == 1 ? "" : "s") signed out."
            }
            news.wrappedValue = .formDone(said)
        } catch {
            news.wrappedValue = .gateFailed(describe(error))
        }
    }

    private func comment(_ body: String, on videoId: String) {
        change(videoId, nil) { user in try comments.add(body, to: videoId, by: user) }
    }

    /// Writes, edits or deletes a local comment as the signed-in user, says so, and reloads the
    /// video's comments; `said` nil names the comment written.
    private func change(_ videoId: String, _ said: String?, _ write: (User) throws -> Void) {
        do {
            guard let user = account.user else { throw CoreError.notSignedIn }
            try write(user)
            news.wrappedValue = .message(said ?? "Comment posted (local, #\(comments.changed?.id ?? 0)).")
            if let detail = models.details.withLock({ $0[videoId]?.comments }) { Task { _ = try? await detail.load() } }
        } catch {
            news.wrappedValue = .message("✗ " + describe(error))
        }
    }

    private func toggleFavorite(_ video: Video) {
        do {
            guard let user = account.user else { throw CoreError.notSignedIn }
            let removed = try library.removeFavorite(video.id, for: user)
            if !removed { _ = try library.addFavorite(video, for: user) }
            news.wrappedValue = .message(removed ? "Removed from favorites." : "Added to favorites.")
            if let favorites = models.lists[.favorites] { Task { _ = try? await favorites.load() } }
        } catch {
            news.wrappedValue = .message("✗ " + describe(error))
        }
    }

    /// Subscribes to the channel, or unsubscribes when subscribed; a Subscriptions tab already
    /// shown is read again, so it lists the channel's videos (or no longer does).
    private func toggleSubscription(_ channel: Channel) {
        do {
            guard let user = account.user else { throw CoreError.notSignedIn }
            let name = TerminalText.sanitize(channel.title.isEmpty ? channel.id : channel.title)
            if try following.subscriptions(of: user).contains(where: { $0.channelId == channel.id }) {
                try following.unsubscribe(user, from: .id(channel.id))
                news.wrappedValue = .message("Unsubscribed from \(name) (s subscribes again).")
            } else {
                try following.subscribe(user, to: channel)
                news.wrappedValue = .message("Subscribed to \(name): its videos show on Subscriptions (2).")
            }
            if let subscriptions = models.lists[.subscriptions], subscriptions.state.wrappedValue.page > 0 {
                Task { _ = try? await subscriptions.load() }
            }
        } catch {
            news.wrappedValue = .message("✗ " + describe(error))
        }
    }
}
