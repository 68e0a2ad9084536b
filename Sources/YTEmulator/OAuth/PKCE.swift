/// Proof Key for Code Exchange (RFC 7636): the verifier a client keeps and the challenge it
/// sent, `S256` (`BASE64URL(SHA256(verifier))`) or `plain`.
enum PKCE {
    /// 43 to 128 characters of `[A-Za-z0-9-._~]` (RFC 7636 §4.1; a challenge has the same shape).
    static func isWellFormed(_ text: String) -> Bool {
        (43...128).contains(text.utf8.count)
            && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-._~".unicodeScalars.contains($0)) }
    }

    /// Whether `verifier` answers `challenge` under `method`.
    static func verifies(_ verifier: String, challenge: String, method: String) -> Bool {
        guard isWellFormed(verifier) else { return false }
        switch method {
        case "S256": return Base64.encode(SHA256.hash(Array(verifier.utf8)), urlSafe: true, padded: false) == challenge
        case "plain": return verifier == challenge
        default: return false
        }
    }
}
