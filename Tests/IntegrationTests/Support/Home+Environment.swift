import Foundation

extension AccountFlowTests.Home {
    /// The variables `run` sets, for commands started with `BackgroundCommand`.
    var environment: [String: String] {
        var variables = ["YTCLONE_HOME": url.path, "YOUTUBE_API_KEY": apiKey]
        if let apiBase { variables["YTCLONE_API_BASE"] = apiBase }
        return variables
    }

    /// The home's database file.
    var databasePath: String { url.appendingPathComponent("data/ytclone.sqlite3").path }

    /// An `mpv` in a directory of its own (to put on `PATH`) that writes its arguments, one per
    /// line, to `log`.
    func fakePlayer() throws -> (bin: URL, log: URL) {
        let bin = url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let log = url.appendingPathComponent("mpv.log")
        let mpv = bin.appendingPathComponent("mpv")
        try Data("#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(log.path)'\n".utf8).write(to: mpv)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: mpv.path)
        return (bin, log)
    }

    /// The ids of the objects a JSON listing printed, in order.
    func ids(_ arguments: [String]) throws -> [String] {
        ((try json(arguments) as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
    }
}

extension CommandResult {
    /// The ids of the objects stdout lists as a JSON array, in order; empty when it is not one.
    var ids: [String] {
        ((try? json() as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }
    }
}
