import Foundation

/// The documented rules for account fields; each failure names the rule that failed.
///
/// | field | rule |
/// |---|---|
/// | email | `^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$`, at most 254 characters |
/// | password | 8–128 characters (Unicode scalars, counted before anything else), a lower-case letter (`[a-z]`), an upper-case letter (`[A-Z]`), a digit (`[0-9]`) |
/// | handle | `^[A-Za-z0-9_.-]{3,30}$` |
/// | name | 1–100 characters, no control characters |
public enum AccountRules {
    public struct Rule: Sendable, Hashable {
        /// What the rule demands, phrased to follow "must": "contain a digit".
        public let description: String
        let test: Test

        enum Test: Sendable, Hashable {
            /// A regular expression the whole text must match somewhere.
            case pattern(String)
            /// A number of Unicode scalars; counted, never matched, so a megabyte costs no more
            /// than walking past the upper bound.
            case length(ClosedRange<Int>)
            /// At least one byte in this ASCII range (UTF-8 never uses ASCII bytes for anything else).
            case containsASCII(ClosedRange<UInt8>)
        }

        init(description: String, pattern: String) {
            self.init(description: description, test: .pattern(pattern))
        }

        init(description: String, test: Test) {
            self.description = description
            self.test = test
        }

        func accepts(_ text: String) -> Bool {
            switch test {
            case .pattern(let pattern):
                text.range(of: pattern, options: .regularExpression) != nil
            case .length(let range):
                range.contains(Self.count(text.unicodeScalars, upTo: range.upperBound))
            case .containsASCII(let range):
                text.utf8.contains { range.contains($0) }
            }
        }

        /// How many elements, or `limit + 1` as soon as there are more than `limit`.
        static func count<S: Sequence>(_ elements: S, upTo limit: Int) -> Int {
            var count = 0
            for _ in elements {
                count += 1
                if count > limit { break }
            }
            return count
        }
    }

    /// The longest password, in characters (Unicode scalars).
    public static let maxPasswordLength = 128
    /// The most bytes a password of `maxPasswordLength` characters can take in UTF-8.
    public static let maxPasswordBytes = 4 * maxPasswordLength
    /// The error for a password longer than `maxPasswordLength`, also when it is refused by its
    /// size in bytes before being read whole.
    public static let passwordTooLong = CoreError.ruleBroken(field: "password", rule: passwordLengthLimit.description)
    private static let passwordLengthLimit = Rule(
        description: "be at most \(maxPasswordLength) characters long", test: .length(0...maxPasswordLength))

    public static let emailRules = [
        Rule(description: "look like name@example.com",
             pattern: #"^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$"#),
        Rule(description: "be at most 254 characters", pattern: #"^.{1,254}$"#),
    ]

    /// The length first, by counting: a regular expression over a megabyte-long password gave up
    /// and named the wrong rule.
    public static let passwordRules = [
        Rule(description: "be at least 8 characters long", test: .length(8...Int.max)),
        passwordLengthLimit,
        Rule(description: "contain a lower-case letter (a-z)", test: .containsASCII(0x61...0x7A)),
        Rule(description: "contain an upper-case letter (A-Z)", test: .containsASCII(0x41...0x5A)),
        Rule(description: "contain a digit (0-9)", test: .containsASCII(0x30...0x39)),
    ]

    public static let handleRules = [
        Rule(description: "be 3 to 30 letters, digits, '_', '.' or '-'", pattern: #"^[A-Za-z0-9_.-]{3,30}$"#),
    ]

    public static let nameRules = [
        Rule(description: "be 1 to 100 characters", pattern: #"^.{1,100}$"#),
        Rule(description: "contain no control characters", pattern: #"^[^\p{Cc}]*$"#),
    ]

    /// - Throws: `CoreError.ruleBroken` naming the field and every rule it breaks.
    public static func check(_ field: String, _ value: String, against rules: [Rule]) throws {
        let broken = rules.filter { !$0.accepts(value) }
        if !broken.isEmpty { throw CoreError.ruleBroken(field: field, rule: sentence(broken.map(\.description))) }
    }

    /// `a`, `a and b`, `a, b and c`.
    static func sentence(_ parts: [String]) -> String {
        guard parts.count > 1 else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    }

    public static func checkEmail(_ email: String) throws { try check("email", email, against: emailRules) }
    public static func checkPassword(_ password: String) throws { try check("password", password, against: passwordRules) }
    public static func checkHandle(_ handle: String) throws { try check("handle", handle, against: handleRules) }
    public static func checkName(_ name: String) throws { try check("name", name, against: nameRules) }

    /// The password rules over bytes, without making a string of them; an ill-formed UTF-8
    /// sequence counts as one character (it is stored as U+FFFD).
    ///
    /// - Throws: `CoreError.ruleBroken` naming every rule broken.
    public static func checkPassword(_ password: SecretBytes) throws {
        var length = 0
        password.forEachScalar { _ in length += 1 }
        let broken = passwordRules.filter { rule in
            switch rule.test {
            case .length(let range): !range.contains(length)
            case .containsASCII(let range): !password.withUnsafeBytes { $0.contains { range.contains($0) } }
            case .pattern: preconditionFailure("password rules are counted, not matched")
            }
        }
        if !broken.isEmpty {
            throw CoreError.ruleBroken(field: "password", rule: sentence(broken.map(\.description)))
        }
    }

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
