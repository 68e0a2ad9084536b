import Foundation
import Testing
@testable import YTCLI
import YTCore

/// The player's pieces as values: `--start` read, the quality as a yt-dlp format, each player's
/// argv, and what a sequence of mpv's IPC events says about the queue.
@Suite struct PlaybackTests {
    @Test(arguments: [("83", 83), ("1:23", 83), ("0:05", 5), ("1:02:03", 3723), ("01:00:00", 3600), ("0", 0)])
    func startTimesRead(_ text: String, _ seconds: Int) {
        #expect(StartTime(argument: text)?.seconds == seconds)
    }

    @Test(arguments: ["", "1:60", "1::2", ":30", "1:2:3:4", "-1", "1.5", "١:٢٣", "1234567"])
    func startTimesRefused(_ text: String) {
        #expect(StartTime(argument: text) == nil)
    }

    @Test func qualitiesAreYtDlpFormats() {
        #expect(VideoQuality.p1080.format(audioOnly: false) == "bestvideo[height<=?1080]+bestaudio/best[height<=?1080]")
        #expect(VideoQuality.best.format(audioOnly: false) == "bestvideo+bestaudio/best")
        #expect(VideoQuality.worst.format(audioOnly: false) == "worstvideo+worstaudio/worst")
        #expect(VideoQuality.p360.format(audioOnly: true) == "bestaudio/best")
        #expect(VideoQuality.allValueStrings == ["best", "2160", "1440", "1080", "720", "480", "360", "worst"])
    }

    @Test func playersAreCommandsWithoutArguments() {
        #expect(PlayerChoice(argument: "mpv")?.isMPV == true)
        #expect(PlayerChoice(argument: "/opt/mpv/bin/mpv")?.isMPV == true)
        #expect(PlayerChoice(argument: "vlc")?.isMPV == false)
        #expect(PlayerChoice(argument: "mpv --fs") == nil, "one program, never a shell line")
        #expect(PlayerChoice(argument: " ") == nil)
    }

    @Test func otherPlayersGetTheURLsAndXdgOpenOneAtATime() {
        let items = [PlaybackItem(videoId: "dQw4w9WgXcQ", start: 10), PlaybackItem(videoId: "ZIo-Tu5v33M")]
        let options = PlaybackOptions(quality: .p720, audioOnly: true)
        #expect(PlayerLaunch.runs(of: "vlc", items, options: options) == [items.map(\.url)])
        #expect(PlayerLaunch.runs(of: "/usr/bin/xdg-open", items, options: options) == items.map { [$0.url] })
        #expect(PlayerLaunch.ignored(by: "vlc", items, options: options) == ["--quality", "--audio-only", "the start position"])
        #expect(PlayerLaunch.ignored(by: "mpv", items, options: options).isEmpty)
        #expect(PlayerLaunch.runs(of: "mpv", [items[1]], options: PlaybackOptions()) == [[items[1].url]],
                "no quality asked: mpv's own config decides")
    }

    @Test func trackerFollowsTheQueue() {
        var tracker = MPVProgressTracker(videoIds: ["a", "b"])
        #expect(tracker.take(#"{"request_id":0,"error":"success"}"#) == nil)
        #expect(tracker.current == nil, "no position yet")
        #expect(tracker.take(#"{"event":"property-change","id":2,"name":"duration","data":100.0}"#) == nil)
        #expect(tracker.take(#"{"event":"property-change","id":1,"name":"time-pos","data":91.5}"#) == nil)
        #expect(tracker.take(#"{"event":"property-change","id":1,"name":"time-pos"}"#) == nil, "unavailable: kept")
        #expect(tracker.take("not json") == nil)
        #expect(tracker.current == PlaybackProgress(videoId: "a", position: 91.5, length: 100))
        let left = tracker.take(#"{"event":"property-change","id":3,"name":"playlist-pos","data":1}"#)
        #expect(left == PlaybackProgress(videoId: "a", position: 91.5, length: 100))
        #expect(tracker.current == nil)
        _ = tracker.take(#"{"event":"property-change","id":1,"name":"time-pos","data":3}"#)
        #expect(tracker.current == PlaybackProgress(videoId: "b", position: 3, length: nil))
        #expect(tracker.take(#"{"event":"property-change","id":3,"name":"playlist-pos","data":1}"#) == nil, "same video")
        #expect(tracker.take(#"{"event":"property-change","id":3,"name":"playlist-pos","data":-1}"#) == nil, "the end")
    }

    /// As mpv 0.35 says it: the last `time-pos` of a 3-second file is 2.38, then `end-file`.
    @Test func aVideoPlayedToItsEndStandsAtItsLength() {
        var tracker = MPVProgressTracker(videoIds: ["a", "b"])
        for line in [#"{"event":"property-change","id":2,"name":"duration","data":3.000000}"#,
                     #"{"event":"property-change","id":1,"name":"time-pos","data":2.383532}"#,
                     #"{"event":"end-file","reason":"eof","playlist_entry_id":2}"#] {
            _ = tracker.take(line)
        }
        #expect(tracker.current?.position == 2.383532, "another entry's end")
        _ = tracker.take(#"{"event":"end-file","reason":"quit","playlist_entry_id":1}"#)
        #expect(tracker.current?.position == 2.383532, "stopped, not played to the end")
        _ = tracker.take(#"{"event":"end-file","reason":"eof","playlist_entry_id":1}"#)
        #expect(tracker.current == PlaybackProgress(videoId: "a", position: 3, length: 3))
        let left = tracker.take(#"{"event":"property-change","id":3,"name":"playlist-pos","data":1}"#)
        #expect(left == PlaybackProgress(videoId: "a", position: 3, length: 3))
    }

    @Test func queuesStartWhereTheyStoppedUnlessWatchedOrToldOtherwise() {
        let now = Date()
        let kept = [
            "a": WatchProgress(videoId: "a", reachedPosition: 61.7, of: 600, at: now),
            "b": WatchProgress(videoId: "b", reachedPosition: 590, of: 600, at: now),  // watched
            "c": WatchProgress(videoId: "c", reachedPosition: 2, of: 600, at: now),  // barely begun
        ]
        let resumed = StartingPoints.items(["a", "b", "c", "d"], start: nil, fromStart: false, kept: kept)
        #expect(resumed.items.map(\.start) == [61, nil, nil, nil])
        #expect(resumed.resumed.map(\.videoId) == ["a"])
        #expect(StartingPoints.note(resumed.resumed[0], inQueue: false) == "Resuming at 1:01 (--from-start to start over).")
        #expect(StartingPoints.items(["a", "b"], start: nil, fromStart: true, kept: kept).items.map(\.start) == [nil, nil])
        #expect(StartingPoints.items(["b", "a"], start: StartTime(seconds: 7), fromStart: false, kept: kept).items.map(\.start) == [7, nil],
                "--start is the first video's; the others start at the beginning")
    }
}
