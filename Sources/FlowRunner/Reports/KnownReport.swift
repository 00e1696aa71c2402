import LuaBridge

/// Reports known by their first bytes: how flowrun tells an earlier report,
/// which a new one may replace, from any other file of a project (a flow's
/// data, a capture, a platform file), which it must not.
///
/// ```swift
/// KnownReport.kind(of: Array("TAP version 13\n1..3\n".utf8))  // "a TAP report"
/// KnownReport.kind(of: Array("url,screen\n".utf8))            // nil
/// ```
public enum KnownReport {
    /// How many first bytes of a file ``kind(of:)`` needs.
    public static let headLength = 4096

    /// What report `head` (a file's first bytes) begins, in words; nil when
    /// it begins none: JUnit XML (any tool's), TAP, LCOV, flowrun's JSON
    /// report, coverage JSON and HTML page, and an SVG picture (`--svg`).
    public static func kind(of head: [UInt8]) -> String? {
        var text = Substring(String(decoding: head.prefix(headLength), as: UTF8.self))
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        text = text.drop { $0.isWhitespace }
        if text.hasPrefix("TAP version ") || text.hasPrefix("1..") { return "a TAP report" }
        if text.hasPrefix("TN:") || text.hasPrefix("SF:") { return "an LCOV report" }
        if text.hasPrefix("<!DOCTYPE html>"), text.contains(htmlMark) { return "flowrun's HTML report" }
        if text.hasPrefix("<"), text.contains("<testsuites") || text.contains("<testsuite ") { return "a JUnit report" }
        if text.hasPrefix("<?xml"), text.contains("<svg xmlns=\"http://www.w3.org/2000/svg\"") { return "an SVG picture" }
        guard text.hasPrefix("{") else { return nil }
        // Both JSON forms sort their keys: the first names the form.
        let body = text.dropFirst().drop { $0.isWhitespace }
        if body.hasPrefix("\"file_errors\"") { return "flowrun's JSON report" }
        if body.hasPrefix("\"format\""), body.prefix(64).contains("\"\(RouteCoverage.formatName)\"") { return "flowrun's coverage" }
        return nil
    }

    /// What the HTML report's page (Web/report.html) says in its head.
    static let htmlMark = #"<meta name="generator" content="flowrun">"#
}
