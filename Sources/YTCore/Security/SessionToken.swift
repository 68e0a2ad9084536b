import CSodium
import Foundation

/// The secret a signed-in user's session file holds, and the hash the database keeps of it.
public enum SessionToken {
    /// 32 random bytes from libsodium, as 64 hex characters.
    public static func generate() -> String {
        Sodium.ensureInitialized()
        var bytes = [UInt8](repeating: 0, count: 32)
        randombytes_buf(&bytes, bytes.count)
        return bytes.map { String(format: "%02x", $0) }.joined()
    }

    /// BLAKE2b-256 of the token (`crypto_generichash`): what `sessions.token_hash` stores.
    public static func hash(_ token: String) -> Data {
        Sodium.ensureInitialized()
        var output = [UInt8](repeating: 0, count: csodium_generichash_bytes())
        let input = Array(token.utf8)
        crypto_generichash(&output, output.count, input, UInt64(input.count), nil, 0)
        return Data(output)
    }
}
