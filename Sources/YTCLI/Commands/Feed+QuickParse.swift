import YTCore

extension YTClone.Feed {
    /// A `feed` line read without argument-parser's model of the command (`OptionWords`): what
    /// `Program` runs for `feed`, `feed --subscriptions --new --format tsv` from cron and every other
    /// line of `feed`'s own options, after the same checks (`validate()`) argument-parser makes.
    ///
    /// nil for every line it leaves to argument-parser: not `feed`, a word it does not read, a value
    /// refused, options that do not go together, `--help`. argument-parser then reads the line and
    /// answers it, with the usage error, help or completion it always gave.
    static func quickParse(_ arguments: [String]) -> Self? {
        guard arguments.first == configuration.commandName else { return nil }
        var feed = unset
        var words = OptionWords(arguments.dropFirst())
        do {
            while let name = try words.name() {
                switch name {
                case "--region": feed.region = try words.value(RegionCode.self)
                case "--category": feed.category = try words.value(String.self)
                case "--limit": feed.limit = try words.value(Limit.self)
                case "--subscriptions": feed.subscriptions = true
                case "--new": feed.new = true
                case "--jobs": feed.jobs = try words.value(Jobs.self)
                case "--source": feed.source = try words.value(SubscriptionFeedService.Source.self)
                default:
                    guard try feed.filters.read(name, from: &words) || feed.paging.read(name, from: &words)
                        || feed.api.read(name, from: &words) || feed.output.read(name, from: &words)
                    else { return nil }
                }
            }
            // argument-parser's order: each group as it is read, then the command.
            try feed.filters.validate()
            try feed.paging.validate()
            try feed.api.validate()
            try feed.output.validate()
            try feed.validate()
        } catch {
            return nil
        }
        return feed
    }

    /// The command as argument-parser reads a line that names none of its options.
    private static var unset: Self {
        var feed = Self()
        feed.region = nil
        feed.category = nil
        feed.limit = 25
        feed.subscriptions = false
        feed.new = false
        feed.jobs = 100
        feed.source = nil
        feed.filters = .unset
        feed.paging = .unset
        feed.api = .unset
        feed.output = .unset
        return feed
    }
}
