import YouTubeAPI

/// Google's refusals of a write for want of a scope or a channel, which every write can meet:
/// each names what is missing and what to run (README lists the exit statuses).
extension GoogleErrorPresentation {
    static func describeGrantRefusal(_ error: GoogleError) -> Presentation? {
        switch error.rawReason {
        case "insufficientPermissions", "ACCESS_TOKEN_SCOPE_INSUFFICIENT":
            // Google names the scopes that would do in WWW-Authenticate; comments need youtube.force-ssl.
            let scopes = (error.requiredScopes ?? "").split(separator: " ").map { OAuthScope.shortName(String($0)) }
            let needed = scopes.isEmpty ? "a scope this sign-in was not granted"
                : "one of the scopes " + scopes.joined(separator: ", ")
            return Presentation(
                message: "this Google sign-in may not do that: it needs \(needed)"
                    + " (a device sign-in never has youtube.force-ssl, which comments need)",
                hint: "ytclone auth login --scope write", status: .denied)
        case "ineligibleAccount":
            return Presentation(message: "this Google account has no YouTube channel yet, and writing there needs one",
                                hint: "create one at youtube.com, then run ytclone auth login again", status: .denied)
        default:
            return nil
        }
    }
}
