import CSodium
import Foundation

/// Whose quota ledger a shared database keeps: a keyed BLAKE2b-256 of the API key, as 64 hex
/// characters. Every machine with the same key gets the same ledger; the key itself never leaves
/// the machine, and the hash is useless for anything but finding the ledger.
public enum QuotaLedgerKey {
    /// A fixed key for `crypto_generichash`, so these hashes differ from any other use of BLAKE2b
    /// on API keys.
    private static let domain = Array("ytclone quota ledger, v1".utf8)

    public static func of(apiKey: String) -> String {
        Sodium.ensureInitialized()
        var output = [UInt8](repeating: 0, count: csodium_generichash_bytes())
        let input = Array(apiKey.utf8)
        crypto_generichash(&output, output.count, input, UInt64(input.count), domain, domain.count)
        return output.map { String(format: "%02x", $0) }.joined()
    }
}
