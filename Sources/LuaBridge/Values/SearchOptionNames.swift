import LuaKit
import RouterCore

/// The Lua names of search options: RouteComposer's names (``SearchOptions/named``)
/// in snake_case, so `currentVisibleOnly` is `current_visible_only`.
enum SearchOptionNames {
    static let all: [String: SearchOptions] = Dictionary(
        uniqueKeysWithValues: SearchOptions.named.map { (snakeCase($0.name), $0.options) })

    /// `currentVisibleOnly` → `current_visible_only`.
    static func snakeCase(_ name: String) -> String {
        name.reduce(into: "") { result, character in
            if character.isUppercase { result += "_" + character.lowercased() } else { result.append(character) }
        }
    }

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
        LuaArgumentError(message: "unknown search option \(name)\(Suggestion.phrase(for: name, among: all.keys.sorted())) (known: \(all.keys.sorted().joined(separator: ", ")))")
    }
}
