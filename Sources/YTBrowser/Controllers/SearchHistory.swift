import Foundation
import YTCore

/// The searches run in the browser, which ↑ in its search line recalls, kept from one session to
/// the next: one small file in the state folder (`browse-searches`, mode 0600), a search a line,
/// oldest first, the newest `BrowserState.searchesKept`.
struct SearchHistory: Sendable {
    let folder: URL

    private var file: URL { folder.appendingPathComponent("browse-searches") }

    /// The searches kept, oldest first; none when the file is missing or unreadable.
    func load() -> [String] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return Array(text.split(separator: "\n").map(String.init).suffix(BrowserState.searchesKept))
    }

    /// Keeps `search` as the newest. A failure only loses it for later sessions: it is ignored.
    func record(_ search: String) {
        let searches = BrowserState.remembering(search.replacingOccurrences(of: "\n", with: " "), in: load())
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        try? Data(searches.map { $0 + "\n" }.joined().utf8).write(to: file, options: .atomic)
        try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    }

    /// Records every search the browser runs.
    func listen(on bus: EventBus) {
        bus.on(SearchSubmitted.self, by: nil) { event in record(event.query) }
    }
}
