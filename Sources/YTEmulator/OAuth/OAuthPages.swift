/// The authorization server's HTML: the consent page, the device verification page, and the
/// error page Google shows instead of redirecting. Every value from a request or a setting is
/// escaped; the forms carry a one-time id, never the request itself.
enum OAuthPages {
    /// What each scope lets the app do, in the consent page's words.
    static func describe(_ scope: String) -> String {
        switch scope {
        case "youtube": "Manage your YouTube account"
        case "youtube.force-ssl": "See, edit, and permanently delete your YouTube videos, ratings, comments and captions"
        case "youtube.readonly": "View your YouTube account"
        case "youtube.upload": "Manage your YouTube videos"
        case "openid": "Associate you with your personal info on Google"
        case "email": "See your primary Google Account email address"
        case "profile": "See your personal info, including any personal info you've made publicly available"
        default: "Use your YouTube account (" + scope + ")"
        }
    }

    /// A page that never redirects: `Error STATUS: CODE` and what was wrong, as Google's "Access blocked" page.
    static func error(_ status: Int, _ code: String, _ detail: String) -> EmulatorResponse {
        AuthorizationServer.html(status, document(
            title: "Error \(status): \(code)",
            body: "<h1>Access blocked: authorization error</h1>\n<p><b>Error \(status): \(escape(code))</b></p>\n"
                + "<p>\(escape(detail))</p>"))
    }

    /// The consent page: the client, a chooser of users with `chosen` checked, each scope, and
    /// Allow and Deny buttons that post `consent_id` to `/o/oauth2/consent`.
    static func consent(id: String, client: OAuthClient, users: [OAuthUser], chosen: OAuthUser, scopes: Set<String>) -> String {
        let choices = users.map { user in
            "<label><input type=\"radio\" name=\"user\" value=\"\(escape(user.name))\""
                + (user.id == chosen.id ? " checked" : "") + "> \(escape(user.name)) &lt;\(escape(user.email))&gt;</label><br>"
        }.joined(separator: "\n")
        let items = scopes.sorted().map { "<li>\(escape(describe($0))) <code>\(escape(OAuthScope.url($0)))</code></li>" }
            .joined(separator: "\n")
        return document(
            title: "Sign in - yt-emulator",
            body: """
                <h1><span id="client">\(escape(client.id))</span> wants to access your Google Account</h1>
                <form method="post" action="/o/oauth2/consent">
                <input type="hidden" name="consent_id" value="\(escape(id))">
                <p>Signed in as:</p>
                \(choices)
                <p>This will allow the app to:</p>
                <ul>
                \(items)
                </ul>
                <button type="submit" name="action" value="deny">Deny</button>
                <button type="submit" name="action" value="allow">Allow</button>
                </form>
                """)
    }

    /// The verification page of the device flow: a user code, a user, Allow or Deny.
    static func device(users: [OAuthUser], message: String?) -> String {
        let options = users.map { "<option value=\"\(escape($0.name))\">\(escape($0.name)) &lt;\(escape($0.email))&gt;</option>" }
            .joined(separator: "\n")
        return document(
            title: "Connect a device - yt-emulator",
            body: (message.map { "<p class=\"message\">\(escape($0))</p>\n" } ?? "") + """
                <h1>Connect a device</h1>
                <form method="post" action="/device">
                <label>Enter the code displayed on your device: <input name="user_code" autocomplete="off"></label><br>
                <label>Account: <select name="user">
                \(options)
                </select></label><br>
                <button type="submit" name="action" value="deny">Deny</button>
                <button type="submit" name="action" value="allow">Allow</button>
                </form>
                """)
    }

    static func document(title: String, body: String) -> String {
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>\(escape(title))</title></head>\n"
            + "<body>\n\(body)\n</body></html>\n"
    }

    static func escape(_ text: String) -> String { HTMLText.escape(text) }
}
