import FlowRunner
import Foundation

/// Bazel's test protocol, as `flowrun test` honours it when Bazel runs it
/// as a test: its shard (`TEST_TOTAL_SHARDS`, `TEST_SHARD_INDEX`, said to
/// be supported by touching `TEST_SHARD_STATUS_FILE`), its JUnit report
/// (`XML_OUTPUT_FILE`) and its temporary folder (`TEST_TMPDIR`).
struct BazelTest {
    let environment: [String: String]

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// The shard Bazel asks for, when it shards the test (`TEST_SHARD_INDEX` counts from 0).
    func shard() throws -> Shard? {
        guard let total = environment["TEST_TOTAL_SHARDS"] else { return nil }
        let index = environment["TEST_SHARD_INDEX"] ?? ""
        guard let count = Int(total), count >= 1, let position = Int(index), (0..<count).contains(position),
              let shard = Shard("\(position + 1)/\(count)") else {
            throw ExitFailure(code: .scriptError, message: "flowrun: Bazel's TEST_TOTAL_SHARDS=\(total) and TEST_SHARD_INDEX=\(index) do not name a shard (an index from 0 to the total less one)")
        }
        return shard
    }

    /// Tells Bazel the test shards itself, by touching `TEST_SHARD_STATUS_FILE`.
    func acknowledgeSharding() throws {
        guard let status = environment["TEST_SHARD_STATUS_FILE"], !status.isEmpty else { return }
        if Project.isFolder(status) {
            throw ExitFailure(code: .scriptError, message: "flowrun: Bazel's TEST_SHARD_STATUS_FILE \(status) is a folder, not a file to touch")
        }
        let made = FileManager.default.fileExists(atPath: status)
            ? (try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: status)) != nil
            : FileManager.default.createFile(atPath: status, contents: nil)
        if !made { throw ExitFailure(code: .scriptError, message: "flowrun: cannot touch Bazel's TEST_SHARD_STATUS_FILE \(status)") }
    }

    /// Where Bazel wants the JUnit report, if it does.
    var junitReport: String? { environment["XML_OUTPUT_FILE"].flatMap { $0.isEmpty ? nil : $0 } }

    /// Makes Bazel's temporary folder the one of flowrun and its workers
    /// (`TMPDIR`), so that what an unsafe flow writes there stays in the test's sandbox.
    func useTemporaryFolder() {
        guard let folder = environment["TEST_TMPDIR"], !folder.isEmpty else { return }
        setenv("TMPDIR", folder, 1)
    }
}
