import LuaKit

/// The bindings that fill one Lua table of the flow API: functions that
/// keep their own names (errors say `bad argument #1 to
/// 'make_node'`). The prelude receives the groups as `B.<name>`.
struct BindingGroup {
    /// The field of `B` the group is.
    let name: String
    let functions: [LuaFunction]

    init(_ name: String, _ functions: [LuaFunction]) {
        self.name = name
        self.functions = functions
    }

    /// Groups merged into the table `B` the prelude receives: a table of
    /// functions, by their own names, for each group name.
    static func table(_ groups: [BindingGroup]) -> LuaValue {
        var merged: [String: [(LuaValue, LuaValue)]] = [:]
        var order: [String] = []
        for group in groups {
            if merged[group.name] == nil { order.append(group.name) }
            merged[group.name, default: []] += group.functions.map { (.string($0.name), .function($0)) }
        }
        return .table(order.map { (.string($0), .table(merged[$0]!)) })
    }
}
