import Foundation
import Testing

@testable import YTCore

@Suite struct AccountRulesTests {
    @Test(arguments: ["ada@example.com", "Ada.Lovelace+yt@mail.example.co.uk", "a_b%c-d@x-y.io"])
    func acceptsEmails(email: String) throws {
        try AccountRules.checkEmail(email)
    }

    @Test(arguments: ["", "ada", "ada@", "@example.com", "ada@example", "ada@@example.com", "ada @example.com",
                      "ada@example.c", String(repeating: "a", count: 250) + "@x.io"])
    func refusesEmails(email: String) {
        #expect(throws: CoreError.self) { try AccountRules.checkEmail(email) }
    }

    @Test(arguments: [
        ("Sh0rt", "be at least 8 characters long"),
        ("alllower1", "contain an upper-case letter (A-Z)"),
        ("ALLUPPER1", "contain a lower-case letter (a-z)"),
        ("NoDigitsHere", "contain a digit (0-9)"),
        (String(repeating: "Aa1", count: 43), "be at most 128 characters long"),
    ])
    func namesTheBrokenPasswordRule(password: String, rule: String) {
        #expect(throws: CoreError.ruleBroken(field: "password", rule: rule)) {
            try AccountRules.checkPassword(password)
        }
    }

    @Test(arguments: [
        ("Sh0rt", "be at least 8 characters long"),
        ("alllower1", "contain an upper-case letter (A-Z)"),
        ("ALLUPPER1", "contain a lower-case letter (a-z)"),
        ("NoDigitsHere", "contain a digit (0-9)"),
        (String(repeating: "Aa1", count: 43), "be at most 128 characters long"),
        (String(repeating: "\u{1F600}", count: 128),
         "contain a lower-case letter (a-z), contain an upper-case letter (A-Z) and contain a digit (0-9)"),
    ])
    func namesTheSameRuleForBytes(password: String, rule: String) {
        #expect(throws: CoreError.ruleBroken(field: "password", rule: rule)) {
            try AccountRules.checkPassword(SecretBytes(password))
        }
    }

    /// Counted, a megabyte is too long; matched with `^.{8,}$`, it was "too short".
    @Test func aMegabytePasswordIsTooLongNotTooShort() {
        let megabyte = String(repeating: "Aa1", count: 350_000)
        #expect(throws: AccountRules.passwordTooLong) { try AccountRules.checkPassword(megabyte) }
        #expect(throws: AccountRules.passwordTooLong) { try AccountRules.checkPassword(SecretBytes(megabyte)) }
        #expect(AccountRules.passwordTooLong == .ruleBroken(field: "password", rule: "be at most 128 characters long"))
    }

    @Test func charactersAreCountedNotBytes() throws {
        let longest = "aA1" + String(repeating: "\u{1F600}", count: 125)
        try AccountRules.checkPassword(longest)
        try AccountRules.checkPassword(SecretBytes(longest))
        #expect(longest.utf8.count <= AccountRules.maxPasswordBytes)
        #expect(throws: AccountRules.passwordTooLong) { try AccountRules.checkPassword(longest + "x") }
        #expect(throws: AccountRules.passwordTooLong) { try AccountRules.checkPassword(SecretBytes(longest + "x")) }
    }

    @Test func secretBytesWipeAndRepairLikeStringDecoding() {
        let bytes: [UInt8] = [0x41, 0x62, 0x31, 0xFF, 0xC3, 0x28, 0xE2, 0x82, 0x61, 0x62, 0x63]
        let secret = SecretBytes(capacity: bytes.count)
        for byte in bytes { #expect(secret.append(byte)) }
        #expect(!secret.append(0x41), "full")
        #expect(!secret.isValidUTF8)
        let repaired = secret.repairingUTF8()
        #expect(repaired.isValidUTF8)
        #expect(repaired.withUnsafeBytes { Array($0) } == Array(String(decoding: bytes, as: UTF8.self).utf8))
        #expect(repaired.hasSameBytes(as: SecretBytes(String(decoding: bytes, as: UTF8.self))))
        #expect(!repaired.hasSameBytes(as: secret))

        secret.wipe()
        #expect(secret.count == 0)
        #expect(secret.withUnsafeBytes { $0.isEmpty })
    }

    @Test func bytesAndStringsHashAlike() throws {
        let hash = try PasswordHasher.hash(SecretBytes("Corr3ct-horse"))
        #expect(PasswordHasher.verify("Corr3ct-horse", against: hash))
        #expect(PasswordHasher.verify(SecretBytes("Corr3ct-horse"), against: try PasswordHasher.hash("Corr3ct-horse")))
        #expect(!PasswordHasher.verify(SecretBytes("Corr3ct-hors"), against: hash))
    }

    @Test func defaultHandleComesFromTheEmail() throws {
        #expect(AccountRules.defaultHandle(forEmail: "Ada.Lovelace+yt@example.com") == "ada.lovelaceyt")
        #expect(AccountRules.defaultHandle(forEmail: "a@example.com") == "a__")
        #expect(AccountRules.defaultHandle(forEmail: "élodie@example.com") == "lodie")
        try AccountRules.checkHandle(AccountRules.defaultHandle(forEmail: String(repeating: "x", count: 60) + "@e.io"))
    }

    @Test func passwordsHashWithArgon2idAndVerify() throws {
        let hash = try PasswordHasher.hash("Corr3ct-horse")
        #expect(hash.hasPrefix("$argon2id$"))
        #expect(!hash.contains("Corr3ct-horse"))
        #expect(PasswordHasher.verify("Corr3ct-horse", against: hash))
        #expect(!PasswordHasher.verify("corr3ct-horse", against: hash))
        #expect(try PasswordHasher.hash("Corr3ct-horse") != hash, "each hash has its own salt")
        #expect(!PasswordHasher.verify("anything", against: PasswordHasher.decoyHash))
    }

    @Test func sessionTokensAreRandomAndHashed() {
        let a = SessionToken.generate()
        let b = SessionToken.generate()
        #expect(a.count == 64 && b.count == 64 && a != b)
        #expect(SessionToken.hash(a).count == 32)
        #expect(SessionToken.hash(a) == SessionToken.hash(a))
        #expect(SessionToken.hash(a) != SessionToken.hash(b))
    }
}
