extension APIError {
    /// A bearer token that is unknown, expired or revoked: Google's body and header as a
    /// client logged them (ShareX/ShareX#7114, 2023), with no `details`.
    static var invalidCredentials: APIError {
        var error = APIError(
            code: 401,
            message: "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie "
                + "or other valid authentication credential. See "
                + "https://developers.google.com/identity/sign-in/web/devconsole-project.",
            errors: [
                Item(
                    message: "Invalid Credentials", domain: "global", reason: "authError", location: "Authorization",
                    locationType: "header")
            ])
        error.headers = [("WWW-Authenticate", "Bearer realm=\"https://accounts.google.com/\", error=\"invalid_token\"")]
        return error
    }

    /// A live token none of whose scopes may call `method`; the header names the scopes that may.
    static func insufficientScopes(_ method: APIMethod) -> APIError {
        var error = APIError(
            code: 403, message: "Request had insufficient authentication scopes.",
            errors: [Item(message: "Insufficient Permission", domain: "global", reason: "insufficientPermissions")],
            details: [
                [
                    "@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "ACCESS_TOKEN_SCOPE_INSUFFICIENT",
                    "domain": "googleapis.com",
                    "metadata": ["service": "youtube.googleapis.com", "method": .string(rpcName(of: method))],
                ]
            ])
        let scopes = method.scopes.sorted().map { "https://www.googleapis.com/auth/" + $0 }.joined(separator: " ")
        error.headers = [
            ("WWW-Authenticate",
             "Bearer realm=\"https://accounts.google.com/\", error=\"insufficient_scope\", scope=\"\(scopes)\"")
        ]
        return error
    }

    /// The name Google's ErrorInfo gives a method's RPC (`commentThreads.list` →
    /// `youtube.api.v3.V3DataCommentThreadService.List`); ids of other shapes are kept as they are.
    static func rpcName(of method: APIMethod) -> String {
        let pieces = method.id.split(separator: ".")
        guard pieces.count == 2, let first = pieces[0].first, let verb = pieces[1].first else {
            return "youtube.api.v3." + method.id
        }
        var resource = first.uppercased() + pieces[0].dropFirst()
        if resource.hasSuffix("ies") {
            resource = resource.dropLast(3) + "y"
        } else if resource.hasSuffix("s") {
            resource.removeLast()
        }
        return "youtube.api.v3.V3Data\(resource)Service.\(verb.uppercased())\(pieces[1].dropFirst())"
    }

    /// A request body that is not JSON.
    static let parseError = APIError(code: 400, "Parse Error", domain: "global", reason: "parseError")
}

extension APIError {
    /// `managedByMe` (channels.list) from an account that is not a YouTube content partner's
    /// CMS account: the parameter needs `onBehalfOfContentOwner` and a partner's credentials.
    static let contentOwnerOnly = APIError(
        code: 403,
        "The request is not properly authorized. The <code>managedByMe</code> parameter can only be used by "
            + "YouTube content partners, with <code>onBehalfOfContentOwner</code>.",
        domain: "youtube.common", reason: "forbidden", parameter: "managedByMe")
}
