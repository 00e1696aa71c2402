import Formats
import RouterCore

/// A run as JUnit XML, the form CI servers read: a `testsuite` per flow
/// file, a `testcase` per test (its file, line and time), a `failure` with
/// the message and, in its body, the steps, the routing trace and the tree;
/// files that could not be loaded as `error`s.
public enum JUnitReport {
    public static func render(_ run: SuiteRun, timings: Timings) -> String {
        var files: [String] = []
        var byFile: [String: [TestResult]] = [:]
        for result in run.results {
            if byFile[result.test.file.displayPath] == nil { files.append(result.test.file.displayPath) }
            byFile[result.test.file.displayPath, default: []].append(result)
        }
        let failures = run.count(.failed)
        let errors = run.count(.error) + run.loadFailures.count
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml += #"<testsuites name="flowrun" tests="\#(run.results.count + run.loadFailures.count)" failures="\#(failures)" errors="\#(errors)" skipped="\#(run.count(.skipped))" time="\#(timings.seconds(run.milliseconds))">"# + "\n"
        for file in files {
            let results = byFile[file]!
            let time = results.reduce(0) { $0 + $1.milliseconds }
            xml += "  <testsuite name=\"\(XMLText.escaped(file))\" tests=\"\(results.count)\" failures=\"\(results.filter { $0.status == .failed }.count)\" "
            xml += "errors=\"\(results.filter { $0.status == .error }.count)\" skipped=\"\(results.filter { $0.status == .skipped }.count)\" time=\"\(timings.seconds(time))\">\n"
            for result in results { xml += testcase(result, timings: timings) }
            xml += "  </testsuite>\n"
        }
        for failure in run.loadFailures {
            xml += "  <testsuite name=\"\(XMLText.escaped(failure.file.displayPath))\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" time=\"\(timings.seconds(0))\">\n"
            xml += "    <testcase classname=\"\(XMLText.escaped(className(failure.file.displayPath)))\" name=\"(loading the file)\" file=\"\(XMLText.escaped(failure.file.displayPath))\" time=\"\(timings.seconds(0))\">\n"
            xml += "      <error message=\"\(XMLText.escaped(failure.message))\" type=\"load\">\(XMLText.escaped(failure.message))</error>\n"
            xml += "    </testcase>\n  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    private static func testcase(_ result: TestResult, timings: Timings) -> String {
        let test = result.test
        let line = test.location.split(separator: ":").last.flatMap { Int($0) }.map { " line=\"\($0)\"" } ?? ""
        var xml = "    <testcase classname=\"\(XMLText.escaped(className(test.file.displayPath)))\" name=\"\(XMLText.escaped(test.fullName))\" "
        xml += "file=\"\(XMLText.escaped(test.file.displayPath))\"\(line) time=\"\(timings.seconds(result.milliseconds))\""
        var output = result.output.isEmpty ? "" : "      <system-out>\(XMLText.escaped(result.output))</system-out>\n"
        // The test's warnings apart from what it printed, for a CI page to show them as such.
        if !result.warnings.isEmpty {
            output += "      <system-err>\(XMLText.escaped(result.warnings.map { "warning: \($0)\n" }.joined()))</system-err>\n"
        }
        switch result.status {
        case .passed: return output.isEmpty ? xml + "/>\n" : xml + ">\n" + output + "    </testcase>\n"
        case .skipped: return xml + ">\n      <skipped message=\"\(XMLText.escaped(result.message ?? "skipped"))\"/>\n" + output + "    </testcase>\n"
        case .failed:
            let message = result.message.map { String($0.split(separator: "\n").first ?? "") } ?? "failed"
            let type = result.ending?.rawValue ?? "failure"
            return xml + ">\n      <failure message=\"\(XMLText.escaped(message))\" type=\"\(type)\">\(XMLText.escaped(ConsoleReport.plain.details(result)))</failure>\n" + output + "    </testcase>\n"
        case .error:
            return xml + ">\n      <error message=\"\(XMLText.escaped(result.message ?? "error"))\" type=\"error\">\(XMLText.escaped(result.message ?? ""))</error>\n" + output + "    </testcase>\n"
        }
    }

    /// "flows/cart_test.lua" → "flows.cart_test".
    static func className(_ path: String) -> String {
        (path.hasSuffix(".lua") ? String(path.dropLast(4)) : path).replacingOccurrences(of: "/", with: ".")
    }
}
