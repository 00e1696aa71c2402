import LuaKit
import RouterCore

/// An interceptor written in Lua: `fn(context)` returns true, or false and a
/// reason (nil and a reason too, Lua's usual failure). It runs as a
/// coroutine, so it may wait (`route.wait`, `route.wait_until`) before
/// answering. Anything else it returns fails the navigation, saying what.
struct LuaInterceptor: RoutingInterceptor {
    let function: LuaReference
    /// Held, not unowned: a route built in Swift may outlive the session, and
    /// then fails with "… cannot run: its Lua session has ended" instead of crashing.
    let host: LuaHost
    /// Drives the interceptor's coroutine and serves its waits; gone with the session.
    weak var waits: WaitScheduler?
    let description: String
    /// Its synchronous check, if it has one.
    var preparation: LuaPreparation?

    func prepare(with context: Value?, in tree: AppTree) throws { try preparation?.check(context) }

    func perform(with context: Value?, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        let coroutine: LuaCoroutine
        guard !host.isClosed, let waits else {
            return completion(.failure(.generic(.init(host.closedError(description).message))))
        }
        do {
            coroutine = try LuaCoroutine(host: host, function: function)
        } catch {
            return completion(.failure(.generic(.init("\(description) could not start", underlyingError: error))))
        }
        waits.drive(coroutine, name: description, arguments: [LuaValue(context)], link: waits.redirects?.currentLink,
                    navigation: waits.currentNavigation) { [description] outcome in
            switch outcome {
            case .success(let results):
                completion(verdict(results))
            case .failure(let error):
                completion(.failure(.generic(.init("\(description) failed", underlyingError: error))))
            }
        }
    }

    /// What the interceptor's results mean for the navigation.
    private func verdict(_ results: [LuaValue]) -> RoutingResult {
        switch (results.first ?? .nil, results.dropFirst().first.flatMap(reason)) {
        case (.boolean(true), _): return .success
        case (.boolean(false), let reason): return .failure(.generic(.init(reason ?? "\(description) refused")))
        case (.nil, let reason?): return .failure(.generic(.init(reason)))
        case (let other, _):
            // The interceptor's code is wrong, not refusing: a failure in its Lua code (`lua_error`).
            let broken = LuaError(kind: .runtime, message: "it returned \(shown(other)); an interceptor returns true to go on, or false and a reason")
            return .failure(.generic(.init("\(description) failed", underlyingError: broken)))
        }
    }

    /// A refusal's reason, if `value` can be one.
    private func reason(_ value: LuaValue) -> String? {
        if case .nil = value { return nil }
        return describe(value)
    }

    /// How a returned value is named in a failure.
    private func shown(_ value: LuaValue) -> String {
        switch value {
        case .nil: return "nothing"
        case .boolean(let b): return String(b)
        case .integer(let i): return "the number \(i)"
        case .number(let n): return "the number \(n)"
        case .string(let text): return "the string \"\(text.excerpt(limit: 60))\""
        case .reference(let reference): return "a \(reference.type)"
        case .function: return "a function"
        case .table: return "a table"
        }
    }

    private func describe(_ value: LuaValue) -> String {
        switch value {
        case .string(let text): return text.excerpt(limit: LuaError.longestMessage)
        case .integer(let i): return String(i)
        case .number(let n): return String(n)
        case .boolean(let b): return String(b)
        default: return "\(description) refused"
        }
    }
}
