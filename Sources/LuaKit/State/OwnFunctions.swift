import Foundation

/// The Swift functions a host's own set-up hands Lua: `print`'s output,
/// the virtual clock, the nearest name (for the check of unset globals),
/// and, when sandboxed, the path check and the trusted compiler `require`
/// uses. Made the same way for a fresh host and for one
/// copied from a template, which binds them in place of the recorded ones.
struct OwnFunctions {
    let output: LuaFunction
    let now: LuaFunction
    let suggest: LuaFunction
    let check: LuaFunction?
    let compile: LuaFunction?

    init(host: LuaHost) {
        output = LuaFunction("print") { [unowned host] arguments in
            host.outputHandler(try arguments.string(1))
            return []
        }
        now = LuaFunction("now") { [unowned host] _ in [.number(host.virtualClock())] }
        suggest = .suggestion()
        guard !host.sandbox.isUnsafe else {
            check = nil
            compile = nil
            return
        }
        let sandbox = host.sandbox
        check = LuaFunction("check") { arguments in
            switch arguments.count > 1 ? try arguments.string(2) : nil {
            case "absence"?: return [.string(sandbox.absence(of: try arguments.string(1)))]
            case "module"?: return [.string(sandbox.moduleAbsence(of: try arguments.string(1)))]
            default: break
            }
            switch sandbox.check(try arguments.string(1)) {
            case .success(let path): return [.string(path)]
            case .failure(let refusal): return [.nil, .string(refusal.rawValue), .string(sandbox.projectRoots.joined(separator: ", "))]
            }
        }
        compile = LuaFunction("compile") { [unowned host] arguments in
            let path = try arguments.string(1)
            let name = sandbox.chunkName(for: path)
            do {
                guard let chunk = try host.loadFile(path, chunkName: name) else {
                    let absent = access(path, F_OK) != 0
                    return [.nil, .string(absent ? "\(name): no such file (\(sandbox.absence(of: path)))" : "cannot open \(name)")]
                }
                return [.reference(chunk)]
            } catch {
                return [.nil, .string((error as? LuaError)?.message ?? "\(error)")]
            }
        }
    }

    /// In the order a template lists them.
    var all: [LuaFunction] { [output, now, suggest] + [check, compile].compactMap { $0 } }
}
