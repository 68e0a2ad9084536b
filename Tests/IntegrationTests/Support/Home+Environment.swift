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
