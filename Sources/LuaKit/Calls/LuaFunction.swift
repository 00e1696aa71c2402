import CLua

/// A Swift function that Lua can call. Lua owns it once pushed; it is
/// released when Lua collects it (or the host closes).
public final class LuaFunction {
    /// The name used in error messages (`bad argument #1 to 'name'`).
    public let name: String
    let body: (LuaStack, inout LuaResults) throws -> Void

    /// A function that writes its results into `results`: the allocation-free form.
    public init(_ name: String, raw body: @escaping (LuaStack, inout LuaResults) throws -> Void) {
        self.name = name
        self.body = body
    }

    /// A function returning its results as an array.
    public convenience init(_ name: String, _ body: @escaping (LuaStack) throws -> [LuaValue]) {
        self.init(name, raw: { arguments, results in
            for value in try body(arguments) { results.append(value) }
        })
    }

    /// Runs the function for the trampoline: plain results are on the stack
    /// when it returns (it returns their count), the rest staged after them;
    /// or its error is staged (it returns `CLUA_RAISE…`).
    @inline(__always)
    func invoke(_ state: OpaquePointer, host unmanagedHost: Unmanaged<LuaHost>, count: Int32) -> Int32 {
        // A C function starts with LUA_MINSTACK free slots.
        var results = LuaResults(state: state, host: unmanagedHost, room: LUA_MINSTACK)
        do {
            try body(LuaStack(arguments: state, count: count, function: self), &results)
        } catch {
            return Self.fail(error, results: results)
        }
        return results.stageWaiting() ? results.pushed : Self.fail(nil, results: results)
    }

    /// Stages the error a function threw (`nil`: memory ran out staging its
    /// results) in place of its results.
    @inline(never)
    static func fail(_ error: (any Error)?, results: LuaResults) -> Int32 {
        results.forgetWaiting()
        switch error {
        case nil: return results.host.stageError("not enough memory", here: false)
        case let error as LuaError: return results.host.stageError(error.description, here: false)
        case let error?: return results.host.stageError("\(error)", here: true)
        }
    }
}
