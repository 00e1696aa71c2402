import LuaKit
import RouterCore

/// How bindings read the flow API's arguments: properties, presentation
/// styles, starting points, and the names of entities written in Lua.
extension LuaStack {
    /// Argument `i` as a table of properties (nil for none).
    func properties(_ i: Int) throws -> [String: Value] {
        guard !isNil(i) else { return [:] }
        guard type(i) == .table else { throw argumentError(i, expected: "table of properties") }
        guard case .table(let entries)? = try value(i) else { return [:] }
        var properties: [String: Value] = [:]
        for (key, value) in entries {
            guard case .string(let name) = key else { throw LuaArgumentError(message: "property names must be strings, got \(key)") }
            properties[name] = value
        }
        return properties
    }

    /// Argument `i` as a presentation style by name ("page_sheet"…), full screen when nil.
    func presentationStyle(_ i: Int) throws -> PresentationStyle {
        guard let name = try optionalString(i) else { return .fullScreen }
        guard let style = PresentationStyle(rawValue: name) else {
            let styles = PresentationStyle.allCases.map(\.rawValue)
            throw LuaArgumentError(message: "unknown presentation style '\(name)'\(Suggestion.phrase(for: name, among: styles)); the styles are \(styles.joined(separator: ", "))")
        }
        return style
    }

    /// A starting point by name (argument `i`): "topmost" (default) or "root".
    func startingPoint(_ i: Int) throws -> StartingPoint {
        switch try optionalString(i) {
        case nil, "topmost": return .topmost
        case "root": return .root
        case let other?:
            throw LuaArgumentError(message: "unknown starting point '\(other)'\(Suggestion.phrase(for: other, among: ["topmost", "root"])); use \"topmost\" or \"root\"")
        }
    }

    /// "Lua interceptor require_user (guards.lua:9)": an entity written in
    /// Lua, named by its function (argument `i`, the function that defines
    /// it) and where that is defined. The name is argument `i + 1` when
    /// flowrun knows it (a module's function), else the one the calling code
    /// holds the function by; an inline function has none.
    func entityName(_ kind: String, definitionAt i: Int) -> String {
        let name = type(i + 1) == .string ? (try? string(i + 1)) : functionName(i)
        let place = definition(i).map { " (\($0))" } ?? ""
        return "Lua \(kind)\(name.map { " \($0)" } ?? "")\(place)"
    }
}
