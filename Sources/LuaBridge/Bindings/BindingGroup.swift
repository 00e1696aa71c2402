import LuaKit

/// The bindings that fill one Lua table of the flow API: a ``LuaModule``
/// whose functions keep their own names (errors say `bad argument #1 to
/// 'make_node'`). The prelude receives the groups as `B.<name>`.
struct BindingGroup {
    /// The field of `B` the group is.
    let name: String
    let functions: [LuaFunction]

    init(_ name: String, _ functions: [LuaFunction]) {
        self.name = name
        self.functions = functions
    }

    /// The group as a module (a table of its functions).
    var module: LuaModule {
        LuaModule(name) { module in
            for function in functions { module[function.name] = .function(function) }
        }
    }

    /// Groups merged into the table `B` the prelude receives.
    static func table(_ groups: [BindingGroup]) -> LuaValue {
        var merged: [String: [LuaFunction]] = [:]
        var order: [String] = []
        for group in groups {
            if merged[group.name] == nil { order.append(group.name) }
            merged[group.name, default: []] += group.functions
        }
        return .table(order.map { (.string($0), BindingGroup($0, merged[$0]!).module.luaValue) })
    }
}
