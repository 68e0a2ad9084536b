extension APIError {
    static let subscriptionDuplicate = APIError(
        code: 400, "The subscription that you are trying to create already exists.",
        domain: "youtube.subscription", reason: "subscriptionDuplicate")

    static let subscriptionToSelf = APIError(
        code: 400, "Subscribing to your own channel is not supported.", domain: "youtube.subscription",
        reason: "subscriptionForbidden")

    /// Someone else's subscription, to delete.
    static let subscriptionNotYours = APIError(
        code: 403, "The request is not properly authenticated or not supported for this channel.",
        domain: "youtube.subscription", reason: "subscriptionForbidden")

    static let publisherNotFound = APIError(
        code: 404, "The resource identified by the request's <code>snippet.resourceId</code> property cannot be found.",
        domain: "youtube.subscription", reason: "publisherNotFound", parameter: "snippet.resourceId")

    static let publisherRequired = APIError(
        code: 400,
        "The subscription resource specified in the request must use the <code>snippet.resourceId</code> property "
            + "to identify the channel that is being subscribed to.",
        domain: "youtube.subscription", reason: "publisherRequired", parameter: "snippet.resourceId")

    /// An account without a channel subscribes, or a channel whose subscriptions are asked for is unknown.
    static let subscriberNotFound = APIError(
        code: 404, "The subscriber identified with the request cannot be found.", domain: "youtube.subscription",
        reason: "subscriberNotFound")

    static let subscriptionNotFound = APIError(
        code: 404, "The subscription that you are trying to delete cannot be found. Check the value of the "
            + "request's <code>id</code> parameter to ensure that it is correct.",
        domain: "youtube.subscription", reason: "subscriptionNotFound", parameter: "id")
}
