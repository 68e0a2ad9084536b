import Foundation
import YTCore

#if canImport(Glibc)
    import Glibc
#endif

/// The rows a listing showed in this terminal session, kept so that the next command typed there
/// may name a row instead of an id (`ytclone video 3`), and so that the next page numbers on.
///
/// Kept per user (or nobody) and per terminal session (`getsid`: the session of the shell that
/// runs ytclone) of this machine (`MachineID`), so two terminals, a cron job and a person, or two
/// machines on one server, never read each other's rows.
final class RowMemory {
    let store: any ShownRowsStore
    let userId: Int64?
    let listing: String
    /// This terminal session, asked for only when rows are read or kept (machine output keeps none).
    private let currentSession: () throws -> TerminalSession
    private var session: TerminalSession?
    /// This process's terminal session id: that of the shell that started it.
    static let sessionId = Int64(getsid(0))
    let now: @Sendable () -> Date
    /// The rows as read before the page was shown, so `remember` need not read them again.
    private var before: ShownRows??

    init(store: any ShownRowsStore, userId: Int64?, listing: String, session: @escaping () throws -> TerminalSession,
         now: @escaping @Sendable () -> Date)
    {
        self.store = store
        self.userId = userId
        self.listing = listing
        currentSession = session
        self.now = now
    }

    private func terminalSession() throws -> TerminalSession {
        if let session { return session }
        let current = try currentSession()
        session = current
        return current
    }

    private func lastShown() throws -> ShownRows? {
        if let before { return before }
        let rows = try store.shownRows(userId: userId, session: try terminalSession())
        before = .some(rows)
        return rows
    }

    /// The first row's number for a page reached by `direction`.
    func firstRow(for direction: PageNavigator.Direction) throws -> Int {
        switch direction {
        case .first, .token: return 1
        case .next, .previous: break
        }
        guard let last = try lastShown(), last.listing == listing else { return 1 }
        return direction == .next ? last.lastRow + 1 : max(1, last.firstRow - last.ids.count)
    }

    func remember(kind: String, firstRow: Int, ids: [String]) throws {
        let rows = ShownRows(kind: kind, listing: listing, firstRow: firstRow, ids: ids)
        // A repeated run (often answered from the cache) shows the same rows: no write.
        guard try lastShown() != rows else { return }
        try store.saveShownRows(rows, userId: userId, session: try terminalSession(), now: now())
    }
}

extension AppEnvironment {
    /// Keeps the rows of a video table a command printed whole rather than through `PagedRun`
    /// (history, the subscriptions feed), numbered from 1, so that a row's number stands for its
    /// video in the next command typed here. JSON, NDJSON and TSV leave the rows as they were.
    func rememberRows(of listing: String, videoIds: [String], format: OutputFormat) throws {
        guard format == .table else { return }
        let (store, userId) = try storeOfWhoever()
        try RowMemory(store: store, userId: userId, listing: listing, session: terminalSession, now: host.now)
            .remember(kind: PagedRun.Kind.video.rawValue, firstRow: 1, ids: videoIds)
    }
}
