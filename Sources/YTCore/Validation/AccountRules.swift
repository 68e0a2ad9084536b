import Foundation

/// The documented rules for account fields; each failure names the rule that failed.
///
/// | field | rule |
/// |---|---|
/// | email | `^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$`, at most 254 characters |
/// | password | at least 8 characters (`.{8,}`), at most 128, a lower-case letter (`[a-z]`), an upper-case letter (`[A-Z]`), a digit (`[0-9]`) |
/// | handle | `^[A-Za-z0-9_.-]{3,30}$` |
/// | name | 1–100 characters, no control characters |
public enum AccountRules {
    public struct Rule: Sendable, Hashable {
        /// What the rule demands, phrased to follow "must": "contain a digit".
        public let description: String
        let pattern: String

        func accepts(_ text: String) -> Bool {
            text.range(of: pattern, options: .regularExpression) != nil
        }
    }

    public static let emailRules = [
        Rule(description: "look like name@example.com",
             pattern: #"^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$"#),
        Rule(description: "be at most 254 characters", pattern: #"^.{1,254}$"#),
    ]

    public static let passwordRules = [
        Rule(description: "be at least 8 characters long", pattern: #"^.{8,}$"#),
        Rule(description: "be at most 128 characters long", pattern: #"^.{0,128}$"#),
        Rule(description: "contain a lower-case letter (a-z)", pattern: #"[a-z]"#),
        Rule(description: "contain an upper-case letter (A-Z)", pattern: #"[A-Z]"#),
        Rule(description: "contain a digit (0-9)", pattern: #"[0-9]"#),
    ]

    public static let handleRules = [
        Rule(description: "be 3 to 30 letters, digits, '_', '.' or '-'", pattern: #"^[A-Za-z0-9_.-]{3,30}$"#),
    ]

    public static let nameRules = [
        Rule(description: "be 1 to 100 characters", pattern: #"^.{1,100}$"#),
        Rule(description: "contain no control characters", pattern: #"^[^\p{Cc}]*$"#),
    ]

    /// - Throws: `CoreError.ruleBroken` naming the field and the first rule it breaks.
    public static func check(_ field: String, _ value: String, against rules: [Rule]) throws {
        if let broken = rules.first(where: { !$0.accepts(value) }) {
            throw CoreError.ruleBroken(field: field, rule: broken.description)
        }
    }

    public static func checkEmail(_ email: String) throws { try check("email", email, against: emailRules) }
    public static func checkPassword(_ password: String) throws { try check("password", password, against: passwordRules) }
    public static func checkHandle(_ handle: String) throws { try check("handle", handle, against: handleRules) }
    public static func checkName(_ name: String) throws { try check("name", name, against: nameRules) }

    /// A handle made from the part of the email before `@`: only allowed characters, 3–30 long.
    public static func defaultHandle(forEmail email: String) -> String {
        let local = email.split(separator: "@").first.map(String.init) ?? email
        var handle = String(local.unicodeScalars.filter {
            $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "_.-".unicodeScalars.contains($0))
        }.map(Character.init)).lowercased()
        if handle.count > 30 { handle = String(handle.prefix(30)) }
        while handle.count < 3 { handle += "_" }
        return handle
    }
}
