import Foundation

/// How an API method is answered: the method, the caller, scopes, quota, then a list endpoint,
/// a method acting for the user or what Google answers for one the emulator keeps no data for.
extension Emulator {
    /// Answers one API method: which method the path and HTTP method name, who calls (a bearer
    /// token, else a key), the token's scopes, the project's quota, then the method itself: a
    /// list endpoint, a method acting for the user, or what Google answers for one the emulator
    /// keeps no data for.
    func answer(_ request: EmulatorRequest, world: World) -> EmulatorResponse {
        var query = QueryParameters(items: request.query, strict: configuration.strict)
        let format = ResponseFormat(query)
        guard let resource = Self.resource(forPath: request.path) else {
            return errorResponse(.notFound(request.path), format: format, method: nil)
        }
        guard let method = APIMethod.find(httpMethod: request.method, path: resource) else {
            let error: APIError =
                APIMethod.exists(atPath: resource) ? .methodNotAllowed(request.method) : .notFound(request.path)
            return errorResponse(error, format: format, method: nil)
        }
        query.method = method.id
        let caller: Caller?
        switch authenticate(request, query: query) {
        case .success(let who): caller = who
        case .failure(let error): return errorResponse(error, format: format, method: method.id)
        }
        if let caller, caller.scopes.isDisjoint(with: method.scopes) {
            return errorResponse(.insufficientScopes(method), format: format, method: method.id)
        }
        let project = caller?.client.project ?? OAuthClient.defaultProject
        let ledger = ledgers[project] ?? ledgers[OAuthClient.defaultProject]
        guard ledger?.charge(method) ?? false else {
            return errorResponse(.quotaExceeded, format: format, method: method.id)
        }
        query.caller = caller
        do {
            let fieldsText = query.nonEmpty("fields")
            let fields = try fieldsText.map { try FieldSelection(parsing: $0) }
            if let endpoint = world.endpoints[method.id] {
                try StrictAudit.check(query, parameters: endpoint.parameters, deprecated: endpoint.deprecatedParameters)
                query.writes = state.withLock { $0.writes }
                let parts = try PartSelection(query, known: endpoint.knownParts)
                let page = try endpoint.list(query, parts: parts)
                return success(
                    page.json(etag: ""), fields: fields, fieldsText: fieldsText ?? "", request: request,
                    format: format, method: method.id)
            }
            let outcome: UserAnswer
            if let userMethod = UserMethods.all[method.id] {
                try StrictAudit.check(query, parameters: userMethod.parameters, deprecated: [])
                guard let caller else { throw APIError.loginRequired }
                let body = try request.body.isEmpty ? nil : JSONParser.parseBody(request.body)
                let call = UserRequest(
                    query: query, body: body, caller: caller, catalog: world.catalog, now: configuration.clock())
                outcome = try mutate { try userMethod.perform(call, writes: &$0.writes) }
            } else {
                outcome = try mutate {
                    try UnservedMethods.answer(
                        method, path: resource, query: query, body: request.body, caller: caller,
                        catalog: world.catalog, writes: &$0.writes)
                }
            }
            switch outcome {
            case .resource(let resource):
                return success(
                    resource, fields: fields, fieldsText: fieldsText ?? "", request: request, format: format,
                    method: method.id)
            case .noContent:
                return EmulatorResponse(status: 204, headers: [], body: [], apiMethod: method.id)
            case .file(let contentType, let body):
                return EmulatorResponse(
                    status: 200, headers: [("Content-Type", contentType)], body: body, apiMethod: method.id)
            }
        } catch let error as APIError {
            return errorResponse(error, format: format, method: method.id)
        } catch {
            return errorResponse(.internalFailure, format: format, method: method.id)
        }
    }

    /// The caller of a request with a bearer token (`Authorization: Bearer`, or `access_token`
    /// in the query), `nil` for one with a key alone; a failure for a token that is not live,
    /// or, without one, a missing or wrong key. A key sent beside a token must still be valid.
    private func authenticate(_ request: EmulatorRequest, query: QueryParameters) -> Result<Caller?, APIError> {
        let header = request.headers["authorization"].flatMap { value -> String? in
            let pieces = value.split(separator: " ", maxSplits: 1)
            return pieces.count == 2 && pieces[0].lowercased() == "bearer" ? String(pieces[1]) : nil
        }
        guard let token = header ?? query.nonEmpty("access_token") ?? query.nonEmpty("oauth_token") else {
            return checkKey(query).map { .failure($0) } ?? .success(nil)
        }
        let now = configuration.clock()
        let caller = state.withLock { authorization.caller(accessToken: token, state: $0.oauth, now: now) }
        guard let caller else {
            return .failure(.invalidCredentials)
        }
        if query.items.contains(where: { $0.name == "key" && !$0.value.isEmpty }), let keyError = checkKey(query) {
            return .failure(keyError)
        }
        return .success(caller)
    }

    /// The first non-empty `key` counts; Google does not mind a repeated or empty one before it.
    private func checkKey(_ query: QueryParameters) -> APIError? {
        guard let key = query.items.first(where: { $0.name == "key" && !$0.value.isEmpty })?.value else {
            return .missingKey
        }
        if let expected = configuration.apiKey, key != expected { return .invalidKey }
        return nil
    }

    /// A 200 answer with `resource` (a list page, or a resource a write returns) as its body.
    private func success(
        _ resource: JSONValue, fields: FieldSelection?, fieldsText: String, request: EmulatorRequest,
        format: ResponseFormat, method: String
    ) -> EmulatorResponse {
        // The ETag hashes the full response plus the field selection (and JSONP name), so it is
        // stable for the same request and changes whenever the bytes a client would cache change.
        let selection = fieldsText + (format.callback.map { "|callback=" + $0 } ?? "")
        let etag = Digest.etag(JSONWriter(pretty: false).serialize(resource) + Array(selection.utf8))
        // A list page's etag (left empty until now) is the answer's; a resource a write returns
        // keeps its own, the one later reads show for it.
        let full = resource["etag"] == "" ? resource.setting("etag", to: .string(etag)) : resource
        let body = fields.map { $0.apply(to: full) } ?? full
        var headers: [(name: String, value: String)] = [
            ("Content-Type", format.contentType), ("ETag", "\"\(etag)\""), ("Cache-Control", "private"),
        ]
        if Self.matches(ifNoneMatch: request.headers["if-none-match"], etag: etag) {
            headers.removeFirst()
            return EmulatorResponse(status: 304, headers: headers, body: [], apiMethod: method)
        }
        return EmulatorResponse(
            status: 200, headers: headers, body: format.serialize(body), apiMethod: method)
    }


    func errorResponse(_ error: APIError, format: ResponseFormat, method: String?) -> EmulatorResponse {
        var response = EmulatorResponse(
            status: error.code, headers: [("Content-Type", format.contentType)] + error.headers,
            body: format.serialize(error.envelope), apiMethod: method, errorReason: error.reason)
        response.strictRefusal = error.isStrictRefusal ? error.message : nil
        return response
    }
}
