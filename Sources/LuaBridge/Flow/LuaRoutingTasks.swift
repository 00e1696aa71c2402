import RouterCore

/// A context task written in Lua: `fn(node_id, context)`.
struct LuaContextTask: ContextTask {
    let function: LuaReference
    unowned let host: LuaHost
    let description: String

    func perform(on node: NodeID, with context: Value?, in tree: AppTree) throws {
        try host.call(function, [.integer(node.handle), LuaValue(context)], name: description)
    }
}

/// An interceptor written in Lua: `fn(context)` returns true, or false and a
/// reason. It runs as a coroutine, so it may wait (`route.wait`,
/// `route.wait_until`) before answering.
struct LuaInterceptor: RoutingInterceptor {
    let function: LuaReference
    unowned let session: FlowSession
    let description: String

    func perform(with context: Value?, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        let coroutine: LuaCoroutine
        do {
            coroutine = try LuaCoroutine(host: session.host, function: function)
        } catch {
            return completion(.failure(.generic(.init("\(description) could not start", underlyingError: error))))
        }
        session.drive(coroutine, name: description, arguments: [LuaValue(context)]) { [description] outcome in
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

/// A post-routing task written in Lua: `fn(node_id, context, stack_ids)`.
struct LuaPostTask: PostRoutingTask {
    let function: LuaReference
    unowned let host: LuaHost
    let description: String
    /// Where a failing post task is reported, since post tasks cannot fail a navigation.
    let report: (LuaError) -> Void

    func perform(on node: NodeID, with context: Value?, routingStack: [NodeID], in tree: AppTree) {
        let stack = LuaValue.table(routingStack.enumerated().map { (.integer(Int64($0.offset + 1)), .integer($0.element.handle)) })
        do {
            try host.call(function, [.integer(node.handle), LuaValue(context), stack], name: description)
        } catch {
            report(error)
        }
    }
}
