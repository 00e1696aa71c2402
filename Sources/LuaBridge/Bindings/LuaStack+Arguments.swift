import LuaKit
import RouterCore

/// How bindings read the flow API's arguments: properties, presentation
/// styles, starting points, and the names of entities written in Lua.
extension LuaStack {
    /// Argument `i` as a table of properties (nil for none).
    func properties(_ i: Int) throws -> [String: Value] {
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
            throw LuaArgumentError(message: "unknown presentation style '\(name)' (\(PresentationStyle.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return style
    }

    /// A starting point by name (argument `i`): "topmost" (default) or "root".
    func startingPoint(_ i: Int) throws -> StartingPoint {
        switch try optionalString(i) {
        case nil, "topmost": return .topmost
        case "root": return .root
        case let other?: throw LuaArgumentError(message: "unknown starting point '\(other)' (use \"topmost\" or \"root\")")
        }
    }

    /// "Lua context task (flow.lua:12)": an entity named by where its function
    /// is defined (the user's function at `definitionAt`, by default the
    /// second argument when there is one, else the first).
    func entityName(_ kind: String, definitionAt position: Int? = nil) -> String {
        guard let definition = definition(position ?? (count >= 2 ? 2 : 1)) else { return "Lua \(kind)" }
        return "Lua \(kind) (\(definition))"
    }
}
