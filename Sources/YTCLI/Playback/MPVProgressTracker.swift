import Foundation

/// How far one video of a queue got: seconds in, and its length when the player knew it.
struct PlaybackProgress: Sendable, Equatable {
    let videoId: String
    let position: Double
    let length: Double?
}

/// What mpv's JSON IPC says about the queue it plays: which video plays (`playlist-pos`), where
/// it stands (`time-pos`) and how long it is (`duration`), one newline-delimited JSON event at a
/// time (mpv `DOCS/man/ipc.rst`).
///
/// A pure value, so each sequence of events is tested without a player: `take` returns the
/// progress of the video mpv left when an event says it moved to another one. A video played to
/// its end (`end-file` with reason `eof`) stands at its length.
struct MPVProgressTracker {
    /// The commands sent once connected: one `property-change` event per change of each.
    static let observeCommands = [
        #"{"command":["observe_property",1,"time-pos"]}"#,
        #"{"command":["observe_property",2,"duration"]}"#,
        #"{"command":["observe_property",3,"playlist-pos"]}"#,
    ]

    let videoIds: [String]
    private var index = 0
    private var position: Double?
    private var length: Double?

    init(videoIds: [String]) {
        self.videoIds = videoIds
    }

    /// The video playing and where it stands, once a position was reported.
    var current: PlaybackProgress? {
        guard let position, videoIds.indices.contains(index) else { return nil }
        return PlaybackProgress(videoId: videoIds[index], position: position, length: length)
    }

    /// Reads one line of mpv's; the progress of the video it left, when the line says mpv moved
    /// on to another. Replies to commands, other events and lines that are not JSON are ignored.
    mutating func take(_ line: some StringProtocol) -> PlaybackProgress? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
        // Played to its end: the last `time-pos` before it can be a second or more short of the
        // length. mpv says so before it moves `playlist-pos` on; its entries count from 1.
        if object["event"] as? String == "end-file", object["reason"] as? String == "eof",
           (object["playlist_entry_id"] as? NSNumber)?.intValue ?? (index + 1) == index + 1, let length
        {
            position = length
            return nil
        }
        guard object["event"] as? String == "property-change", let name = object["name"] as? String else { return nil }
        // Between files and at the end mpv reports the property as unavailable (no `data`, or
        // null): the last known value stands.
        let number = (object["data"] as? NSNumber)?.doubleValue
        switch name {
        case "time-pos": if let number { position = number }
        case "duration": if let number, number > 0 { length = number }
        case "playlist-pos":
            guard let number, number >= 0, Int(number) != index else { return nil }
            let left = current
            index = Int(number)
            position = nil
            length = nil
            return left
        default: break
        }
        return nil
    }
}
