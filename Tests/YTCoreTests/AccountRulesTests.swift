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
