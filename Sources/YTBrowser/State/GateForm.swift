import YTCore

/// The gate: sign in (email, password) or sign up (name, email, handle, password, avatar), with
/// the account rules checked as each field is typed.
struct GateForm: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case signIn, signUp, profile }

    /// One line each: a paste of several lines is refused (`EditableText`).
    struct Field: Equatable, Sendable {
        let label: String
        var text: EditableText
        var secret: Bool

        init(label: String, value: String = "", secret: Bool = false) {
            self.label = label
            text = EditableText(value)
            self.secret = secret
        }

        /// The whole value; setting it puts the cursor at its end.
        var value: String {
            get { text.text }
            set { text = EditableText(newValue) }
        }
    }

    var kind: Kind
    var fields: [Field]
    var focus = 0
    /// Why the gate is shown ("Sign in to comment."), or nil when the browser opened on it.
    var reason: String?
    /// What the last submit answered (wrong password, email taken…).
    var failure: String? = nil

    static func signIn(reason: String? = nil) -> GateForm {
        GateForm(kind: .signIn, fields: [Field(label: "Email"), Field(label: "Password", secret: true)], reason: reason)
    }

    static func signUp(reason: String? = nil) -> GateForm {
        GateForm(kind: .signUp,
                 fields: [Field(label: "Name"), Field(label: "Email"), Field(label: "Handle"),
                          Field(label: "Password", secret: true), Field(label: "Avatar file")],
                 reason: reason)
    }

    /// "My page": the account's name, email, handle and avatar, and a password change.
    static func profile(of user: User) -> GateForm {
        var form = GateForm(kind: .profile,
                            fields: [Field(label: "Name", value: user.name), Field(label: "Email", value: user.email),
                                     Field(label: "Handle", value: user.handle), Field(label: "Avatar file"),
                                     Field(label: "Current password", secret: true), Field(label: "New password", secret: true)],
                            reason: nil)
        form.avatar = user.avatar.map { "\($0.mimeType), \($0.data.count) bytes (a file path replaces it)" } ?? "none (a file path adds one)"
        return form
    }

    /// What the profile's avatar is now, shown above the fields.
    var avatar: String? = nil

    /// Empties the password fields (after a submit failed): a password is kept no longer than
    /// it is needed.
    mutating func clearSecrets() {
        for index in fields.indices where fields[index].secret { fields[index].value = "" }
    }

    func value(_ label: String) -> String {
        fields.first { $0.label == label }?.value ?? ""
    }

    /// The rules the field's value breaks now, named as the command line names them; empty fields
    /// and fields that are fine have none. Sign-in checks nothing but presence.
    func problem(at index: Int) -> String? {
        guard kind != .signIn, fields.indices.contains(index), !fields[index].value.isEmpty else { return nil }
        let value = fields[index].value
        let check: (String) throws -> Void
        switch fields[index].label {
        case "Name": check = AccountRules.checkName
        case "Email": check = AccountRules.checkEmail
        case "Handle": check = AccountRules.checkHandle
        case "Password", "New password": check = AccountRules.checkPassword
        default: return nil
        }
        do {
            try check(value)
            return nil
        } catch {
            // The rules throw nothing but `CoreError.ruleBroken` (`AccountRules.check`).
            guard case CoreError.ruleBroken(_, let rule) = error else { return "is not valid" }
            return "must \(rule)"
        }
    }

    /// Whether every field a submit needs is filled and breaks no rule.
    var isComplete: Bool {
        let required: [String]
        switch kind {
        case .signIn: required = ["Email", "Password"]
        case .signUp: required = ["Name", "Email", "Password"]
        case .profile: required = ["Name", "Email", "Handle"] + (value("New password").isEmpty ? [] : ["Current password"])
        }
        return required.allSatisfy { !value($0).isEmpty } && fields.indices.allSatisfy { problem(at: $0) == nil }
    }
}
