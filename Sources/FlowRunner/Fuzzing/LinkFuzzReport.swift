import LuaBridge
import LuaKit

/// A fuzz run as `flowrun links --fuzz` prints it: a table per route of the
/// URLs made and how their openings came out, then each surprise with a
/// ready-to-paste test that reproduces it.
public enum LinkFuzzReport {
    public static func render(_ run: LinkFuzzRun, perRoute: Int) -> String {
        var out = "link fuzz: seed \(run.seed), up to \(perRoute) URLs per route: \(run.links.count) URLs, each opened from "
        out += "\(run.states.count) starting state\(run.states.count == 1 ? "" : "s") (\(run.states.joined(separator: ", "))), warm and cold: \(run.openings.count) openings\n\n"
        let counts = run.routeCounts
        let header = ["route", "urls", "landed", "refused", "unmatched", "failed", "surprising"]
        var rows = counts.map { [$0.pattern, "\($0.generated)", "\($0.landed)", "\($0.refused)", "\($0.unmatched)", "\($0.failed)", "\($0.surprising)"] }
        let total = counts.reduce(into: LinkFuzzRun.RouteCount(pattern: "total")) { sum, count in
            sum.generated += count.generated
            sum.landed += count.landed
            sum.refused += count.refused
            sum.unmatched += count.unmatched
            sum.failed += count.failed
            sum.surprising += count.surprising
        }
        rows.append([total.pattern, "\(total.generated)", "\(total.landed)", "\(total.refused)", "\(total.unmatched)", "\(total.failed)", "\(total.surprising)"])
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0) : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ") + "\n"
        }
        out += line(header)
        for row in rows.dropLast() { out += line(row) }
        out += line(rows[rows.count - 1])
        for unmade in run.unmade {
            out += "\n\(unmade.failed ? "surprise: no URL made" : "note: no URL made") for \(run.routes[unmade.route]): \(unmade.why)\n"
        }
        if let stopped = run.stoppedAt {
            out += "\nstopped: opening \(stopped.link.url) \(stopped.start) ran past its time limit, and every opening reaching the same code would too (the surprise below)\n"
        }
        guard !run.surprises.isEmpty else { return out + (run.surprised ? "" : "\nno surprises\n") }
        out += "\n\(run.surprises.count) surprise\(run.surprises.count == 1 ? "" : "s"):\n"
        for (number, surprise) in run.surprises.enumerated() {
            let link = surprise.link
            out += "\n\(number + 1). \(link.url)  (\(link.variant), from the route \(run.routes[link.route])) \(surprise.opening.start)\n"
            out += "   \(surprise.why)\n"
            out += test(for: surprise, routes: run.routes).split(separator: "\n", omittingEmptySubsequences: false).map { "   \($0)" }.joined(separator: "\n") + "\n"
        }
        return out
    }

    /// A test reproducing `surprise`: it opens the URL from the same state
    /// the same way and expects what the table owes.
    static func test(for surprise: LinkFuzzRun.Surprise, routes: [String]) -> String {
        let opening = surprise.opening, link = surprise.link
        let name = "fuzz: \(link.url) \(opening.start)".luaLiteral
        let options = opening.state == LinkFuzzRun.launchState ? "" : "{ matrix = { from = states { \(opening.state.luaLiteral) } } }, "
        let parameters = opening.state == LinkFuzzRun.launchState ? "" : "t, case"
        var lines = ["test(\(name), \(options)function(\(parameters))"]
        lines.append("  -- flowrun links --fuzz: \(surprise.why.split(separator: "\n").first ?? "")")
        lines.append("  local link = open_url(\(link.url.luaLiteral)\(opening.cold ? ", { cold = true }" : ""))")
        if link.fitsItsRoute {
            lines.append("  expect(link.ok or link.pending or link.kind == \"refused\", tostring(link))")
            lines.append("  if link.ok then expect_equal(link.route, \(routes[link.route].luaLiteral)) end")
        } else {
            lines.append("  expect(link.ok or link.pending or link.kind == \"refused\" or link.kind == \"unmatched\" or link.kind == \"invalid\", tostring(link))")
        }
        lines.append("end)")
        return lines.joined(separator: "\n")
    }
}
