import Foundation
import Testing

/// Several ytclone processes writing to one database at once lose nothing.
@Suite struct ConcurrentWritersTests {
    @Test func eightProcessesAddFiveHundredCommentsEach() throws {
        let home = AccountFlowTests.Home()
        #expect(try home.signUp().status == 0)
        let perProcess = 500
        let lines = (0..<perProcess).map { #"{"videoId": "dQw4w9WgXcQ", "text": "comment \#($0) #load"}"# }
        let input = home.url.appendingPathComponent("comments.ndjson")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: input)

        let executable = try BuildProducts.executable("ytclone")
        var processes: [(Process, URL)] = []
        for index in 0..<8 {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["comment", "import", input.path]
            process.environment = ["YTCLONE_HOME": home.url.path, "PATH": "/usr/bin:/bin", "HOME": home.url.path]
            let errors = home.url.appendingPathComponent("stderr-\(index)")
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errors)
            process.standardOutput = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            processes.append((process, errors))
        }
        for (process, _) in processes { try process.run() }
        for (process, errors) in processes {
            process.waitUntilExit()
            let stderr = try String(contentsOf: errors, encoding: .utf8)
            #expect(process.terminationStatus == 0, "\(stderr)")
            #expect(stderr == "Imported 500 comments.\n")
        }
        let all = try #require(try home.json(["comments", "dQw4w9WgXcQ", "--source", "local", "--limit", "10000"]) as? [[String: Any]])
        #expect(all.count == 8 * perProcess)
        #expect(Set(all.compactMap { $0["id"] as? String }).count == 8 * perProcess)
    }
}
