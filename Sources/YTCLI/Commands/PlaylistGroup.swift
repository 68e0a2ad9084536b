import ArgumentParser

extension YTClone {
    /// `ytclone playlist`: show a playlist (the default subcommand, so `ytclone playlist PL…`
    /// works as it always has), or change one of your own on YouTube.
    struct PlaylistGroup: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "playlist",
            abstract: "Show a playlist with its videos, or create and change your own on YouTube.",
            discussion: """
                `ytclone playlist ID` shows any playlist. create, add, remove and delete act on your YouTube account's playlists (sign in with `ytclone auth login`), 50 quota units per change; `ytclone playlists --mine` lists yours. A playlist is named by id, URL, or the row number `playlists --mine` showed; a video by id, URL, or the row number of the last video listing.

                Examples:
                  ytclone playlist PLOU2XLYxmsIIuiBfYad6rFYQU_jL2ryal
                  ytclone playlist create 'Watch later, really' --privacy unlisted
                  ytclone playlist add PL… dQw4w9WgXcQ https://youtu.be/jNQXAC9IVRw
                  ytclone playlist remove PL… dQw4w9WgXcQ
                  ytclone playlist delete PL… --yes
                """,
            subcommands: [PlaylistCommand.self, PlaylistCreate.self, PlaylistAdd.self, PlaylistRemove.self,
                          PlaylistDelete.self],
            defaultSubcommand: PlaylistCommand.self)
    }
}
