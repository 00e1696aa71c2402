import LuaBridge
import LuaKit
import RouterCore

/// The REPL's interpreter over a live session: Lua lines (expressions print
/// their values; statements run; an unfinished chunk waits for more lines)
/// and `:` commands (`:tree`, `:trace`, `:reload NAME`, `:steps`, `:help`).
/// The app and its state live as long as the REPL.
public final class ReplSession {
    public let session: FlowSession
    /// Lines of a chunk not finished yet.
    private var pending: [String] = []
    private let show: LuaReference

    /// What the REPL should do after a line.
    public enum Outcome: Equatable {
        /// Print this (possibly empty) text and read the next line.
        case output(String)
        /// The chunk is unfinished: read a continuation line.
        case needsMore
        /// `:quit`.
        case quit
    }

    public init(session: FlowSession) throws(LuaError) {
        self.session = session
        show = try session.host.call(try session.host.load(Self.showSource, chunkName: "=[repl]"), [], name: "the REPL") { results in
            guard case .reference(let show) = results.luaValue(1) else { throw LuaError(kind: .runtime, message: "the REPL did not load") }
            return show
        }
    }

    /// The prompt for the next line.
    public var prompt: String { pending.isEmpty ? "flowrun> " : "     ... " }

    /// Handles one line of input.
    public func handle(_ line: String) -> Outcome {
        let word = line.trimmingCharacters(in: .whitespaces)
        if pending.isEmpty, word.hasPrefix(":") { return command(word) }
        // `quit` as other REPLs take it, unless the flow made a global of that name.
        if pending.isEmpty, ["quit", "exit"].contains(word), case .nil = session.host.globals[word] { return .quit }
        pending.append(line)
        let code = pending.joined(separator: "\n")
        let name = "=stdin"
        let chunk: LuaReference
        do {
            chunk = try session.host.load("return " + code, chunkName: name)
        } catch let asExpression {
            do {
                chunk = try session.host.load(code, chunkName: name)
            } catch {
                // Unfinished as an expression or as statements: wait for the rest.
                if [asExpression, error].contains(where: { $0.kind == .syntax && $0.message.hasSuffix("<eof>") }) { return .needsMore }
                pending = []
                // The reading that got further says more ("1 +" is an expression, not a statement).
                let shown = Self.line(of: asExpression) > Self.line(of: error) ? asExpression : error
                return .output("error: \(shown.message)")
            }
        }
        pending = []
        // Each line is a chunk of its own, so a local ends with it.
        let localNote = code.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("local ")
            ? "note: a local lasts for its own line in the REPL; drop `local` to keep the variable for the next lines" : nil
        do {
            let results = try session.host.call(chunk, name: "the line")
            let shown = results.isEmpty ? nil : try session.host.call(show, results, name: "printing") { try $0.string(1) }
            return .output([shown, localNote].compactMap { $0 }.joined(separator: "\n"))
        } catch {
            return .output("error: \(error.description)")
        }
    }

    /// The line a syntax error points at ("stdin:3: …" → 3).
    private static func line(of error: LuaError) -> Int {
        error.message.split(separator: ":").dropFirst().first.flatMap { Int($0) } ?? 0
    }

    private func command(_ line: String) -> Outcome {
        let words = line.dropFirst().split(separator: " ").map(String.init)
        switch words.first ?? "" {
        case "quit", "q", "exit": return .quit
        case "tree":
            let ids = words.dropFirst().first.map { $0 == "ids" || $0 == "--ids" }
            guard words.count <= 2, ids != false else { return .output("usage: :tree [ids] (ids shows node ids, #7)") }
            return .output(session.tree.text(showIDs: ids == true))
        case "trace":
            guard words.count == 1 else { return .output("usage: :trace (the routing trace of the last navigation)") }
            return .output(session.router.lastTrace?.description ?? "no navigation yet")
        case "steps":
            guard words.count == 1 else { return .output("usage: :steps (the last 20 steps)") }
            let steps = session.journal.suffix(20)
            if steps.isEmpty { return .output("no step yet (navigations, commands and expectations are steps)") }
            return .output(steps.map { "\($0.passed ? "✓" : "✗") \($0.text)" + ($0.location.map { "  (\($0))" } ?? "") }.joined(separator: "\n"))
        case "reload":
            guard words.count == 2 else { return .output("usage: :reload MODULE (a module the app required)") }
            do {
                let reloaded = try session.reload(module: words[1])
                var text = "reloaded \(words[1]) (generation \(reloaded.generation)); the app and its state are kept"
                if !reloaded.keptFields.isEmpty {
                    text += "\nwarning: kept as they were, though the new text changes them: \(reloaded.keptFields.joined(separator: ", "))"
                        + " (a module's values carry over a reload; give it migrate(old, new) to take new ones)"
                }
                if !reloaded.droppedFunctions.isEmpty {
                    let names = reloaded.droppedFunctions.map { "\(words[1]).\($0)" }.joined(separator: ", ")
                    let (verb, them) = reloaded.droppedFunctions.count == 1 ? ("is", "it") : ("are", "them")
                    text += "\nwarning: \(names) \(verb) no longer defined, but the flow took \(them) before the reload"
                        + " (a route's step, a variable): calling \(them) now fails; define \(them) again, or rebuild what uses \(them)"
                }
                return .output(text)
            } catch {
                return .output("error: \(error)")
            }
        case "help", "h", "?": return .output(Self.help)
        default:
            let known = ["quit", "tree", "trace", "steps", "reload", "help"]
            let near = Suggestion.nearest(to: words.first ?? "", among: known).map { " (did you mean :\($0)?)" } ?? ""
            return .output("unknown command \(line)\(near); the commands are \(known.map { ":" + $0 }.joined(separator: ", ")) (:help says what they do)")
        }
    }

    public static let help = """
        Lua lines run in the live app: expressions print their values, e.g.
          router:navigate(product, 42)      app.top()      app.push("ProductViewController")
        Commands:
          :tree [ids]       the app tree
          :trace            the routing trace of the last navigation
          :steps            the last steps (navigations, commands, expectations)
          :reload MODULE    reload a required module in place (hot reload)
          :help             this text
          :quit             leave
        """

    /// `show(...)`: the values as the REPL prints them, tab-separated.
    static let showSource = EmbeddedLua.repl
}
