import ArgumentParser
import FlowRunner
import Foundation

/// `flowrun coverage merge A.json B.json …`: the coverage of several runs
/// (the shards of a suite, `--shard k/n` on several machines) as one.
struct CoverageMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge coverage files (--coverage json=FILE of several runs, such as shards) and print the summary.",
        discussion: """
            Prints the summary a single run of all of them prints. Every file must be flowrun coverage \
            of the same project and format version. Exit codes: 0 merged; 2 a file cannot be read \
            or is not coverage; 5 the merged coverage is below --coverage-min.
            """
    )

    @Argument(help: "Coverage files (what --coverage json=FILE wrote).")
    var files: [String] = []

    @Option(name: .long, help: "Write the merged coverage as JSON to this file ('-': standard output).")
    var json: String?

    @Option(name: .customLong("coverage-min"), parsing: .unconditional, help: "Fail (exit 5) when under this percentage of link routes and destinations are covered.")
    var coverageMin: Double?

    /// The largest coverage file merge reads.
    static let largestFile = 256 << 20

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("name the coverage files to merge (what flowrun test --coverage json=FILE wrote)") }
        try CoverageMinimum.validate(coverageMin)
    }

    func run() throws {
        var merged: RouteCoverage?
        var first = ""
        for file in files {
            var status = stat()
            guard stat(file, &status) == 0 else {
                throw ExitFailure(code: .scriptError, message: "flowrun: \(file): no such file")
            }
            guard status.st_mode & S_IFMT == S_IFREG else {
                throw ExitFailure(code: .scriptError, message: "flowrun: \(file): \(Project.isFolder(file) ? "a folder" : "not a regular file (a device, pipe or socket)"), not a coverage file")
            }
            guard status.st_size <= Self.largestFile else {
                throw ExitFailure(code: .scriptError, message: "flowrun: \(file): \(status.st_size) bytes, more than the \(Self.largestFile >> 20) MiB a coverage file may have (a suite's coverage is far smaller: is it the right file?)")
            }
            guard let data = FileManager.default.contents(atPath: file) else {
                throw ExitFailure(code: .scriptError, message: "flowrun: \(file): cannot be read")
            }
            let coverage: RouteCoverage
            do {
                coverage = try CoverageJSON.read(data, file: file)
            } catch {
                throw ExitFailure(code: .scriptError, message: "flowrun: \(error)")
            }
            if let sofar = merged {
                guard sofar.project == coverage.project else {
                    throw ExitFailure(code: .scriptError, message: "flowrun: \(file): coverage of the project '\(coverage.project)', but \(first) is of '\(sofar.project)': only runs of one project merge")
                }
                if (sofar.lines == nil) != (coverage.lines == nil) {
                    StandardError.say("flowrun: warning: \(file) \(coverage.lines == nil ? "has no" : "has") Lua line counts and \(first) \(sofar.lines == nil ? "has none" : "has"): the merged line counts are those of the files that have them")
                }
                merged?.merge(coverage)
            } else {
                merged = coverage
                first = file
            }
        }
        guard let merged else { return }
        let toStandardOutput = json == "-"
        let summary = CoverageSummary.render(merged)
        if toStandardOutput { StandardError.sayComposed(summary) } else { printComposed(summary) }
        if let json {
            let text = CoverageJSON.render(merged)
            if toStandardOutput {
                printComposed(text, terminator: "")
            } else {
                try ReportDestination(projectRoot: nil).check(json, option: "--json \(json)")
                do { try Data(text.utf8).write(to: URL(fileURLWithPath: json)) } catch {
                    throw ExitFailure(code: .scriptError, message: "flowrun: cannot write the coverage to \(json): \(error.localizedDescription)")
                }
            }
        }
        if let coverageMin, let shortfall = CoverageMinimum.shortfall(merged, minimum: coverageMin) {
            throw ExitFailure(code: .coverageBelowMinimum, message: shortfall)
        }
    }
}
