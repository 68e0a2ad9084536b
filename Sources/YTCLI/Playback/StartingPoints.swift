import YTCore

/// Where each video of a queue starts: `--start` for the first; else where the user's last
/// playback of it stopped (`WatchProgress.resumePosition`: not once watched, nor barely begun),
/// unless `--from-start`. Pure, so `watch` and the browser's `w` decide alike.
enum StartingPoints {
    /// The queue of `videoIds` with their starts, and which videos resume (id, seconds) for a note.
    static func items(_ videoIds: [String], start: StartTime?, fromStart: Bool, kept: [String: WatchProgress])
        -> (items: [PlaybackItem], resumed: [(videoId: String, seconds: Int)])
    {
        var items = videoIds.map { PlaybackItem(videoId: $0) }
        if let start {
            if !items.isEmpty { items[0].start = start.seconds }
            return (items, [])
        }
        guard !fromStart else { return (items, []) }
        var resumed: [(videoId: String, seconds: Int)] = []
        for index in items.indices {
            guard let position = kept[videoIds[index]]?.resumePosition else { continue }
            items[index].start = Int(position)
            resumed.append((videoIds[index], Int(position)))
        }
        return (items, resumed)
    }

    /// `Resuming at 12:34 (--from-start to start over).`, naming the video in a queue.
    static func note(_ resumed: (videoId: String, seconds: Int), inQueue: Bool) -> String {
        let at = HumanFormat.duration(resumed.seconds)
        return inQueue ? "Resuming \(resumed.videoId) at \(at) (--from-start to start over)."
            : "Resuming at \(at) (--from-start to start over)."
    }
}
