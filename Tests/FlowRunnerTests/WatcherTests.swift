import Testing
@testable import FlowRunner

@Suite("Watching: which tests a change affects")
struct WatcherTests {
    static let files = ["/p/flows/a_test.lua", "/p/flows/b_test.lua"].map { FlowFile(path: $0, displayPath: $0, appDefinition: "/p/app.lua") }

    @Test("a changed flow file re-runs its own tests; anything else re-runs all; the first run is everything")
    func affected() {
        #expect(SuiteWatcher.affected(by: ["/p/flows/b_test.lua"], in: Self.files).map(\.path) == ["/p/flows/b_test.lua"])
        #expect(SuiteWatcher.affected(by: ["/p/app.lua"], in: Self.files).count == 2)
        #expect(SuiteWatcher.affected(by: ["/p/flows/a_test.lua", "/p/rules.lua"], in: Self.files).count == 2)
        #expect(SuiteWatcher.affected(by: [], in: Self.files).count == 2)
    }

    @Test("stamps see a file's content change even within the same second, and see new and deleted files")
    func stamps() throws {
        let suite = try TemporarySuite(["a.lua": "x = 1", "notes.txt": "ignored"])
        let before = SuiteWatcher.stamps(under: suite.root.path)
        #expect(before.count == 1)
        try "x = 22".write(to: suite.root.appendingPathComponent("a.lua"), atomically: false, encoding: .utf8)
        try "y = 1".write(to: suite.root.appendingPathComponent("b.lua"), atomically: false, encoding: .utf8)
        let after = SuiteWatcher.stamps(under: suite.root.path)
        #expect(after.count == 2)
        #expect(after[suite.root.path + "/a.lua"] != before[suite.root.path + "/a.lua"])
    }
}

@Suite("Hidden folders are left out")
struct HiddenFolderTests {
    @Test("neither the watcher nor discovery looks inside .build or other hidden folders")
    func hiddenFolders() throws {
        let suite = try TemporarySuite([
            "flows/a_test.lua": "", ".build/copy/b_test.lua": "", "flows/.cache/c_test.lua": "", "app.lua": "",
        ])
        #expect(Set(SuiteWatcher.stamps(under: suite.root.path).keys.map { String($0.dropFirst(suite.root.path.count + 1)) })
            == ["flows/a_test.lua", "app.lua"])
        #expect(try suite.files().map(\.displayPath) == ["flows/a_test.lua"])
    }
}
