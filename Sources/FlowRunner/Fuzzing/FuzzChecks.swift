import DeepLinks
import Formats
import LuaBridge
import LuaKit

/// The `check(link)` of each `links:fuzz` row: whether the opening of the
/// row's URL surprises (see ``FuzzOutcome/surprise(opening:ownRoute:)``).
/// The runner installs it on each session it launches (`Lua/Fuzz.lua`);
/// an embedder's rows have none.
final class FuzzChecks {
    static let chunkName = "=[flowrun fuzz]"

    static let source = EmbeddedLua.fuzz

    /// The session whose openings the checks read, set once it exists.
    weak var session: FlowSession?

    /// The verdict `Fuzz.lua` takes: what surprises in opening `number` of a
    /// fuzzed URL (made from the route `pattern`, fitting it or not, the row's `url`), or nil.
    var functions: [LuaFunction] {
        [
            LuaFunction("fuzz_surprise") { args in
                guard let session = self.session else { throw LuaArgumentError(message: "check: its session has ended") }
                let number = Int(try args.integer(1))
                guard let opening = session.linkOpening(number) else {
                    throw LuaArgumentError(message: "check: that link's opening is no longer kept (check the link open_url just returned)")
                }
                session.examined(opening)
                if let url = try args.optionalString(4), url != opening.url {
                    throw LuaArgumentError(message: "check: this case is \(url.excerpt()), but the opening given is of \(opening.url.excerpt()); give it the opening of open_url(case.url)")
                }
                let pattern = try args.string(2)
                let link = FuzzedLink(url: opening.url, route: 0, variant: "", fitsItsRoute: args.boolean(3))
                return [session.fuzzOutcome(of: opening).surprise(opening: link, ownRoute: pattern).map { .string($0) } ?? .nil]
            },
            // A route links:fuzz made no URL for, said as the fuzzed rows are checked.
            LuaFunction("fuzz_warn") { args in
                guard let session = self.session else { throw LuaArgumentError(message: "check: its session has ended") }
                session.host.warn(try args.string(1))
                return []
            },
        ]
    }

    /// Installs `check` on the rows of `links:fuzz` in `session`, over `functions`.
    func install(_ functions: [LuaFunction], in session: FlowSession) throws(LuaError) {
        self.session = session
        let named = functions.map { (LuaValue.string($0.name), LuaValue.function($0)) }
        try session.host.call(
            try session.host.loadBuiltIn(Self.source, chunkName: Self.chunkName),
            [.table(named + [
                (.string("on_fuzz_row"), .reference(try session.fuzzRowHook)),
                (.string("link_opening"), .reference(try session.linkOpeningReader)),
                (.string("no_more"), .reference(try session.argumentCountChecker)),
            ])])
    }
}
