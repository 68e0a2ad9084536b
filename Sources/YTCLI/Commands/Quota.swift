import ArgumentParser
import YTCore

extension YTClone {
    /// `ytclone quota`: today's units per method, the budget, what is left and when it resets.
    struct Quota: AppCommand {
        static let configuration = CommandConfiguration(
            commandName: "quota",
            abstract: "Show the API quota spent today, per method, and when it resets.",
            discussion: """
                Every request ytclone sends is recorded at its documented cost (search 100 units, everything else 1) on the quota day it was made: days run from midnight to midnight Pacific time, as Google counts them. Answers from the cache cost nothing. The budget is 10,000 units unless YTCLONE_QUOTA_BUDGET (or quota_budget in the config) says otherwise. Requests made with the same key by other programs are not seen.

                Examples:
                  ytclone quota
                  ytclone quota --json | jq .left
                """)

        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let report = try environment.quota().today()
            try QuotaRenderer(console: environment.console, format: output.resolvedFormat).show(report)
        }
    }
}
