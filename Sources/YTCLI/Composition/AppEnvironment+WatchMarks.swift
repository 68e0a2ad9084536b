import YTCore

extension AppEnvironment {
    /// The lookup of watched marks for this run's listings: the signed-in user's, or none.
    func watchMarks() throws -> WatchMarks.Lookup {
        guard let (store, user) = try signedInSession() else { return .signedOut }
        return WatchMarks.Lookup(library: LibraryService(library: store), user: user)
    }
}
