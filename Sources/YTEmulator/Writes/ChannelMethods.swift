/// The channel methods that act for the signed-in user.
enum ChannelMethods {
    static let all: [any UserMethod] = []
}
