import RouteSpec

extension LuaTranslation {
    static let searchOptions: Set<String> = [
        "current", "visible", "contained", "presented", "presenting", "parent", "current_all_stack",
        "current_visible_only", "all_visible", "full_stack", "current_and_up", "current_and_down",
    ]

    /// A finder's Lua expression.
    mutating func finder(_ finder: FinderSpec) throws -> String {
        if finder.custom {
            let isTarget = module(finder.kind, .finder)
            // The Swift's search (a StackIteratingFinder's iterator), which the team's module may override.
            let module = LuaEntityModule.requireExpression(finder.kind)
            let fields = try searchFields(finder).map { "\($0.field) = \(module).\($0.field) or \($0.value)" }
            let stated = statedClass(finder.className).map { ["class = \(LuaSyntax.string($0))"] } ?? []
            return "route.finder { " + (["is_target = \(isTarget)"] + fields + stated).joined(separator: ", ") + " }"
        }
        switch finder.kind {
        case "ClassFinder", "ClassWithContextFinder", "UIHostingControllerWithContextFinder":
            guard let className = finder.className else {
                throw fail("\(finder.kind) without a class the source names", finder.location)
            }
            if finder.kind == "UIHostingControllerWithContextFinder" { noteHosting(className) }
            let function = finder.kind == "ClassFinder" ? "route.class_finder" : "route.class_with_context_finder"
            let options = try searchFields(finder).filter { $0.field == "search" || $0.value != "\"topmost\"" }.map { "\($0.field) = \($0.value)" }
            let list = options.isEmpty ? "" : ", { " + options.joined(separator: ", ") + " }"
            return "\(function)(\(LuaSyntax.string(className))\(list))"
        case "NilFinder": return "route.nil_finder()"
        case "PresentingFinder": return "route.presenting_finder()"
        case "DetailsNavigationFinder": return "route.details_navigation_finder()"
        case "InstanceFinder":
            throw fail("InstanceFinder finds one live instance, which a model has no name for", finder.location)
        default:
            throw fail("the finder \(finder.kind) is not in flowrun's vocabulary", finder.location)
        }
    }

    /// A finder's `search` and `start` options as Lua values, as its Swift gives them.
    func searchFields(_ finder: FinderSpec) throws -> [(field: String, value: String)] {
        var fields: [(field: String, value: String)] = []
        if let names = finder.options, !names.isEmpty {
            let lua = names.map(LuaSyntax.snakeCase)
            if let unknown = lua.first(where: { !Self.searchOptions.contains($0) }) {
                throw fail("\(finder.kind)'s search option .\(unknown) is not one flowrun knows", finder.location)
            }
            fields.append(("search", lua.count == 1 ? LuaSyntax.string(lua[0]) : "{ " + lua.map(LuaSyntax.string).joined(separator: ", ") + " }"))
        }
        if let start = finder.startingPoint {
            guard start == "topmost" || start == "root" else {
                throw fail("\(finder.kind)'s starting point .\(start) (flowrun starts from .topmost or .root)", finder.location)
            }
            fields.append(("start", LuaSyntax.string(start)))
        }
        return fields
    }

    /// A factory's Lua expression (nil: a factory building nothing that a step drops).
    mutating func factory(_ factory: FactorySpec, stepClass: String?) throws -> String {
        if factory.custom {
            let kind = declaredKind(factory.kind) ?? .factory
            if kind == .containerFactory, let container = factory.className {
                // The app's container factory builds its container class; the module configures each one built.
                if factoryClasses[factory.kind] == nil { factoryClasses[factory.kind] = container }
                // One building a navigation, tab bar or split controller is that kind's factory, configured by the module.
                let configuration = "{ configuration = \(module(factory.kind, kind)) }"
                let lua = builtInContainerFactory(building: container).map { containerFactory($0, className: container, configuration: configuration) }
                    ?? "route.container_factory(\(LuaSyntax.string(container)), \(configuration))"
                // The module's header says the use as written.
                if containerFactoryUses[factory.kind] == nil { containerFactoryUses[factory.kind] = lua }
                return lua
            }
            if kind == .factory, let built = factory.className ?? stepClass, factoryClasses[factory.kind] == nil { factoryClasses[factory.kind] = built }
            _ = module(factory.kind, kind)
            let stated = kind == .factory ? statedClass(factory.className).map { ", class = \(LuaSyntax.string($0))" } ?? "" : ""
            return "route.factory { build = \(LuaEntityModule.requireExpression(factory.kind)).build\(stated) }"
        }
        switch factory.kind {
        case "ClassFactory", "StoryboardFactory", "XibFactory", "UIHostingControllerWithContextFactory", "UIHostingControllerFactory":
            guard let className = factory.className ?? stepClass else {
                throw fail("\(factory.kind) without a class the source names", factory.location)
            }
            var fields: [String] = []
            if factory.kind.hasPrefix("UIHostingController") {
                noteHosting(className)
            } else if let resource = resourceField(factory, className: className) {
                fields.append(resource)
            }
            fields += configurationField(factory).map { [$0] } ?? []
            let options = fields.isEmpty ? "" : ", nil, { \(fields.joined(separator: ", ")) }"
            return "route.class_factory(\(LuaSyntax.string(className))\(options))"
        case "InlineFactory":
            // Its closure (left out by the reader) becomes the route's own factory module, building the step's class by default.
            let name = routeModuleName(factory.kind, at: factory.location)
            if let built = factory.className ?? stepClass { factoryClasses[name] = built }
            return "route.factory { build = \(module(name, .factory)) }"
        case "NilFactory": return "route.nil_factory()"
        case "FinderFactory":
            guard let className = factory.className ?? stepClass else {
                throw fail("FinderFactory without a class the source names", factory.location)
            }
            let options = configuration(factory).map { ", \($0)" } ?? ""
            return "route.finder_factory(route.class_finder(\(LuaSyntax.string(className)))\(options))"
        case "NavigationControllerFactory", "TabBarControllerFactory", "SplitControllerFactory":
            return containerFactory(factory.kind, className: factory.className, configuration: configuration(factory))
        case "CompleteFactory":
            return try completeFactory(factory)
        default:
            throw fail("the factory \(factory.kind) is not in flowrun's vocabulary", factory.location)
        }
    }

    /// The class an app's own finder or factory says it finds or builds (its Swift `ViewController`),
    /// when the generated Lua defines it: `class =` is checked against the app's classes as the routes load.
    private func statedClass(_ className: String?) -> String? {
        guard let className, knowsClass(className) else { return nil }
        return className
    }

    /// Whether the generated Lua defines `className`: UIKit's own, or a class a file read declares.
    func knowsClass(_ className: String) -> Bool {
        let uikit: Set<String> = ["UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController"]
        return uikit.contains(className) || spec.classes.contains { $0.name == className }
    }

    private static let builtInContainers: [String: (function: String, base: String)] = [
        "NavigationControllerFactory": ("route.navigation_factory", "UINavigationController"),
        "TabBarControllerFactory": ("route.tab_bar_factory", "UITabBarController"),
        "SplitControllerFactory": ("route.split_factory", "UISplitViewController"),
    ]

    private func containerFactory(_ kind: String, className: String?, configuration: String? = nil) -> String {
        let (function, base) = Self.builtInContainers[kind]!
        guard let className, className != base else { return configuration.map { "\(function)(\($0))" } ?? "\(function)()" }
        return "\(function)(\(LuaSyntax.string(className))\(configuration.map { ", \($0)" } ?? ""))"
    }

    /// A built-in factory's `configuration:` closure (left out by the reader) as its option, a function of the route's own module.
    private mutating func configuration(_ factory: FactorySpec) -> String? {
        configurationField(factory).map { "{ \($0) }" }
    }

    /// `configuration = …`, the field of that option.
    private mutating func configurationField(_ factory: FactorySpec) -> String? {
        // An exported Lua configuration read back (`configuration: { X().configure($0) }`): X's module, as before the export.
        if let use = factory.configuration { return "configuration = \(module(use.type, .factoryConfiguration))" }
        guard factory.argument("configuration") != nil else { return nil }
        let owner = factory.kind == "CompleteFactory" ? completeContainerKind(factory) ?? factory.kind : factory.kind
        return "configuration = \(closureModule(.configuration, owner: owner, at: factory.location))"
    }

    /// `CompleteFactoryAssembly(factory: …)`'s container factory type, as its argument names it.
    private func completeContainerKind(_ factory: FactorySpec) -> String? {
        guard let written = factory.argument("factory") else { return nil }
        return Self.builtInContainers.keys.sorted().first { written.hasPrefix($0) }
    }

    /// A SwiftUI view is modelled by its hosting controller: a node of class `UIHostingController<View>`.
    private mutating func noteHosting(_ className: String) {
        note("SwiftUI: the view is modelled by its hosting controller, a \(className) node")
    }

    /// `CompleteFactoryAssembly(factory: …)`'s container factory: its argument, else its class's kind.
    private mutating func completeContainer(_ factory: FactorySpec) throws -> String {
        if let kind = completeContainerKind(factory) {
            return containerFactory(kind, className: factory.className, configuration: configuration(factory))
        }
        if let className = factory.className, let name = builtInContainerFactory(building: className) {
            return containerFactory(name, className: className)
        }
        throw fail("CompleteFactoryAssembly whose container factory the source does not say", factory.location)
    }

    /// The built-in factory (`NavigationControllerFactory`…) of a container class: a UIKit one or the app's subclass of one.
    private func builtInContainerFactory(building className: String) -> String? {
        let kinds: [ClassKind: String] = [.navigation: "NavigationControllerFactory", .tabBar: "TabBarControllerFactory", .split: "SplitControllerFactory"]
        let builtIn: [String: ClassKind] = ["UINavigationController": .navigation, "UITabBarController": .tabBar, "UISplitViewController": .split]
        return (builtIn[className] ?? spec.classes.first(where: { $0.name == className })?.kind).flatMap { kinds[$0] }
    }

    private mutating func completeFactory(_ factory: FactorySpec) throws -> String {
        var text = "route.complete_factory(\(try completeContainer(factory)))"
        for child in factory.children {
            var arguments = [try self.factory(child.factory, stepClass: nil)]
            if let action = child.action { arguments.append(try self.action(action, containerClass: factory.className)) }
            if let adapt = child.adaptingContext {
                guard adapt.custom else { throw fail("the context adapter \(adapt.type) is not in flowrun's vocabulary", adapt.location) }
                arguments.append(module(moduleName(adapt), .contextTransformer))
            }
            text += ":with(\(arguments.joined(separator: ", ")))"
        }
        for task in factory.contextTasks {
            guard let lua = try entity(task, as: .contextTask) else { throw fail("the context task \(task.type) is not in flowrun's vocabulary", task.location) }
            text += ":adding(\(lua))"
        }
        return text + ":assemble()"
    }
}
