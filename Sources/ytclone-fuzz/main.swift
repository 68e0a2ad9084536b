import Foundation
import YTFuzzing

// `ytclone-fuzz TARGET [FILE|DIR…]`: replays inputs through a fuzz target, or, built with
// `-sanitize=fuzzer -D FUZZING` (scripts/fuzz.sh), runs libFuzzer on it with the remaining arguments.

let arguments = CommandLine.arguments
guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) else {
    let targets = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
    FileHandle.standardError.write(Data("usage: ytclone-fuzz \(targets) [FILE|DIR…] [libFuzzer flags]\n".utf8))
    exit(64)
}
#if FUZZING
    exit(LibFuzzer.run(target, arguments: [arguments[0]] + arguments.dropFirst(2)))
#else
    exit(Replay.run(target, paths: Array(arguments.dropFirst(2))))
#endif
