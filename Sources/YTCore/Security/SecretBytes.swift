import CSodium

/// A password's bytes in memory that ytclone owns and wipes.
///
/// A Swift `String` can be copied, grown and freed by the runtime without being cleared, so a
/// password read from a prompt or stdin goes into one of these instead: a fixed buffer from
/// libsodium's `sodium_malloc` (guard pages around it, locked out of swap where the limits allow,
/// left out of core dumps), handed to argon2id as bytes, and zeroed by `wipe()` and again when
/// freed (`sodium_free`).
///
/// ```swift
/// let password = SecretBytes(capacity: 514)
/// defer { password.wipe() }
/// for byte in input where password.append(byte) {}
/// let hash = try PasswordHasher.hash(password)
/// ```
public final class SecretBytes {
    /// How many bytes it can hold; fixed, so the buffer never moves.
    public let capacity: Int
    /// How many bytes it holds.
    public private(set) var count = 0
    private let storage: UnsafeMutablePointer<UInt8>

    public init(capacity: Int) {
        Sodium.ensureInitialized()
        let size = max(capacity, 1)
        guard let raw = sodium_malloc(size) else { fatalError("sodium_malloc could not allocate \(size) bytes") }
        storage = raw.bindMemory(to: UInt8.self, capacity: size)
        sodium_memzero(storage, size)
        self.capacity = capacity
    }

    /// The UTF-8 of `text`, for callers that already hold the password as a string (tests, the decoy).
    public convenience init(_ text: String) {
        self.init(capacity: text.utf8.count)
        for byte in text.utf8 { append(byte) }
    }

    deinit { sodium_free(storage) }

    /// Adds a byte at the end; false, and nothing added, when full.
    @discardableResult
    public func append(_ byte: UInt8) -> Bool {
        guard count < capacity else { return false }
        storage[count] = byte
        count += 1
        return true
    }

    /// The last byte, if any.
    public var last: UInt8? { count > 0 ? storage[count - 1] : nil }

    /// Removes the last byte (zeroing it).
    public func removeLast() {
        guard count > 0 else { return }
        count -= 1
        storage[count] = 0
    }

    /// Zeroes every byte of the buffer; the secret is then empty.
    public func wipe() {
        sodium_memzero(storage, max(capacity, 1))
        count = 0
    }

    /// Lends the bytes, which must not escape `body`.
    public func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: storage, count: count))
    }

    /// Whether both hold the same bytes, compared in time that depends only on the length.
    public func hasSameBytes(as other: SecretBytes) -> Bool {
        count == other.count && (count == 0 || sodium_memcmp(storage, other.storage, count) == 0)
    }

    /// Whether the bytes are well-formed UTF-8.
    public var isValidUTF8: Bool {
        var valid = true
        forEachScalar { if $0 == nil { valid = false } }
        return valid
    }

    /// A copy in which each ill-formed UTF-8 sequence is U+FFFD, as `String(decoding:as:)` repairs
    /// it: the bytes earlier versions of ytclone hashed for such a password.
    public func repairingUTF8() -> SecretBytes {
        let repaired = SecretBytes(capacity: count * 3)
        forEachScalar { scalar in
            UTF8.encode(scalar ?? "\u{FFFD}") { repaired.append($0) }
        }
        return repaired
    }

    /// Walks the Unicode scalars without making a string; `nil` for each ill-formed sequence.
    func forEachScalar(_ body: (Unicode.Scalar?) -> Void) {
        withUnsafeBytes { bytes in
            var iterator = bytes.makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let encoded): body(Unicode.UTF8.decode(encoded))
                case .error: body(nil)
                case .emptyInput: return
                }
            }
        }
    }
}
