import Foundation
import YTCore
import YouTubeAPI

/// Hears the terminal's own actions: `CopyRequested` puts the text on the clipboard through the
/// terminal (OSC 52), `WatchRequested` lends the terminal to the player while the videos play.
///
/// What an action has to say waits here until the browser takes it into its state, before the
/// next key and before it draws; after a player had the screen, the browser paints it whole.
@MainActor final class TerminalActionController {
    private let terminal: RawTerminal
    /// Plays videos as one queue, with sound only when asked; returns what to tell the person
    /// (nil when they played).
    private let player: (_ videoIds: [String], _ audioOnly: Bool) -> String?
    /// Told of the videos a player played, to put them in the history.
    private let played: ([String]) -> Void
    private var news: String?
    private var screenLent = false

    init(terminal: RawTerminal, player: @escaping (_ videoIds: [String], _ audioOnly: Bool) -> String?,
         played: @escaping ([String]) -> Void = { _ in })
    {
        self.terminal = terminal
        self.player = player
        self.played = played
    }

    func listen(on bus: EventBus) {
        bus.on(CopyRequested.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.copy(event.text)
        }
        bus.on(WatchRequested.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.watch(event)
        }
    }

    /// The line the last action left for the bottom of the screen, once.
    func takeNews() -> String? {
        defer { news = nil }
        return news
    }

    /// Whether a player had the screen since the browser last asked, so nothing shown is left.
    func takeScreenLent() -> Bool {
        defer { screenLent = false }
        return screenLent
    }

    private func copy(_ text: String) {
        terminal.write("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}")
        news = "Copied \(text) (through the terminal's clipboard, OSC 52)."
    }

    private func watch(_ request: WatchRequested) {
        guard !request.videoIds.isEmpty else { return }
        var said: String?
        terminal.lend { said = player(request.videoIds, request.audioOnly) }
        screenLent = true
        news = said
        if said == nil { played(request.videoIds) }
    }
}
