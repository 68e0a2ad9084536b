import CSodium
import Foundation

/// Hashes and verifies passwords with libsodium's argon2id (`crypto_pwhash_str`).
///
/// The stored string carries its own salt and cost parameters, so verification needs nothing
/// else. Costs are libsodium's "interactive" limits: about 64 MiB and a tenth of a second.
public enum PasswordHasher {
    /// Hashes `password` with a fresh random salt, reading its bytes where they are (no copy).
    ///
    /// - Throws: `CoreError.cryptoFailure` when libsodium cannot allocate the memory it needs.
    public static func hash(_ password: SecretBytes) throws -> String {
        Sodium.ensureInitialized()
        var output = [CChar](repeating: 0, count: csodium_pwhash_strbytes())
        let status = password.withUnsafeBytes { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                crypto_pwhash_str(&output, chars.baseAddress!, UInt64(chars.count),
                                  csodium_pwhash_opslimit_interactive(), csodium_pwhash_memlimit_interactive())
            }
        }
        guard status == 0 else { throw CoreError.cryptoFailure("argon2id hashing failed") }
        return String(decoding: output.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `password` matches `hash`; the comparison takes the same time whatever the input.
    public static func verify(_ password: SecretBytes, against hash: String) -> Bool {
        Sodium.ensureInitialized()
        return password.withUnsafeBytes { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                crypto_pwhash_str_verify(hash, chars.baseAddress!, UInt64(chars.count)) == 0
            }
        }
    }

    /// `hash(_:)` of a password held as a string (tests, the decoy).
    public static func hash(_ password: String) throws -> String {
        try hash(SecretBytes(password))
    }

    /// `verify(_:against:)` of a password held as a string (tests).
    public static func verify(_ password: String, against hash: String) -> Bool {
        verify(SecretBytes(password), against: hash)
    }

    /// A hash of no one's password, verified against when an email is unknown so that a failed
    /// sign-in takes as long whether or not the account exists.
    public static let decoyHash: String = (try? hash("decoy-\(UUID().uuidString)")) ?? ""
}

/// libsodium must be initialised once before use; `sodium_init` is safe to call repeatedly.
enum Sodium {
    private static let initialized: Bool = sodium_init() >= 0

    static func ensureInitialized() {
        precondition(initialized, "libsodium failed to initialise")
    }
}
