import ArgumentParser
import FlowRunner

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
            starts the app from a browser (--android AndroidManifest.xml, with --manifest-value NAME=VALUE for \
            what its build fills in, ${NAME} or @string/NAME, and --nav-graph FILE for Navigation's deep links) \
            and whether the app's table routes it, flagging each disagreement. \
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

    @Option(name: .customLong("manifest-value"), help: ArgumentHelp(
        "A value the Android build fills in: NAME=VALUE for ${NAME}, @string/NAME=VALUE for a string resource (repeatable).",
        valueName: "NAME=VALUE"))
    var manifestValue: [String] = []

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
            if android == nil, !manifestValue.isEmpty { throw ValidationError("--manifest-value fills in the Android manifest: give its --android file too") }
            _ = try manifestValues()
            if android == nil, !navGraph.isEmpty { throw ValidationError("--nav-graph belongs to the Android app: give its --android manifest too") }
            guard aasa != nil || android != nil else {
                throw ValidationError("--parity compares the table with the platforms' declarations: give --aasa FILE, --android FILE, or both")
            }
            if !from.isEmpty { throw ValidationError("--from is for --fuzz: --parity opens each URL from the app as launched") }
            if aasa == nil, !domain.isEmpty || appID != nil { throw ValidationError("--domain and --app-id belong to --aasa: give the association file too") }
        } else if aasa != nil || android != nil || !navGraph.isEmpty || urls != nil || !domain.isEmpty || appID != nil || !manifestValue.isEmpty {
            throw ValidationError("--aasa, --android, --manifest-value, --nav-graph, --urls, --domain and --app-id are for --parity")
        }
    }

    func run() throws {
        if parity { return try runParity() }
        var launcher = try appOptions.launcher(needsApp: true)
        launcher.warnings = .leavingOutLinkLint()
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

    /// `--manifest-value NAME=VALUE`s by name; one without `=` or a name, or a name given twice, is refused.
    private func manifestValues() throws(ValidationError) -> [String: String] {
        var values: [String: String] = [:]
        for given in manifestValue {
            guard let equals = given.firstIndex(of: "="), equals != given.startIndex else {
                throw ValidationError("--manifest-value \(given): give NAME=VALUE, as in applicationId=com.example.app (for ${applicationId}) or @string/deep_link_host=example.com")
            }
            var name = String(given[..<equals])
            if name.hasPrefix("${"), name.hasSuffix("}") { name = String(name.dropFirst(2).dropLast()) }
            guard values[name] == nil else { throw ValidationError("--manifest-value gives \(name) twice; give each name once") }
            values[name] = String(given[given.index(after: equals)...])
        }
        return values
    }

    /// `--parity`: the platforms' files read, the URLs compared, the report printed.
    private func runParity() throws {
        var launcher = try appOptions.launcher(needsApp: true)
        launcher.warnings = .leavingOutLinkLint()
        var request = ParityRequest()
        (request.urls, request.aasa, request.domains, request.appID) = (urls, aasa, domain, appID)
        (request.android, request.navGraphs, request.seed, request.count) = (android, navGraph, seed, count)
        request.manifestValues = try manifestValues()
        let (compared, source) = try request.run(launcher)
        print(LinkParityReport.render(compared, source: source), terminator: "")
        if compared.stoppedAt != nil { throw ExitFailure(code: .timedOut, message: "") }
        if !compared.disagreeing.isEmpty { throw ExitFailure(code: .flowFailed, message: "") }
    }
}
