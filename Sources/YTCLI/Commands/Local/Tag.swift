import ArgumentParser
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone tag '#word'`: YouTube videos for the hashtag and local comments carrying it.
    struct Tag: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "tag",
            abstract: "Search YouTube for a #hashtag (100 quota units) and list local comments carrying it.",
            discussion: """
                --json prints one object: {"tag", "videos": [Video…], "comments": [Comment…]}; --format tsv prints one table: the videos, or with --local the comments.

                Examples:
                  ytclone tag '#swift'
                  ytclone tag swift --local
                """)

        @Argument(help: ArgumentHelp("The hashtag, with or without '#'.", valueName: "#word")) var tag: String
        @Option(help: "How many videos to list (\(Limit.accepted)).") var limit: Limit = 10
        @Flag(help: "Only local comments; no YouTube search (no quota spent).") var local = false
        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        typealias Limit = Bounded<Bounds.TagLimit>

        func validate() throws {
            let word = tag.hasPrefix("#") ? String(tag.dropFirst()) : tag
            guard TagParser.hashtags(in: "#" + word) == [word.lowercased()] else {
                throw ValidationError("'\(tag)' is not a hashtag: use letters, digits and '_', with at least one letter.")
            }
        }

        func run(in environment: AppEnvironment) async throws {
            let word = (tag.hasPrefix("#") ? String(tag.dropFirst()) : tag).lowercased()
            try environment.checkCost(local ? 0 : SearchService.estimatedCostOfOnePage, of: "this search")
            var videos: [Video] = []
            if !local {
                let client = try environment.client()
                let page = try await client.search(SearchQuery(q: "#" + word, type: "video"), maxResults: limit.value)
                videos = page.items.compactMap(Video.init(searchResult:))
            }
            let comments = try environment.commentService()
                .comments(taggedWith: word).map(CommentEntry.init(local:))
            try TagRenderer(console: environment.console, format: output.resolvedFormat, marks: try environment.watchMarks())
                .show(tag: word, videos: videos, comments: comments, searched: !local)
            // The rows of its table of videos stand for their videos in the next command.
            if !local { try environment.rememberRows(of: "tag", videoIds: videos.map(\.id), format: output.resolvedFormat) }
        }
    }
}
