/// The playlist methods that act for the signed-in user.
enum PlaylistMethods {
    static let all: [any UserMethod] = [
        PlaylistInsert(), PlaylistUpdate(), PlaylistDelete(), PlaylistItemInsert(), PlaylistItemUpdate(),
        PlaylistItemDelete(),
    ]
}
