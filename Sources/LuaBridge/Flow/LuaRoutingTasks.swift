import LuaKit
import RouterCore

/// A context task written in Lua: `fn(node_id, context)`.
struct LuaContextTask: ContextTask {
    let function: LuaReference
    unowned let host: LuaHost
    let description: String

    func perform(on node: NodeID, with context: Value?, in tree: AppTree) throws {
        try host.call(function, name: description, arguments: { list in
            list.append(node.handle)
            list.append(LuaValue(context))
        }, read: { _ in })
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
        session.drive(coroutine, name: description, arguments: [LuaValue(context)], link: session.currentLink) { [description] outcome in
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

/// A post-routing task written in Lua: `fn(node_id, context, stack_id...)`.
struct LuaPostTask: PostRoutingTask {
    let function: LuaReference
    unowned let host: LuaHost
    let description: String
    /// Where a failing post task is reported, since post tasks cannot fail a navigation.
    let report: (LuaError) -> Void

    func perform(on node: NodeID, with context: Value?, routingStack: [NodeID], in tree: AppTree) {
        do {
            try host.call(function, name: description, arguments: { list in
                list.append(node.handle)
                list.append(LuaValue(context))
                for id in routingStack { list.append(id.handle) }
            }, read: { _ in })
        } catch {
            report(error)
        }
    }
}

/// A stack-iterating finder whose test is written in Lua. Swift walks the
/// app and hands the nodes to Lua in batches, so that a long scan costs one
/// call into Lua per batch, not per node: `scan(context, batch, n, misses)`
/// tests `batch[1...n]` and returns the index of the first target, or 0.
/// The batch holds the nodes' proxies, taken from the prelude's proxy cache
/// (keyed by serial); `misses` of them are handles still to be made proxies.
struct LuaStackFinder: StackIteratingFinder {
    let scanFunction: LuaReference
    /// The prelude's proxies by node serial.
    let proxies: LuaReference
    unowned let host: LuaHost
    let options: SearchOptions
    let startingPoint: StartingPoint
    let description: String
    /// Lua tables for the batches, reused from scan to scan.
    let tables = BatchTables()
    /// Batches start small, so a target near the start costs little walking
    /// ahead, and grow to this size for long scans.
    static let largestBatch = 1024

    func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID? {
        guard let start = try startingPoint.resolve(in: tree) else { return nil }
        let luaContext = try host.reference(to: LuaValue(context))
        let table = try tables.take(from: host)
        defer { tables.giveBack(table) }
        return try withUnsafeTemporaryAllocation(of: Int64.self, capacity: Self.largestBatch) { buffer in
            var count = 0
            var size = 16
            var found: Int64?
            _ = try tree.findNode(from: start, options: options) { node in
                buffer[count] = node.handle
                count += 1
                guard count == size else { return false }
                found = try firstTarget(in: UnsafeBufferPointer(rebasing: buffer[..<count]), table: table, context: luaContext)
                count = 0
                size = min(size * 4, Self.largestBatch)
                return found != nil
            }
            if found == nil, count > 0 {
                found = try firstTarget(in: UnsafeBufferPointer(rebasing: buffer[..<count]), table: table, context: luaContext)
            }
            return found.flatMap { tree.node(handle: $0) }
        }
    }

    func isTarget(_ node: NodeID, with context: Value?, in tree: AppTree) throws -> Bool {
        let table = try tables.take(from: host)
        defer { tables.giveBack(table) }
        let handle = [node.handle]
        return try handle.withUnsafeBufferPointer { try firstTarget(in: $0, table: table, context: host.reference(to: LuaValue(context))) } != nil
    }

    /// The handle of the first target in `batch`, if any.
    private func firstTarget(in batch: UnsafeBufferPointer<Int64>, table: LuaReference, context: LuaValue) throws(LuaError) -> Int64? {
        let misses = try host.fill(table, from: batch, lookingUpIn: proxies, keyShift: NodeID.serialShift)
        let index = try host.call(scanFunction, name: description, arguments: { list in
            list.append(context)
            list.append(table)
            list.append(Int64(batch.count))
            list.append(Int64(misses))
        }, read: { try $0.integer(1) })
        return index >= 1 && index <= batch.count ? batch[Int(index) - 1] : nil
    }
}

/// Lua tables a finder reuses for its batches; a scan inside a scan takes another.
final class BatchTables {
    private var free: [LuaReference] = []

    func take(from host: LuaHost) throws(LuaError) -> LuaReference {
        if let table = free.popLast() { return table }
        guard case .reference(let table) = try host.reference(to: .table([])) else {
            throw LuaError(kind: .memory, message: "not enough memory")
        }
        return table
    }

    func giveBack(_ table: LuaReference) { free.append(table) }
}

/// A finder written in Lua: `find(context)` returns a node handle or nil.
struct LuaFinder: Finder {
    let function: LuaReference
    unowned let session: FlowSession
    let description: String

    func findViewController(with context: Value?, in tree: AppTree) throws -> NodeID? {
        try session.host.call(function, [LuaValue(context)], name: description) { results in
            results.isNil(1) ? nil : try session.node(results, 1)
        }
    }
}

/// A factory written in Lua: `build(context)` returns a new node's handle.
struct LuaFactory: Factory {
    let function: LuaReference
    unowned let session: FlowSession
    let description: String

    func build(with context: Value?, in tree: AppTree) throws -> NodeID {
        try session.host.call(function, [LuaValue(context)], name: description) { results in
            guard !results.isNil(1) else { throw LuaArgumentError(message: "\(description) built nothing (return a node from app.make)") }
            return try session.node(results, 1)
        }
    }
}

/// An action written in Lua: `perform(node_handle, existing_handle)` puts the node in place.
struct LuaAction: Action {
    let function: LuaReference
    unowned let host: LuaHost
    let description: String

    func perform(_ node: NodeID, on existing: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        do {
            try host.call(function, [.integer(node.handle), .integer(existing.handle)], name: description)
            completion(.success)
        } catch {
            completion(.failure(.compositionFailed(.init("\(description) failed", underlyingError: error))))
        }
    }
}

/// A context transformer written in Lua: `fn(context)` returns the new context.
struct LuaContextTransformer: ContextTransformer {
    let function: LuaReference
    unowned let host: LuaHost
    let description: String

    func transform(_ context: Value?) throws -> Value? {
        try host.call(function, [LuaValue(context)], name: description) { try $0.value(1) }
    }
}

/// A custom container's adapter written in Lua: `visible(container)` returns
/// the children shown; `make_visible(child, container)` shows one. The
/// adapter protocol cannot fail when asked what is visible, so a Lua error
/// there is reported as a warning and shows nothing.
struct LuaContainerAdapter: ContainerAdapter {
    let visible: LuaReference
    let makeVisible: LuaReference
    unowned let session: FlowSession
    let name: String

    func visibleChildren(of container: NodeID, in tree: AppTree) -> [NodeID] {
        do {
            return try session.host.call(visible, [.integer(container.handle)], name: "\(name).visible") { results in
                try results.integers(1).map { handle in
                    guard let node = tree.node(handle: handle) else { throw LuaArgumentError(message: "\(name).visible returned a node that is gone") }
                    return node
                }
            }
        } catch {
            session.host.warningHandler("\(name).visible failed: \(error)")
            return []
        }
    }

    func makeVisible(_ child: NodeID, in container: NodeID, tree: AppTree) throws {
        try session.host.call(makeVisible, [.integer(child.handle), .integer(container.handle)], name: "\(name).make_visible")
    }
}

/// A container action written in Lua for a custom (or built-in) container
/// class: `embed(node, children)` returns the new list of children.
struct LuaContainerAction: ContainerAction {
    let containerClass: String
    let embed: LuaReference
    unowned let session: FlowSession
    let description: String

    func perform(embedding node: NodeID, in children: inout [NodeID], tree: AppTree) throws {
        let list = LuaValue.handles(children)
        children = try session.host.call(embed, [.integer(node.handle), list], name: description) { results in
            try results.integers(1).map { handle in
                guard let id = tree.node(handle: handle) else { throw LuaArgumentError(message: "\(description) returned a node that is gone") }
                return id
            }
        }
    }

    func perform(_ node: NodeID, onContainer container: NodeID, animated: Bool, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
        embedLive(node, into: container, animated: animated, in: tree, completion: completion)
    }
}
