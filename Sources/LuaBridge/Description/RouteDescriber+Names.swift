import Foundation
import RouteSpec

/// How the description names things: a Lua entity's Swift type, read from its
/// description, its route and its module.
extension RouteDescriber {
    /// "Lua interceptor name (file:line)" read back: the name and the place, each nil when absent.
    static func parse(_ description: String, words: String) -> (name: String?, place: String?) {
        var rest = Substring(description)
        if rest.hasPrefix("Lua ") { rest = rest.dropFirst(4) }
        if rest.hasPrefix(words) { rest = rest.dropFirst(words.count) }
        var place: String?
        if rest.hasSuffix(")"), let open = rest.range(of: " (", options: .backwards) {
            place = String(rest[open.upperBound..<rest.index(before: rest.endIndex)])
            rest = rest[..<open.lowerBound]
        }
        let name = rest.trimmingCharacters(in: .whitespaces)
        return (name.isEmpty ? nil : name, place)
    }

    /// A Swift type's name from Lua words: `["city_list"]` → `CityList`.
    static func typeName(_ words: [String]) -> String {
        words.flatMap { $0.split(separator: "_") }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The word a type of `kind` ends with.
    static func role(of kind: EntityKind) -> String {
        switch kind {
        case .interceptor: "Interceptor"
        case .contextTask: "ContextTask"
        case .postTask: "PostTask"
        case .finder: "Finder"
        case .factory, .containerFactory: "Factory"
        case .action: "Action"
        case .containerAction: "ContainerAction"
        case .contextTransformer: "ContextTransformer"
        case .switchResolver: "SwitchResolver"
        case .switchCondition: "SwitchCondition"
        case .dismissalTask: "DismissalTask"
        case .windowProvider: "WindowProvider"
        case .factoryConfiguration: "Configuration"
        }
    }

    /// `SwatchFinder` for the module `entities.SwatchFinder`, as `flowrun import-swift` names an entity's; else nil.
    static func entityModuleType(_ module: String) -> String? {
        let prefix = "entities."
        guard module.hasPrefix(prefix) else { return nil }
        let type = String(module.dropFirst(prefix.count))
        return LuaTokens.isName(type) ? type : nil
    }
}
