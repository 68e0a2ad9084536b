import ArgumentParser

/// Flags of commands that may ask for a password or a confirmation.
struct InputOptions: ParsableArguments {
    @Flag(help: "Never prompt (also the case when stdin is not a terminal).")
    var noInput = false

    @Flag(help: "Read the password from stdin, one per line, instead of prompting.")
    var passwordStdin = false

    func makePrompter(host: Host) -> Prompter {
        Prompter(noInput: noInput, passwordFromStdin: passwordStdin, host: host)
    }
}
