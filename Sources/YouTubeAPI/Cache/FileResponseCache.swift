import Foundation

/// A `ResponseCache` of one file per entry in a directory (`$XDG_CACHE_HOME/ytclone/responses`).
///
/// A file holds one JSON header line (key, method, ETag, time) and then the body exactly as the
/// API sent it. Files are written to a temporary name and renamed into place, so a reader, a
/// concurrent writer or a crash never leaves a half-written entry under the real name. The key
/// is kept in the header and compared on load, so a collision of the file-name hash is a miss.
///
/// The temporary file has a random name and is made with `O_CREAT | O_EXCL | O_NOFOLLOW`, so a
/// file or link already at that name is never opened (another name is drawn), and missing folders
/// are made 0700 at once, never wider first. ytclone refuses a cache folder that another user
/// could change before it makes this cache (`PrivatePath`); on top of that every load and save
/// checks the folder on its open descriptor, and a load the entry on its own, so a folder or an
/// entry another user made during the run is neither written into nor believed.
public struct FileResponseCache: ResponseCache {
    public let directory: URL
    /// The name of the next temporary file: random, unless a test chooses.
    let temporaryName: @Sendable () -> String

    public init(directory: URL) {
        self.init(directory: directory, temporaryName: { ".\(UInt64.random(in: .min ... .max)).tmp" })
    }

    init(directory: URL, temporaryName: @escaping @Sendable () -> String) {
        self.directory = directory
        self.temporaryName = temporaryName
    }

    /// The entry under `key`, read only when it and its folder are the user's own (or root's) and
    /// no other user may write them: an entry another user planted is a miss, never an answer.
    public func load(_ key: String) -> CachedResponse? {
        guard let folder = openFolder() else { return nil }
        defer { close(folder) }
        let descriptor = openat(folder, file(for: key).lastPathComponent, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Self.isPrivate(status),
            let data = try? handle.readToEnd()
        else { return nil }
        return Self.decode(data, key: key)
    }

    /// Opens the cache folder itself (never a link), and only when it belongs to the user or root
    /// and no other user may write it: checked on the open descriptor, so a folder another user
    /// made or swapped in during the run is not used, whatever was checked at the start.
    private func openFolder(making: Bool = false) -> Int32? {
        var descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if descriptor < 0, errno == ENOENT, making, Self.makeFolders(directory.path) {
            descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, Self.isPrivate(status) else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// The user's own, or root's, and writable by nobody else.
    private static func isPrivate(_ status: stat) -> Bool {
        (status.st_uid == geteuid() || status.st_uid == 0) && status.st_mode & 0o022 == 0
    }

    public func save(_ response: CachedResponse, for key: String) {
        let header = Header(key: key, method: response.method, etag: response.etag,
                            lastModified: response.lastModified, storedAt: response.storedAt.timeIntervalSince1970)
        guard var data = try? JSONEncoder().encode(header) else { return }
        data.append(0x0A)
        data.append(response.body)
        let target = file(for: key).lastPathComponent
        // The folder as it is now, checked on its descriptor (see `openFolder`): in a folder
        // another user made, nothing is written.
        guard let folder = openFolder(making: true) else { return }
        defer { close(folder) }
        // Plain POSIX calls: FileManager's createFile costs several times more, which shows when
        // a subscriptions refresh stores a hundred answers.
        var temporary = "", descriptor: Int32 = -1
        for _ in 0..<4 {
            temporary = temporaryName()
            descriptor = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            // Something already at that name (planted or not) is left alone; another name is drawn.
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { return }
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        if written != data.count || renameat(folder, temporary, folder, target) != 0 { unlinkat(folder, temporary, 0) }
    }

    /// `mkdir -p` with mode 0700 given to `mkdir` itself: FileManager makes each folder 0777 and
    /// narrows it afterwards, which under umask 000 leaves it open to every user for a moment.
    private static func makeFolders(_ path: String) -> Bool {
        if mkdir(path, 0o700) == 0 || errno == EEXIST { return true }
        guard errno == ENOENT else { return false }
        let parent = (path as NSString).deletingLastPathComponent
        guard !parent.isEmpty, parent != path, makeFolders(parent) else { return false }
        return mkdir(path, 0o700) == 0 || errno == EEXIST
    }

    /// Every entry's header and size, for `ytclone cache stats`; unreadable files are skipped.
    /// Only each file's header line is read (a cache of pictures holds up to 100 MB).
    public func entries() -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".entry") }.compactMap { name in
            let path = directory.appendingPathComponent(name).path
            guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
            defer { try? handle.close() }
            var status = stat()
            guard fstat(handle.fileDescriptor, &status) == 0, let head = try? handle.read(upToCount: 65_536),
                let newline = head.firstIndex(of: 0x0A),
                let header = try? JSONDecoder().decode(Header.self, from: head[..<newline])
            else { return nil }
            return Entry(method: header.method, storedAt: Date(timeIntervalSince1970: header.storedAt),
                         bytes: Int(status.st_size))
        }
    }

    /// Deletes every entry (and leftovers of interrupted writes); returns how many entries there were.
    @discardableResult
    public func clear() throws -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasSuffix(".entry") || name.hasSuffix(".tmp") {
            try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
        return names.filter { $0.hasSuffix(".entry") }.count
    }

    /// Marks the entry under `key` as just used (its modification time), for `trim(toBytes:)`.
    public func markUsed(_ key: String) {
        _ = utimensat(AT_FDCWD, file(for: key).path, nil, 0)
    }

    /// Deletes the least recently used entries (saved or marked used longest ago) until the
    /// entries take at most `limit` bytes; returns how many were deleted. Several processes may
    /// trim at once: an entry another one deleted first is simply gone.
    @discardableResult
    public func trim(toBytes limit: Int) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var files: [(path: String, bytes: Int, used: timespec)] = names.filter { $0.hasSuffix(".entry") }.compactMap {
            let path = directory.appendingPathComponent($0).path
            var status = stat()
            guard lstat(path, &status) == 0 else { return nil }
            return (path, Int(status.st_size), status.st_mtim)
        }
        var total = files.reduce(0) { $0 + $1.bytes }
        guard total > limit else { return 0 }
        files.sort { ($0.used.tv_sec, $0.used.tv_nsec) < ($1.used.tv_sec, $1.used.tv_nsec) }
        var removed = 0
        for file in files where total > limit {
            if unlink(file.path) == 0 { removed += 1 }
            total -= file.bytes
        }
        return removed
    }

    /// What `entries()` reports of one file.
    public struct Entry: Sendable, Hashable {
        public var method: String
        public var storedAt: Date
        public var bytes: Int
    }

    private struct Header: Codable {
        var key: String
        var method: String
        var etag: String?
        var lastModified: String?
        var storedAt: Double
    }

    private func file(for key: String) -> URL {
        directory.appendingPathComponent(String(Self.fnv1a(key), radix: 16) + ".entry")
    }

    private static func decode(_ data: Data, key: String) -> CachedResponse? {
        guard let newline = data.firstIndex(of: 0x0A),
            let header = try? JSONDecoder().decode(Header.self, from: data[..<newline]), header.key == key
        else { return nil }
        return CachedResponse(method: header.method, etag: header.etag, lastModified: header.lastModified,
                              storedAt: Date(timeIntervalSince1970: header.storedAt),
                              body: Data(data[data.index(after: newline)...]))
    }

    /// 64-bit FNV-1a: a stable file name for a key (Swift's `hashValue` changes between runs).
    private static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0100_0000_01b3 }
    }
}
