import Foundation
import YTCore

/// When each user last looked at the Subscriptions tab, so its rows can mark what is new since:
/// one small file per user in the state folder, apart from `feed --subscriptions --new`, whose
/// marks a cron job relies on and the browser must not use up.
struct LastLooked: Sendable {
    let folder: URL

    private func file(_ user: User) -> URL {
        folder.appendingPathComponent("browse-subscriptions-looked-\(user.id)")
    }

    /// The last look, or nil when there was none (then every video counts as new).
    func date(of user: User) -> Date? {
        guard let text = try? String(contentsOf: file(user), encoding: .utf8), let seconds = Double(text) else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    /// Records a look at `date`. A failure only loses the marks of the next look: it is ignored.
    func record(_ user: User, at date: Date) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        let url = file(user)
        try? Data(String(date.timeIntervalSince1970).utf8).write(to: url, options: .atomic)
        try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    }

    /// The videos of `videos` published after `user`'s last look.
    func new(_ videos: [Video], for user: User) -> Set<String> {
        let last = date(of: user)
        return Set(videos.filter { video in last.map { (video.publishedAt ?? .distantPast) > $0 } ?? true }.map(\.id))
    }
}
