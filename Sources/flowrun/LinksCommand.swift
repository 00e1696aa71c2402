import ArgumentParser
import DeepLinks
import FlowRunner
import Foundation
import LinkParity
import LuaBridge
import RouterCore

/// `flowrun links --fuzz`: the app's link table probed with URLs made from
/// its own patterns, from every starting state; `--parity`: those URLs (or
/// a list) as iOS, Android and the table each take them.
struct LinksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "links",
        abstract: "Probe the app's link table: --fuzz opens URLs made from each route's pattern from every starting state; --parity compares them with the iOS and Android apps' link declarations.",
        discussion: """
            --fuzz makes URLs from each route's pattern (its valid form, then typed parameters at their edges, \
            optional parts left out, unknown query keys, case changes, trailing slashes, fragments, other schemes \
            and hosts, near-misses of each static segment), opens each from each starting state (the app as \
            launched, then every state(name, fn) the app definition defines, or those --from names), warm and \
            cold, and checks that each lands, is refused or is unmatched with a reason, that a URL its own \
            route takes lands there, that the tree stays valid and that a URL comes out the same from every \
            state unless the app refused it somewhere. It prints a table per route and each surprise with a \
            test reproducing it. The same seed gives the same URLs and the same report.
            --parity takes the same URLs (or those of --urls FILE, one a line) and says for each whether iOS \
            hands it to the app (--aasa FILE, an apple-app-site-association served from --domain, by default \
            the table's https hosts; custom schemes the table routes are taken as registered), whether Android \
            starts the app from a browser (--android AndroidManifest.xml, with --nav-graph FILE for \
            Navigation's deep links) and whether the app's table routes it, flagging each disagreement. \
            --timeout bounds each side's answer on each URL (the table's opening, iOS's decision, Android's): \
            one past it stops the run there.
            Exit codes: 0 no surprise (no disagreement); 1 surprises (disagreements); 2 the app or a file could not load, or an option is wrong; \
            3 an opening (--fuzz) or an answer on a URL (--parity) ran past --timeout.
            """
    )

    @OptionGroup var appOptions: AppOptions

    @Flag(name: .long, help: "Open URLs made from each route's pattern from every starting state, and report what surprises.")
    var fuzz = false

    @Flag(name: .long, help: "Compare how iOS (--aasa), Android (--android, --nav-graph) and the table take each URL.")
    var parity = false

    @Option(name: .long, help: ArgumentHelp("The apple-app-site-association file (for --parity).", valueName: "FILE"))
    var aasa: String?

    @Option(name: .long, help: "A domain the apple-app-site-association is served from (repeatable; default: the table's https hosts).")
    var domain: [String] = []

    @Option(name: .customLong("app-id"), help: "The iOS app ID (TEAMID.bundle.id) whose entries of the association count (default: every entry).")
    var appID: String?

    @Option(name: .long, help: ArgumentHelp("The Android app's AndroidManifest.xml (for --parity).", valueName: "FILE"))
    var android: String?

    @Option(name: .customLong("nav-graph"), help: ArgumentHelp("A Jetpack Navigation graph of the Android app (repeatable).", valueName: "FILE"))
    var navGraph: [String] = []

    @Option(name: .long, help: ArgumentHelp("The URLs to compare, one a line (default: the fuzz set of --seed and --count).", valueName: "FILE"))
    var urls: String?

    @Option(name: .long, help: "The seed of the URLs' values and of which variants are kept (default 1).")
    var seed: UInt64 = 1

    @Option(name: .long, parsing: .unconditional, help: "URLs per route at most: its valid form, then variants (default 12).")
    var count: Int = 12

    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("The starting states to open from (default: launch, then every state the app defines).", valueName: "STATE"))
    var from: [String] = []

    func validate() throws {
        guard fuzz != parity else {
            throw ValidationError(fuzz ? "give --fuzz or --parity, one at a time"
                : "give --fuzz (URLs made from the table, opened from every state) or --parity (how iOS, Android and the table take them); flowrun routes lists the table, flowrun open URL opens one link")
        }
        guard count >= 1 else { throw ValidationError("--count must be at least 1 (URLs per route)") }
        if !from.isEmpty, let twice = Dictionary(grouping: from, by: { $0 }).first(where: { $0.value.count > 1 })?.key {
            throw ValidationError("--from names '\(twice)' twice; each state is opened from once")
        }
        if let listed = from.first(where: { $0.contains(",") }) {
            throw ValidationError("--from \(listed): give each state after --from, separated by spaces (--from a b), not commas")
        }
        if parity {
            if android == nil, !navGraph.isEmpty { throw ValidationError("--nav-graph belongs to the Android app: give its --android manifest too") }
            guard aasa != nil || android != nil else {
                throw ValidationError("--parity compares the table with the platforms' declarations: give --aasa FILE, --android FILE, or both")
            }
            if !from.isEmpty { throw ValidationError("--from is for --fuzz: --parity opens each URL from the app as launched") }
            if aasa == nil, !domain.isEmpty || appID != nil { throw ValidationError("--domain and --app-id belong to --aasa: give the association file too") }
        } else if aasa != nil || android != nil || !navGraph.isEmpty || urls != nil || !domain.isEmpty || appID != nil {
            throw ValidationError("--aasa, --android, --nav-graph, --urls, --domain and --app-id are for --parity")
        }
    }

    func run() throws {
        if parity { return try runParity() }
        var launcher = try appOptions.launcher(needsApp: true)
        launcher.warnings = WarningLog { message in
            if !message.hasPrefix(LinkTable.lintWarningPrefix) { StandardError.say("lua warning: \(message)") }
        }
        let fuzzed: LinkFuzzRun
        do {
            fuzzed = try LinkFuzzRun(launcher: launcher, seed: seed, perRoute: count, states: from.isEmpty ? nil : from)
        } catch {
            throw ExitFailure(code: error.isTimeout ? .timedOut : .scriptError, message: "flowrun: \(error)")
        }
        print(LinkFuzzReport.render(fuzzed, perRoute: count), terminator: "")
        if fuzzed.stoppedAt != nil { throw ExitFailure(code: .timedOut, message: "") }
        if fuzzed.surprised { throw ExitFailure(code: .flowFailed, message: "") }
    }

    /// `--parity`: the platforms' files read, the URLs compared, the report printed.
    private func runParity() throws {
        var launcher = try appOptions.launcher(needsApp: true)
        launcher.warnings = WarningLog { message in
            if !message.hasPrefix(LinkTable.lintWarningPrefix) { StandardError.say("lua warning: \(message)") }
        }
        let session = try AppOptions.launch(launcher)
        guard let table = session.appLinks else {
            throw ExitFailure(code: .scriptError, message: "flowrun: the app has no link table to compare (app.links(table) in the app definition makes one)")
        }
        let list: [String], source: String
        if let urls {
            let text = try Self.read(urls, what: "--urls")
            var given: [String] = []
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let url = line.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !url.isEmpty, !url.hasPrefix("#") else { continue }
                let scheme = url.prefix { $0 != ":" }
                guard url.contains(":"), let first = scheme.first, first.isASCII, first.isLetter,
                      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }),
                      !url.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == " " }) else {
                    throw ExitFailure(code: .scriptError, message: "flowrun: \(urls):\(number + 1): '\(url.excerpt())' is not a URL (one URL a line, as in shop://product/42; # starts a comment)")
                }
                guard url.utf8.count <= Self.longestURL else {
                    throw ExitFailure(code: .scriptError, message: "flowrun: \(urls):\(number + 1): the URL is \(url.utf8.count) bytes long, more than the \(Self.longestURL) compared")
                }
                if given.contains(url) {
                    StandardError.say("flowrun: warning: \(urls):\(number + 1): \(url.excerpt()) is listed twice; it is compared once")
                    continue
                }
                given.append(url)
            }
            list = given
            guard !list.isEmpty else { throw ExitFailure(code: .scriptError, message: "flowrun: --urls \(urls): the file lists no URL (one a line; # starts a comment)") }
            source = urls
        } else {
            var seen = Set<String>()
            let made = LinkFuzzer(seed: seed, perRoute: count).fuzz(table.routes)
            for unmade in made.unmade { StandardError.say("flowrun: warning: no URL made for \(table.routes.routes[unmade.route].pattern.text): \(unmade.why)") }
            list = made.links.map(\.url).filter { seen.insert($0).inserted }
            source = "the fuzz set of seed \(seed), up to \(count) per route"
        }
        var association: AppSiteAssociation?
        if let aasa {
            let domains = domain.isEmpty
                ? Array(Set(table.routes.routes.compactMap { $0.pattern.scheme == "https" ? $0.pattern.host : nil })).sorted() : domain
            guard !domains.isEmpty else {
                throw ExitFailure(code: .scriptError, message: "flowrun: --aasa: the table has no https route, so no domain serves the association: name it with --domain")
            }
            let text = try Self.read(aasa, what: "--aasa")
            association = try Self.parsed { try AppSiteAssociation(json: text, file: aasa, domains: domains) }
        }
        var manifest: AndroidManifest?
        if let android {
            let text = try Self.read(android, what: "--android")
            manifest = try Self.parsed { try AndroidManifest(xml: text, file: android) }
        }
        let graphs = try navGraph.map { file in
            let text = try Self.read(file, what: "--nav-graph")
            return try Self.parsed { try NavigationGraph(xml: text, file: file) }
        }
        for finding in (association?.findings ?? []) + (manifest?.findings ?? []) + graphs.flatMap(\.findings) {
            StandardError.say("flowrun: warning: \(finding)")
        }
        let compared: LinkParityRun
        do {
            compared = try LinkParityRun(urls: list, launcher: launcher, association: association, appID: appID, manifest: manifest, graphs: graphs)
        } catch {
            throw ExitFailure(code: error.isTimeout ? .timedOut : .scriptError, message: "flowrun: \(error)")
        }
        print(LinkParityReport.render(compared, source: source), terminator: "")
        if compared.stoppedAt != nil { throw ExitFailure(code: .timedOut, message: "") }
        if !compared.disagreeing.isEmpty { throw ExitFailure(code: .flowFailed, message: "") }
    }

    /// Bytes of a URL compared: longer ones are no links anyone taps.
    static let longestURL = 4096
    /// Bytes of a platform's file or a URL list read: far more than any real one.
    static let largestFile = 4 << 20

    /// The text of `path`, a file an option names; its absence, or a size past ``largestFile``, exits 2.
    private static func read(_ path: String, what: String) throws -> String {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber, size.intValue > largestFile {
            throw ExitFailure(code: .scriptError, message: "flowrun: \(what) \(path): the file is \(size.intValue) bytes, more than the \(largestFile) read (a platform's file is far smaller)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let why = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file"
            throw ExitFailure(code: .scriptError, message: "flowrun: \(what) \(path): \(why)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// What `read` reads; a file that is not of its format exits 2, naming its line.
    private static func parsed<Value>(_ read: () throws -> Value) throws -> Value {
        do {
            return try read()
        } catch let issue as LinkParityIssue {
            throw ExitFailure(code: .scriptError, message: "flowrun: \(issue)")
        }
    }
}
