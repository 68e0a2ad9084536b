import Foundation
import YTCore
import YouTubeAPI

/// Hears the terminal's own actions: `CopyRequested` puts the text on the clipboard through the
/// terminal (OSC 52), `WatchRequested` lends the terminal to the player while the video plays.
///
/// What an action has to say waits here until the browser takes it into its state, before the
/// next key and before it draws; after a player had the screen, the browser paints it whole.
@MainActor final class TerminalActionController {
    private let terminal: RawTerminal
    /// Plays a video's URL; returns what to tell the person (nil when it played).
    private let player: (String) -> String?
    private var news: String?
    private var screenLent = false

    init(terminal: RawTerminal, player: @escaping (String) -> String?) {
        self.terminal = terminal
        self.player = player
    }

    func listen(on bus: EventBus) {
        bus.on(CopyRequested.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.copy(event.text)
        }
        bus.on(WatchRequested.self, by: self, isolation: MainActor.shared) { controller, event in
            controller.watch(event.videoId)
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

    private func watch(_ videoId: String) {
        var said: String?
        terminal.lend { said = player(Video.watchURL(id: videoId)) }
        screenLent = true
        news = said
    }
}
