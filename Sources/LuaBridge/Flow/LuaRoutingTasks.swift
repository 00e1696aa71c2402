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

/// An interceptor written in Lua: `fn(context)` returns true, or false and a reason.
struct LuaInterceptor: RoutingInterceptor {
    let function: LuaReference
    unowned let host: LuaHost
    let description: String

    func perform(with context: Value?, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        do {
            let (allowed, reason) = try host.call(function, [LuaValue(context)], name: description) { results in
                (results.boolean(1), results.count >= 2 && !results.isNil(2) ? results.describe(2) : nil)
            }
            completion(allowed ? .success : .failure(.generic(.init(reason ?? "the interceptor refused"))))
        } catch {
            completion(.failure(.generic(.init("the interceptor failed", underlyingError: error))))
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
