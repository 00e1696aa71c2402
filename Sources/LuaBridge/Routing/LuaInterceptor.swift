import LuaKit
import RouterCore

/// An interceptor written in Lua: `fn(context)` returns true, or false and a
/// reason. It runs as a coroutine, so it may wait (`route.wait`,
/// `route.wait_until`) before answering.
struct LuaInterceptor: RoutingInterceptor {
    let function: LuaReference
    /// Held, not unowned: a route built in Swift may outlive the session, and
    /// then fails with "… cannot run: its Lua session has ended" instead of crashing.
    let host: LuaHost
    /// Drives the interceptor's coroutine and serves its waits; gone with the session.
    weak var waits: WaitScheduler?
    let description: String

    func perform(with context: Value?, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        let coroutine: LuaCoroutine
        guard !host.isClosed, let waits else {
            return completion(.failure(.generic(.init(LuaHost.sessionEndedMessage(description)))))
        }
        do {
            coroutine = try LuaCoroutine(host: host, function: function)
        } catch {
            return completion(.failure(.generic(.init("\(description) could not start", underlyingError: error))))
        }
        waits.drive(coroutine, name: description, arguments: [LuaValue(context)], link: waits.redirects?.currentLink) { [description] outcome in
            switch outcome {
            case .success(let results):
                if case .boolean(false)? = results.first {
                    completion(.failure(.generic(.init(results.dropFirst().first.map(describe) ?? "\(description) refused"))))
                } else if results.first == nil || results.first.map(isNil) == true {
                    completion(.failure(.generic(.init("\(description) refused"))))
                } else {
                    completion(.success)
                }
            case .failure(let error):
                completion(.failure(.generic(.init("\(description) failed", underlyingError: error))))
            }
        }
    }

    private func isNil(_ value: LuaValue) -> Bool {
        if case .nil = value { return true }
        return false
    }

    private func describe(_ value: LuaValue) -> String {
        switch value {
        case .string(let text): return text
        case .integer(let i): return String(i)
        case .number(let n): return String(n)
        case .boolean(let b): return String(b)
        default: return "\(description) refused"
        }
    }
}
