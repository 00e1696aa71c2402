import LuaKit
import RouterCore

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
