import HierarchyImport
import LuaKit
import RouterCore

extension HierarchyImportOptions {
    /// The options `app.launch_from` and `expect_tree_matches` pass on:
    /// `keep_modules` (argument `i`), then the `containers` and `styles`
    /// tables (arguments `i + 1` and `i + 2`, nil for none). `function`
    /// names the caller in messages.
    init(_ args: LuaStack, from i: Int, for function: String) throws {
        self.init(keepsModules: args.boolean(i))
        containers = try Self.names(args, i + 1, option: "containers", function: function)
        for (controller, name) in try Self.names(args, i + 2, option: "styles", function: function) {
            guard let style = PresentationStyle(rawValue: name) else {
                let styles = PresentationStyle.allCases.map(\.rawValue)
                throw LuaArgumentError(message: "\(function): option 'styles' gives \(controller) the unknown presentation style '\(name)'\(Suggestion.phrase(for: name, among: styles)); the styles are \(styles.joined(separator: ", "))")
            }
            styles[controller] = style
        }
    }

    /// A table of names by name (argument `i`), as an option holds them.
    private static func names(_ args: LuaStack, _ i: Int, option: String, function: String) throws -> [String: String] {
        guard !args.isNil(i), case .table(let entries)? = try args.value(i) else { return [:] }
        var names: [String: String] = [:]
        for (key, value) in entries {
            guard case .string(let name) = key, case .string(let text) = value else {
                throw LuaArgumentError(message: "\(function): option '\(option)' maps class names to names, as in { [\"MyApp.MainNavigation\"] = \"UINavigationController\" }, but has \(key) = \(value)")
            }
            names[name] = text
        }
        return names
    }
}
