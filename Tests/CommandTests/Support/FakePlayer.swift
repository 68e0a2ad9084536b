import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A fake mpv (or any player) in a folder of its own, put first on a `CommandHome`'s PATH: a
/// python3 script that records each run's argv, and, given `--input-ipc-server=PATH`, listens on
/// that unix socket as mpv does, answers the `observe_property` commands, sends the
/// `property-change` events the test chose, then exits with the status the test chose.
struct FakePlayer {
    let folder: URL
    let name: String

    /// - Parameter name: the program's name on PATH (`mpv`, `vlc`).
    init(_ name: String = "mpv", in root: URL) throws {
        self.name = name
        folder = root.appendingPathComponent("bin-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.writeExecutable(Self.script, to: folder.appendingPathComponent(name))
        try play(events: [], status: 0)
    }

    /// The PATH that finds this player first (and python3 after it).
    var path: String { folder.path + ":/usr/bin:/bin" }

    /// What the next runs say over IPC (`[name, value]`, value nil for "unavailable") and their exit status.
    func play(events: [(String, Double?)], status: Int32) throws {
        let list = events.map { [$0.0, $0.1.map { $0 as Any } ?? NSNull()] as [Any] }
        let data = try JSONSerialization.data(withJSONObject: ["events": list, "status": status] as [String: Any])
        try data.write(to: folder.appendingPathComponent("script.json"))
    }

    /// The argv of each run so far, oldest first.
    func runs() throws -> [[String]] {
        let file = folder.appendingPathComponent("runs")
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        return try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String] ?? []
        }
    }

    /// Which of ytclone's secret variables the last run had in its environment (none, it should be).
    func secretsSeen() throws -> String {
        try String(contentsOf: folder.appendingPathComponent("secrets-seen"), encoding: .utf8)
    }

    /// The mode of the folder of the last socket mpv was told to listen on (`0o700`).
    func socketFolderMode() throws -> String {
        try String(contentsOf: folder.appendingPathComponent("socket-folder-mode"), encoding: .utf8)
    }

    /// The commands each IPC client sent, one list per run that was followed.
    func observed() throws -> [[[Any]]] {
        let file = folder.appendingPathComponent("observed")
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        return try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [[Any]] ?? []
        }
    }

    /// Written with O_CLOEXEC, so a process another test forks meanwhile does not keep it open
    /// (which would make exec fail with ETXTBSY).
    static func writeExecutable(_ text: String, to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o700)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
    }

    static let script = #"""
        #!/usr/bin/env python3
        import json, os, socket, sys
        here = os.path.dirname(os.path.abspath(__file__))
        with open(os.path.join(here, "runs"), "a") as f:
            f.write(json.dumps(sys.argv[1:]) + "\n")
        with open(os.path.join(here, "secrets-seen"), "w") as f:
            f.write(",".join(sorted(n for n in ("YOUTUBE_API_KEY", "YTCLONE_DATABASE_URL") if n in os.environ)))
        with open(os.path.join(here, "script.json")) as f:
            script = json.load(f)
        ipc = next((a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--input-ipc-server=")), None)
        if ipc:
            with open(os.path.join(here, "socket-folder-mode"), "w") as f:
                f.write(oct(os.stat(os.path.dirname(ipc)).st_mode & 0o777))
            server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            server.bind(ipc)
            server.listen(1)
            connection, _ = server.accept()
            reader = connection.makefile("r")
            observed = []
            for _ in range(3):
                request = json.loads(reader.readline())
                observed.append(request["command"])
                connection.sendall(b'{"data":null,"error":"success"}\n')
            with open(os.path.join(here, "observed"), "a") as f:
                f.write(json.dumps(observed) + "\n")
            for name, value in script["events"]:
                event = {"event": "property-change", "id": 1, "name": name}
                if value is not None:
                    event["data"] = value
                connection.sendall((json.dumps(event) + "\n").encode())
            connection.close()
            server.close()
        sys.exit(script["status"])
        """#
}
