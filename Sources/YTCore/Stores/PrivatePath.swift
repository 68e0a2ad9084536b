import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension LocalFault {
    /// Why another user could read or change a file of ytclone's: the file itself, or a folder or
    /// link on the way to it.
    public struct Exposure: Sendable, Hashable {
        public enum Reason: Sendable, Hashable {
            /// It belongs to this user id: neither the user running ytclone nor root.
            case foreignOwner(UInt32)
            /// Others may write it (these are its permission bits): a file writable by its group
            /// or everyone, a folder the same without the sticky bit.
            case writableByOthers(UInt32)
            /// A symbolic link where ytclone follows none (the session file, which it writes itself).
            case symbolicLink
        }

        /// What the path is.
        public enum Entry: Sendable, Hashable {
            case file, folder, link
        }

        public var reason: Reason
        public var entry: Entry
        /// The file or folder ytclone was on its way to, when the path is a folder or a link on
        /// the way to it rather than the file itself.
        public var target: String?

        public init(_ reason: Reason, entry: Entry, target: String? = nil) {
            self.reason = reason
            self.entry = entry
            self.target = target
        }
    }
}

/// Refuses a file of ytclone's that another user could read or change, as OpenSSH's `safe_path`
/// does for `authorized_keys`.
///
/// Every folder from `/` down to the file, and every symbolic link passed on the way, must belong
/// to the user running ytclone (its effective uid) or to root, and a folder must not be writable
/// by its group or by everyone unless it has the sticky bit (as `/tmp` does: there, no one may
/// rename or delete another's entries). The file itself, when it exists, must belong to the user
/// or root and not be writable by group or others. A link the user owns, pointing to a file the
/// user owns through safe folders, is followed and checked all the way.
///
/// The walk resolves each link itself, so what it checks is what `open` will reach; it stops at
/// the first part that does not exist (or cannot be looked at), which whoever makes or opens it
/// reports. Called before and again after ytclone makes missing folders, so a folder another
/// user made in between is refused too.
public enum PrivatePath {
    /// Checks `path` and the folders on the way.
    ///
    /// - Parameters:
    ///   - what: how messages call the file ("database", "session file", "cache folder").
    ///   - linkAllowed: whether the file itself may be a symbolic link (the user's own).
    ///   - folder: whether `path` is a folder rather than a file.
    /// - Returns: `path` with every link resolved, as far as it exists.
    /// - Throws: `LocalFault` of kind `.exposed`, naming the first file, folder or link at fault.
    @discardableResult
    public static func check(_ path: String, what: String, linkAllowed: Bool = true, folder: Bool = false) throws
        -> String
    {
        let absolute = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
        // The path as the walk spells a place it reaches without a link: no "//", no "/./".
        // Appended part by part through String's own `append(contentsOf: Substring)`: `joined` and
        // `String + Substring` are generic, unspecialized in the standard library, and look
        // `Substring`'s conformances up at run time, a scan of the binary's whole table.
        var joined = ""
        for part in absolute.split(separator: "/") where part != "." {
            joined += "/"
            joined.append(contentsOf: part)
        }
        let plain = joined.isEmpty ? "/" : joined
        let user = geteuid()
        func trusted(_ owner: uid_t) -> Bool { owner == user || owner == 0 }
        func refuse(_ reason: LocalFault.Exposure.Reason, _ entry: LocalFault.Exposure.Entry, at place: String)
            -> LocalFault
        {
            LocalFault(.exposed(.init(reason, entry: entry, target: place == plain ? nil : path)),
                       what: what, path: place)
        }
        func checkFolder(_ place: String, _ status: stat) throws {
            guard trusted(status.st_uid) else { throw refuse(.foreignOwner(status.st_uid), .folder, at: place) }
            let mode = status.st_mode & 0o7777
            if mode & 0o022 != 0, mode & mode_t(S_ISVTX) == 0 {
                throw refuse(.writableByOthers(UInt32(mode)), .folder, at: place)
            }
        }

        var root = stat()
        if stat("/", &root) == 0 { try checkFolder("/", root) }
        // The parts still to walk, last first; a link's target is pushed in its place.
        var pending = absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init).reversed()
            as [String]
        var current = ""  // the resolved folder walked so far ("" is the root)
        var links = 0
        while let name = pending.popLast() {
            if name == "." { continue }
            if name == ".." {
                current = (current as NSString).deletingLastPathComponent
                if current == "/" { current = "" }
                continue
            }
            let place = current + "/" + name
            let last = pending.isEmpty
            var status = stat()
            // Missing or out of sight: nothing more to check; making or opening it reports the rest.
            guard lstat(place, &status) == 0 else { return pending.reversed().reduce(place) { $0 + "/" + $1 } }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                guard trusted(status.st_uid) else { throw refuse(.foreignOwner(status.st_uid), .link, at: place) }
                if last, !linkAllowed { throw refuse(.symbolicLink, .file, at: place) }
                links += 1
                guard links <= 40, let target = readLink(place) else { return place }  // ELOOP when opened
                if target.hasPrefix("/") { current = "" }
                pending.append(contentsOf: target.split(separator: "/").map(String.init).reversed())
                continue
            case S_IFDIR:
                try checkFolder(place, status)
            default:
                // A file in the way of a folder: making the folder reports it.
                guard last, !folder else { return place }
                guard trusted(status.st_uid) else { throw refuse(.foreignOwner(status.st_uid), .file, at: place) }
                let mode = status.st_mode & 0o7777
                if mode & 0o022 != 0 { throw refuse(.writableByOthers(UInt32(mode)), .file, at: place) }
            }
            current = place
        }
        return current.isEmpty ? "/" : current
    }

    /// Checks a file in a folder already checked (the database's -wal file, its lock): when it
    /// exists it must belong to the user or root, be no link unless `linkAllowed`, and not be
    /// writable by others.
    public static func checkEntry(_ path: String, what: String, linkAllowed: Bool = false) throws {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        let user = geteuid()
        let exposure: LocalFault.Exposure? = if status.st_uid != user && status.st_uid != 0 {
            .init(.foreignOwner(status.st_uid), entry: (status.st_mode & S_IFMT) == S_IFLNK ? .link : .file)
        } else if (status.st_mode & S_IFMT) == S_IFLNK {
            linkAllowed ? nil : .init(.symbolicLink, entry: .file)
        } else if status.st_mode & 0o022 != 0 {
            .init(.writableByOthers(UInt32(status.st_mode & 0o7777)), entry: .file)
        } else {
            nil
        }
        if let exposure { throw LocalFault(.exposed(exposure), what: what, path: path) }
    }

    /// Checks the folders on the way to `file`, makes the missing ones (0700), and checks again:
    /// a folder another user made in the meantime is refused rather than used.
    ///
    /// - Parameter folderWhat: how messages call the folder that holds `file` ("data folder").
    /// - Returns: `file` with every link resolved.
    @discardableResult
    public static func prepareFolder(for file: String, what: String, folderWhat: String, linkAllowed: Bool = true)
        throws -> String
    {
        try check(file, what: what, linkAllowed: linkAllowed)
        let folder = (file as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            try LocalFiles.createDirectory(atPath: folder, mode: 0o700, what: folderWhat)
        }
        return try check(file, what: what, linkAllowed: linkAllowed)
    }

    private static func readLink(_ path: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    }

    private static func currentDirectory() -> String {
        FileManager.default.currentDirectoryPath
    }
}
