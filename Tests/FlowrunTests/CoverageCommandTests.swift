import Foundation
import Testing

/// `flowrun test --coverage…` and `flowrun coverage merge`, end to end.
@Suite("flowrun coverage")
struct CoverageCommandTests {
    static let shop = "scripts/examples/shop"

    /// The summary a command printed: from "route coverage:" to the end of its output.
    static func summary(_ text: String) -> String {
        guard let start = text.range(of: "route coverage:\n") else { return "" }
        return String(text[start.lowerBound...])
    }

    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("flowrun-coverage-\(UUID().uuidString)-\(name)").path
    }

    /// The shop, named from anywhere: a run writing coverage starts in the folder that takes it
    /// (coverage is written inside the project or the current folder).
    static let shopPath = FlowrunProcess.repositoryRoot.appendingPathComponent(shop).path

    @Test("the shop's coverage: serial, -j2 and the merge of shards 1/2 and 2/2 print and write the same")
    func sameEverywhere() throws {
        let out = try FlowFolder([:])
        let (serial, parallel, first, second, merged) = (out.url.appendingPathComponent("serial.json").path, out.url.appendingPathComponent("j2.json").path,
                                                         out.url.appendingPathComponent("s1.json").path, out.url.appendingPathComponent("s2.json").path,
                                                         Self.temporary("merged.json"))
        let runs = try [
            FlowrunProcess.run(["test", Self.shopPath, "--no-timings", "-j1", "--coverage", "json=\(serial)"], in: out.url),
            FlowrunProcess.run(["test", Self.shopPath, "--no-timings", "-j2", "--coverage", "json=\(parallel)"], in: out.url),
            FlowrunProcess.run(["test", Self.shopPath, "--no-timings", "--shard", "1/2", "--coverage", "json=\(first)"], in: out.url),
            FlowrunProcess.run(["test", Self.shopPath, "--no-timings", "--shard", "2/2", "--coverage", "json=\(second)"], in: out.url),
        ]
        for run in runs { #expect(run.status == 0, "\(run.stdout)\(run.stderr)") }
        let merge = try FlowrunProcess.run(["coverage", "merge", first, second, "--json", merged], in: URL(fileURLWithPath: merged).deletingLastPathComponent())
        #expect(merge.status == 0, "\(merge.stderr)")
        let bytes = try [serial, parallel, merged].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(bytes[0] == bytes[1])
        #expect(bytes[0] == bytes[2])
        let summary = Self.summary(runs[0].stdout)
        #expect(summary.contains("  links          20/20  100%\n"), "\(summary)")
        #expect(Self.summary(runs[1].stdout) == summary)
        #expect(merge.stdout == summary)
        // The shards alone cover less than the whole.
        #expect(Self.summary(runs[2].stdout) != summary)
        let text = String(decoding: bytes[0], as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"format\" : \"flowrun-coverage\",\n  \"items\" : ["))
        #expect(!text.contains("milliseconds") && !text.contains("seconds"))
    }

    @Test("a kind of coverage that does not exist is refused, with the one meant")
    func badKind() throws {
        let run = try FlowrunProcess.run(["test", Self.shop, "--coverage", "jsn=x.json"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--coverage takes json=FILE or lcov=FILE (or nothing, for the summary alone), got 'jsn=x.json' (did you mean 'json=x.json'?)"), "\(run.stderr)")
    }

    @Test("--coverage-min outside 0…100 is refused")
    func minimumRange() throws {
        for value in ["101", "-1", "nan"] {
            let run = try FlowrunProcess.run(["test", Self.shop, "--coverage-min", value])
            #expect(run.status == 2, "\(value): \(run.stderr)")
            #expect(run.stderr.contains("--coverage-min is a percentage from 0 to 100"), "\(value): \(run.stderr)")
        }
    }

    static func productSuite() throws -> FlowFolder {
        try FlowFolder([
            "app.lua": FlowFolder.productApp + "\nfunction unused()\n  return 1\nend\n",
            "flowrun.json": #"{ "app": "app.lua", "flows": ["flows"] }"#,
            "flows/a_test.lua": #"test("home", function() expect_top("HomeViewController") end)"#,
        ])
    }

    @Test("below --coverage-min, a passing suite exits 5 naming the figure; a project with no link table says so, never 100%")
    func minimum() throws {
        let suite = try Self.productSuite()
        let run = try FlowrunProcess.run(["test", "--no-timings", "--coverage-min", "50"], in: suite.url)
        #expect(run.status == 5, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("flowrun: route coverage 0% (0 of 1 link routes and destinations) is below --coverage-min 50%"), "\(run.stderr)")
        #expect(run.stdout.contains("  links          none (the app has no link table: nothing to cover, not 100%)\n"), "\(run.stdout)")
        #expect(run.stdout.contains("never navigated to: product\n"))
        let met = try FlowrunProcess.run(["test", "--coverage-min", "0"], in: suite.url)
        #expect(met.status == 0, "\(met.stderr)")
    }

    @Test("lcov=FILE writes LCOV of the project's Lua files but flows, never-run lines at 0; a bare --coverage leaves the next path one")
    func lcov() throws {
        let suite = try Self.productSuite()
        let info = suite.url.appendingPathComponent("app.info").path
        let run = try FlowrunProcess.run(["test", "--coverage", "flows", "--coverage", "lcov=\(info)"], in: suite.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let text = try String(contentsOfFile: info, encoding: .utf8)
        #expect(text.hasPrefix("TN:\nSF:app.lua\nDA:1,1\n"), "\(text)")
        #expect(text.contains("DA:10,0\n"), "the body of unused() never ran: \(text)")
        #expect(text.hasSuffix("end_of_record\n"))
        #expect(!text.contains("a_test.lua"))
    }

    @Test("merge names a file that is not coverage, or of another project, and why")
    func mergeRefusals() throws {
        let suite = try Self.productSuite()
        let out = try FlowFolder([:])
        let report = suite.url.appendingPathComponent("report.json").path, mine = suite.url.appendingPathComponent("mine.json").path
        let shop = out.url.appendingPathComponent("shop.json").path
        _ = try FlowrunProcess.run(["test", "--report", "json=\(report)", "--coverage", "json=\(mine)"], in: suite.url)
        let notCoverage = try FlowrunProcess.run(["coverage", "merge", mine, report])
        #expect(notCoverage.status == 2)
        #expect(notCoverage.stderr.contains("\(report): not a flowrun coverage file: a test report (--report json), not coverage"), "\(notCoverage.stderr)")
        _ = try FlowrunProcess.run(["test", Self.shopPath, "--filter", "links_test", "--coverage", "json=\(shop)"], in: out.url)
        let other = try FlowrunProcess.run(["coverage", "merge", mine, shop])
        #expect(other.status == 2)
        #expect(other.stderr.contains("\(shop): coverage of the project 'shop', but \(mine) is of"), "\(other.stderr)")
        let missing = try FlowrunProcess.run(["coverage", "merge", mine + ".gone"])
        #expect(missing.status == 2 && missing.stderr.contains("\(mine).gone: no such file"))
    }

    @Test("merge refuses counts that are not whole numbers from 0 to 2^53, kinds it does not know, and files that are not regular; names stay one line")
    func hostileFiles() throws {
        let suite = try Self.productSuite()
        let mine = suite.url.appendingPathComponent("mine.json").path
        let run = try FlowrunProcess.run(["test", "--coverage", "json=\(mine)"], in: suite.url)
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOfFile: mine, encoding: .utf8)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var items = try #require(object["items"] as? [[String: Any]])
        let outcome = try #require((items[0]["counts"] as? [String: Any])?.keys.sorted().first)
        func variant(_ change: (inout [String: Any]) -> Void) throws -> String {
            var item = items[0]
            change(&item)
            var copy = object
            copy["items"] = [item] + items.dropFirst()
            let path = Self.temporary("variant.json")
            try JSONSerialization.data(withJSONObject: copy).write(to: URL(fileURLWithPath: path))
            return path
        }
        for (count, said) in [(Int64.max as Any, "not a whole number from 0 to 9007199254740992"), (-5, "is -5"), (1.5, "is 1.5")] {
            let path = try variant { item in
                var counts = item["counts"] as? [String: Any] ?? [:]
                counts[outcome] = count
                item["counts"] = counts
            }
            let merge = try FlowrunProcess.run(["coverage", "merge", path, path])
            #expect(merge.status == 2, "\(merge.stderr)")
            #expect(merge.stderr.contains("count of '\(outcome)'") && merge.stderr.contains(said), "\(merge.stderr)")
        }
        let unknown = try variant { $0["kind"] = "bogus" }
        let kind = try FlowrunProcess.run(["coverage", "merge", unknown])
        #expect(kind.stderr.contains("is of the kind 'bogus', which flowrun does not know"), "\(kind.stderr)")
        let device = try FlowrunProcess.run(["coverage", "merge", "/dev/null"])
        #expect(device.status == 2 && device.stderr.contains("/dev/null: not a regular file"), "\(device.stderr)")
        let escaped = try variant { $0["name"] = "\u{1B}[2J\nnever opened: fake" }
        items[0]["counts"] = [:]
        object["items"] = items
        let merged = try FlowrunProcess.run(["coverage", "merge", escaped])
        #expect(!merged.stdout.contains("\u{1B}") && !merged.stdout.contains("\nnever opened: fake"), "\(merged.stdout)")
        for bad in ["json=-", "json=/dev/stdout"] {
            let refused = try FlowrunProcess.run(["test", "--coverage", bad], in: suite.url)
            #expect(refused.status == 2 && refused.stderr.contains("--coverage \(bad)"), "\(refused.stderr)")
        }
    }

    @Test("test --help says what coverage counts and its exit code")
    func help() throws {
        let run = try FlowrunProcess.run(["test", "--help"])
        #expect(run.stdout.contains("--coverage <kind=FILE>"))
        #expect(run.stdout.contains("--coverage-min"))
        let words = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("5 the tests passed but covered fewer link routes and destinations than --coverage-min asks"), "\(words)")
    }
}
