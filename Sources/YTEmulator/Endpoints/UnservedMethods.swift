/// What Google answers for a method of the discovery document whose data the emulator does not
/// keep (live streams, captions' tracks, uploads…).
enum UnservedMethods {
    static func refusal(_ method: APIMethod, caller: Caller?) -> APIError {
        caller == nil ? .loginRequired : .forbidden(method)
    }
}

extension APIError {
    /// The generic refusal of a method the caller's account may not use.
    static func forbidden(_ method: APIMethod) -> APIError {
        APIError(
            code: 403, "The request is not properly authorized to call \(method.id).", domain: "youtube.common",
            reason: "forbidden")
    }
}
