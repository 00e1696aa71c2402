import LuaKit
import RouterCore

/// Lua tables a finder reuses for its batches; a scan inside a scan takes another.
final class BatchTables {
    private var free: [LuaReference] = []

    func take(from host: LuaHost) throws(LuaError) -> LuaReference {
        while let table = free.popLast() {
            if table.isUsable { return table }  // else made since the checkpoint its host went back to
        }
        guard case .reference(let table) = try host.reference(to: .table([])) else {
            throw LuaError(kind: .memory, message: "not enough memory")
        }
        return table
    }

    func giveBack(_ table: LuaReference) { free.append(table) }
}
