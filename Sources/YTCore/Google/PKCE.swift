import CSodium
import Foundation

/// Proof Key for Code Exchange (RFC 7636): a random verifier kept here, and its SHA-256 sent with
/// the browser, so a code caught on its way back to the loopback listener is useless to anyone
/// else. Also the sign-in's `state`, random in the same way.
public struct PKCE: Sendable, Hashable {
    /// 43 characters of base64url (32 random bytes): within RFC 7636's 43 to 128.
    public let verifier: String

    public init() {
        self.init(verifier: PKCE.randomText(bytes: 32))
    }

    public init(verifier: String) {
        self.verifier = verifier
    }

    /// `BASE64URL(SHA256(verifier))`, the `S256` challenge.
    public var challenge: String {
        Sodium.ensureInitialized()
        var digest = [UInt8](repeating: 0, count: 32)
        let input = Array(verifier.utf8)
        crypto_hash_sha256(&digest, input, UInt64(input.count))
        return PKCE.base64URL(digest)
    }

    /// `bytes` random bytes from libsodium as base64url without padding.
    public static func randomText(bytes: Int) -> String {
        Sodium.ensureInitialized()
        var buffer = [UInt8](repeating: 0, count: bytes)
        randombytes_buf(&buffer, buffer.count)
        return base64URL(buffer)
    }

    static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
