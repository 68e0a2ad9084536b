/// The rating and subscription methods that act for the signed-in user.
enum ChannelMethods {
    static let all: [any UserMethod] = [VideoRate(), VideoGetRating(), SubscriptionInsert(), SubscriptionDelete()]
}
