import Testing
@testable import FlowRunner

@Suite("What --report and --coverage accept: the kinds FlowRunner registers")
struct ReportRequestTests {
    @Test("each registered kind is accepted by its name, and usage names them all")
    func kindsRegistered() throws {
        #expect(ReportKind.all.map(\.name) == ["junit", "tap", "json", "html"])
        #expect(ReportKind.choices(withFolders: true) == "junit=FILE, tap=FILE, json=FILE or html=FILE (or html=FOLDER)")
        for kind in ReportKind.all {
            let request = try ReportRequest("\(kind.name)=out.\(kind.fileExtension)")
            #expect(request.kind == kind && request.path == "out.\(kind.fileExtension)")
        }
        #expect(try ReportRequest("html=site/").file == "site/index.html")
        #expect(try ReportRequest("json=-").isStandardOutput)
    }

    @Test("a misspelt kind, or two reports in one, is refused with the fix")
    func refusals() {
        let misspelt = #expect(throws: UsageError.self) { try ReportRequest("jsn=r.json") }
        #expect(misspelt?.message.hasSuffix("(did you mean 'json=r.json'?)") == true)
        let two = #expect(throws: UsageError.self) { try ReportRequest("json=-,tap=out.tap") }
        #expect(two?.message.contains("--report json=- --report tap=out.tap") == true)
        let coverage = #expect(throws: UsageError.self) { try CoverageRequest("lcov:c.info") }
        #expect(coverage?.message.hasSuffix("(did you mean 'lcov=c.info'?)") == true)
    }
}
