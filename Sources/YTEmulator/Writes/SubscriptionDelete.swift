/// `subscriptions.delete`: the caller ends one of their subscriptions.
struct SubscriptionDelete: UserMethod {
    let id = "subscriptions.delete"
    let parameters: Set<String> = ["id"]

    func perform(_ request: UserRequest, writes: inout UserWrites) throws -> UserAnswer {
        guard let subscriptionId = request.query.nonEmpty("id") else { throw APIError.required("id") }
        guard let index = writes.subscriptions.firstIndex(where: { $0.id == subscriptionId }) else {
            throw APIError.subscriptionNotFound
        }
        guard writes.subscriptions[index].userId == request.caller.user.id else {
            throw APIError.subscriptionNotYours
        }
        writes.subscriptions.remove(at: index)
        return .noContent
    }
}
