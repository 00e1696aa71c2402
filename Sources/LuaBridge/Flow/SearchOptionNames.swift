import RouterCore

/// The Lua names of search options: RouteComposer's names in snake_case.
enum SearchOptionNames {
    static let all: [String: SearchOptions] = [
        "current": .current, "visible": .visible, "contained": .contained,
        "presented": .presented, "presenting": .presenting, "parent": .parent,
        "current_all_stack": .currentAllStack, "current_visible_only": .currentVisibleOnly,
        "all_visible": .allVisible, "full_stack": .fullStack,
        "current_and_up": .currentAndUp, "current_and_down": .currentAndDown,
    ]

    /// Options from a name, or a list of names (`nil` gives `full_stack`).
    static func parse(_ value: Value?) throws -> SearchOptions {
        switch value {
        case nil: return .fullStack
        case .string(let name)?: return try named(name)
        case .table(let entries)?:
            var options: SearchOptions = []
            for (_, entry) in entries {
                guard case .string(let name) = entry else { throw unknown("\(entry)") }
                options.formUnion(try named(name))
            }
            return options
        case let other?: throw unknown("\(other)")
        }
    }

    private static func named(_ name: String) throws -> SearchOptions {
        guard let options = all[name] else { throw unknown(name) }
        return options
    }

    private static func unknown(_ name: String) -> LuaArgumentError {
        LuaArgumentError(message: "unknown search option \(name) (known: \(all.keys.sorted().joined(separator: ", ")))")
    }
}
