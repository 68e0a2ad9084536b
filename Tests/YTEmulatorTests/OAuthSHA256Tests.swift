import Testing

@testable import YTEmulator

/// SHA-256 against FIPS 180-4's examples, HMAC-SHA256 against RFC 4231, and PKCE's S256
/// against RFC 7636 Appendix B.
@Suite struct OAuthSHA256Tests {
    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    @Test func fipsVectors() {
        #expect(Self.hex(SHA256.hash(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Self.hex(SHA256.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            Self.hex(SHA256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            Self.hex(SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Messages of 55, 56 and 64 bytes straddle the padding's block boundary.
    @Test func paddingBoundaries() {
        #expect(
            Self.hex(SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 55)))
                == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(
            Self.hex(SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 56)))
                == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        #expect(
            Self.hex(SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 64)))
                == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
    }

    @Test func hmacVectors() {
        let key = [UInt8](repeating: 0x0b, count: 20)
        #expect(
            Self.hex(SHA256.hmac(key: key, message: Array("Hi There".utf8)))
                == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        #expect(
            Self.hex(SHA256.hmac(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8)))
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        // RFC 4231 test case 6: a key longer than the block is hashed first.
        #expect(
            Self.hex(SHA256.hmac(
                key: [UInt8](repeating: 0xaa, count: 131),
                message: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)))
                == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    @Test func pkceS256MatchesRFC7636() {
        #expect(PKCE.verifies(OAuthTestServer.verifier, challenge: OAuthTestServer.challenge, method: "S256"))
        #expect(!PKCE.verifies(OAuthTestServer.verifier + "x", challenge: OAuthTestServer.challenge, method: "S256"))
        #expect(PKCE.verifies(OAuthTestServer.verifier, challenge: OAuthTestServer.verifier, method: "plain"))
        #expect(!PKCE.isWellFormed(String(repeating: "a", count: 42)))
        #expect(!PKCE.isWellFormed(String(repeating: "a", count: 129)))
        #expect(!PKCE.isWellFormed(String(repeating: "a", count: 42) + "+"))
    }
}
