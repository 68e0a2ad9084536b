import Foundation
import Testing

/// `ytclone download` on a real terminal: yt-dlp's own progress reaches it as yt-dlp wrote it,
/// then the files are listed; written to a pipe, yt-dlp is asked to keep quiet and only the paths
/// come out. The yt-dlp here is a script first on `PATH` that prints what a real one would.
@Suite struct DownloadTerminalTests {
    /// Prints a progress line on stdout and a warning on stderr (unless `--quiet`), and writes
    /// `ID FOLDER/Title [ID].mp4` to its `--print-to-file` for each URL; with `FAKE_WAIT`, then
    /// waits until Ctrl-C, which it answers as yt-dlp does (exit 1).
    static let script = """
        #!/bin/sh
        quiet=no; file=""; dir=""
        for argument in "$@"; do [ "$argument" = "--quiet" ] && quiet=yes; done
        while [ $# -gt 0 ]; do
          case "$1" in
            --print-to-file) file="$3"; shift 3 ;;
            -P) dir="$2"; shift 2 ;;
            --) shift; break ;;
            *) shift ;;
          esac
        done
        if [ "$quiet" = no ]; then
          echo "[download]  42.0% of 1.00MiB at 1.00MiB/s ETA 00:01"
          echo "WARNING: [fake] a warning on stderr" >&2
        fi
        for url in "$@"; do id="${url##*v=}"; printf '%s %s\\n' "$id" "$dir/Title [$id].mp4" >> "$file"; done
        if [ -n "$FAKE_WAIT" ]; then
          trap 'echo "ERROR: Interrupted by user"; exit 1' INT
          echo "[download] waiting"
          while :; do sleep 1; done
        fi
        """

    /// A folder with the fake `yt-dlp`, copied into place by `install` so that this process never
    /// holds it open for writing (a script open for writing anywhere fails to run: ETXTBSY).
    static func fakeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-ytdlp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = folder.appendingPathComponent("yt-dlp.txt")
        try Data(script.utf8).write(to: source)
        let install = Process()
        install.executableURL = URL(fileURLWithPath: "/usr/bin/install")
        install.arguments = ["-m", "0700", source.path, folder.appendingPathComponent("yt-dlp").path]
        try install.run()
        install.waitUntilExit()
        try #require(install.terminationStatus == 0)
        return folder
    }

    @Test func onATerminalYTDLPsProgressShowsThenTheFilesAreListed() throws {
        if PseudoTerminal.tools == nil { try Test.cancel("needs dash and setsid (util-linux) to run a terminal session") }
        let fake = try Self.fakeFolder()
        defer { try? FileManager.default.removeItem(at: fake) }
        let environment = ["PATH": fake.path + ":/usr/bin:/bin", "HOME": fake.path,
                           "YTCLONE_HOME": fake.appendingPathComponent("home").path, "LANG": "C.UTF-8", "TZ": "UTC",
                           "YTCLONE": try BuildProducts.executable("ytclone").path, "OUT": fake.path]
        let terminal = try PseudoTerminal(script: """
            cd "$OUT"
            "$YTCLONE" download dQw4w9WgXcQ --color never
            echo "status=$?"
            "$YTCLONE" download dQw4w9WgXcQ | cat
            echo "piped=$?"
            """, environment: environment)
        try #require(terminal.waitFor("piped="), "the session did not end: \(terminal.text)")
        let first = try #require(terminal.text.components(separatedBy: "status=").first)
        #expect(first.contains("[download]  42.0% of 1.00MiB"), "yt-dlp's progress reaches the terminal: \(first)")
        #expect(first.contains("WARNING: [fake] a warning on stderr"))
        #expect(first.contains("ID           FILE"), "then a table of what was written: \(first)")
        #expect(first.contains("dQw4w9WgXcQ  \(fake.path)/Title [dQw4w9WgXcQ].mp4"))
        #expect(terminal.value("status") == 0)

        let piped = try #require(terminal.text.components(separatedBy: "status=0").last)
        #expect(!piped.contains("[download]"), "for a pipe yt-dlp keeps quiet: \(piped)")
        #expect(piped.contains("\n\(fake.path)/Title [dQw4w9WgXcQ].mp4\n"), "and the path alone comes out: \(piped)")
        #expect(terminal.value("piped") == 0)
    }

    @Test func ctrlCStopsYTDLPAndYtcloneSaysWhatItWrote() throws {
        if PseudoTerminal.tools == nil { try Test.cancel("needs dash and setsid (util-linux) to run a terminal session") }
        let fake = try Self.fakeFolder()
        defer { try? FileManager.default.removeItem(at: fake) }
        let environment = ["PATH": fake.path + ":/usr/bin:/bin", "HOME": fake.path,
                           "YTCLONE_HOME": fake.appendingPathComponent("home").path, "LANG": "C.UTF-8", "TZ": "UTC",
                           "YTCLONE": try BuildProducts.executable("ytclone").path, "OUT": fake.path, "FAKE_WAIT": "1"]
        // dash interrupts itself when its foreground job dies of SIGINT; the trap lets it go on.
        let terminal = try PseudoTerminal(script: """
            trap : INT
            cd "$OUT"
            "$YTCLONE" download dQw4w9WgXcQ --color never
            echo "status=$?"
            """, environment: environment)
        try #require(terminal.waitFor("[download] waiting"), "yt-dlp did not start: \(terminal.text)")
        terminal.type([0x03])
        try #require(terminal.waitFor("status="), "the session did not go on: \(terminal.text)")
        #expect(terminal.text.contains("ERROR: Interrupted by user"))
        #expect(terminal.text.contains("dQw4w9WgXcQ  \(fake.path)/Title [dQw4w9WgXcQ].mp4"), "what it wrote is listed: \(terminal.text)")
        #expect(terminal.text.contains("error: yt-dlp exited with status 1"))
        #expect(terminal.value("status") == 69, "ytclone lived on to say so, not killed by Ctrl-C: \(terminal.text)")
    }
}
