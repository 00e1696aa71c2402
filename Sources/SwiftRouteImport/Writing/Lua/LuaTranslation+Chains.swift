import RouteSpec

extension LuaTranslation {
    /// A destination's Lua, one line per method call.
    mutating func destination(_ destination: Destination) throws -> [String] {
        switch destination {
        case .chain(let chain): return try self.chain(chain)
        case .route(let reference): return [try route(reference)]
        case .switch(let choice): return try self.switch(choice)
        case .leftOut(let item): throw Untranslatable(reason: item.reason, location: item.location)
        }
    }

    private mutating func route(_ reference: RouteReference) throws -> String {
        guard let key = keys.expression(reference.name) else {
            throw fail("the route \(reference.name), which no file read declares", nil)
        }
        guard written.contains(reference.name) else {
            throw fail("the route \(reference.name), which is left out (or uses this one)", nil)
        }
        var text = key
        if let adapt = reference.adaptingContext {
            guard adapt.custom else { throw fail("the context adapter \(adapt.type) is not in flowrun's vocabulary", adapt.location) }
            text += ":adapting_context(\(module(moduleName(adapt), .contextTransformer)))"
        }
        if reference.expectingContainer { text += ":expecting_container()" }
        if reference.unsafelyRewrapped { text += ":unsafely_rewrapped()" }
        return text
    }

    private mutating func chain(_ chain: StepChain) throws -> [String] {
        guard let last = chain.links.last else { throw fail("a step with no origin (.from(…))", chain.first.location) }
        if case .step(let step) = last.origin { throw fail("a chain whose last step, \(step.kind.rawValue), has no origin", last.location) }
        var lines = try firstStep(chain.first)
        for link in chain.links {
            // A link's action puts the step before it into its origin: a container action's container is the origin.
            if let action = link.action { lines.append(":using(\(try self.action(action, containerClass: containerClass(of: link.origin))))") }
            lines += Self.wrap(":from(", try self.origin(link.origin), ")")
        }
        lines.append(":assemble()")
        return lines
    }

    /// The class an intermediate step's container is, for a container action into it.
    private static func containerClass(of step: StepSpec) -> String? {
        step.className ?? step.factory?.className ?? step.finder?.className
    }

    /// The container class an origin gives: its step's, or the first step's of the route it names.
    private func containerClass(of origin: Origin) -> String? {
        switch origin {
        case .step(let step): return Self.containerClass(of: step)
        case .destination(.route(let reference)):
            guard case .chain(let chain)? = spec.route(named: reference.name)?.destination else { return nil }
            return Self.containerClass(of: chain.first)
        case .destination(.chain(let chain)): return Self.containerClass(of: chain.first)
        default: return nil
        }
    }

    private mutating func firstStep(_ step: StepSpec) throws -> [String] {
        if step.kind == .stepAssembly {
            return ["route.step { \(try parts(step)) }"] + tasks(step)
        }
        return Self.wrap("route.chain(", try intermediate(step), ")")
    }

    /// `finder = …, factory = …[, context = …]`.
    private mutating func parts(_ step: StepSpec) throws -> String {
        guard let finder = step.finder, let factory = step.factory else {
            throw fail("\(step.kind.rawValue) without a finder and a factory the source gives", step.location)
        }
        let factoryText = try self.factory(factory, stepClass: finder.className)
        // route.single_container_step takes a container factory only: a screen's would stop routes_generated.lua loading.
        if step.kind == .singleContainerStep, factoryText.hasPrefix("route.factory ") {
            throw fail("`\(factory.kind)` builds the container of a SingleContainerStep, but no file read says which container class "
                + "(its `typealias ViewController`): import the Swift file declaring it too, or write this route in app.lua", factory.location)
        }
        var text = "finder = \(try self.finder(finder)), factory = \(factoryText)"
        if let kind = contextKind(step.contextType ?? finder.contextType ?? factory.contextType) {
            text += ", context = \(LuaSyntax.string(kind))"
        }
        return text
    }

    private mutating func tasks(_ step: StepSpec) -> [String] {
        var lines: [String] = []
        for (uses, kind) in [(step.interceptors, EntityKind.interceptor), (step.contextTasks, .contextTask), (step.postTasks, .postTask)] {
            for use in uses {
                if let lua = try? entity(use, as: kind) {
                    lines.append(":adding(\(lua))")
                } else {
                    lines.append(leave("\(use.type) is not in flowrun's vocabulary (a \(LuaEntityModule.noun(kind).split(separator: " ").dropFirst().joined(separator: " ")))", at: use.location))
                }
            }
        }
        return lines
    }

    private mutating func intermediate(_ step: StepSpec) throws -> [String] {
        func container(_ function: String, _ base: String) -> [String] {
            guard let className = step.className, className != base else { return ["\(function)()"] }
            return ["\(function)(\(LuaSyntax.string(className)))"]
        }
        switch step.kind {
        case .navigationController: return container("route.navigation_controller", "UINavigationController")
        case .tabBarController: return container("route.tab_bar_controller", "UITabBarController")
        case .splitController: return container("route.split_controller", "UISplitViewController")
        case .stepAssembly, .singleStep: return ["route.single_step { \(try parts(step)) }"] + tasks(step)
        case .singleContainerStep: return ["route.single_container_step { \(try parts(step)) }"] + tasks(step)
        }
    }

    private mutating func origin(_ origin: Origin) throws -> [String] {
        switch origin {
        case .general(let general):
            var window = ""
            if let provider = general.windowProvider, provider.type != "KeyWindowProvider" {
                guard provider.custom else { throw fail("the window provider \(provider.type) is not in flowrun's vocabulary", provider.location) }
                window = " { window = \(module(provider.type, .windowProvider)) }"
            }
            switch general.kind {
            case .root: return [window.isEmpty ? "route.general.root()" : "route.general.root" + window]
            case .current: return [window.isEmpty ? "route.general.current()" : "route.general.current" + window]
            case .custom:
                guard let finder = general.finder else { throw fail("GeneralStep.custom without a finder the source gives", nil) }
                return ["route.general.custom(\(try self.finder(finder)))"]
            }
        case .step(let step): return try intermediate(step)
        case .destination(let destination): return try self.destination(destination)
        }
    }

    private mutating func `switch`(_ choice: SwitchSpec) throws -> [String] {
        // `SwitchAssembly<VC, C>`: its context kind and its class, when the generated Lua defines it (`class =` is checked as the routes load).
        var options = contextKind(choice.contextType).map { ["context = \(LuaSyntax.string($0))"] } ?? []
        if let viewController = choice.viewControllerType {
            if knowsClass(viewController) {
                options.append("class = \(LuaSyntax.string(viewController))")
            } else {
                note("SwitchAssembly<\(viewController), \(choice.contextType ?? "Any?")>: no file read declares \(viewController), so the switch says no class")
            }
        }
        var lines = [options.isEmpty ? "route.switch()" : "route.switch { \(options.joined(separator: ", ")) }"]
        for item in choice.cases {
            switch item.condition {
            case .from(let finder):
                lines.append(":add_case { from = \(try self.finder(finder)) }")
            case .when(let finder):
                guard let destination = item.destination else { throw fail("a switch case with no destination", item.location) }
                lines += Self.wrap(":add_case { when = \(try self.finder(finder)), from = ", try self.destination(destination), " }")
            case .resolver(let use):
                guard use.custom else { throw fail("the switch resolver \(use.type) is not in flowrun's vocabulary", use.location) }
                let resolver = module(moduleName(use), .switchResolver)
                lines.append(":add_case(function(context)")
                lines.append("  local chosen = \(resolver)(context)")
                lines.append("  if type(chosen) == \"string\" then return routes[chosen] end")
                lines.append("  return chosen")
                lines.append("end)")
            case .whenHolds(let use):
                guard use.custom else { throw fail("the switch condition \(use.type) is not in flowrun's vocabulary", use.location) }
                guard let destination = item.destination else { throw fail("a switch case with no destination", item.location) }
                let condition = module(moduleName(use), .switchCondition)
                lines += Self.wrap(":add_case { when = \(condition), from = ", try self.destination(destination), " }")
            }
        }
        if let fallback = choice.defaultDestination {
            lines += Self.wrap(":assemble(", try destination(fallback), ")")
        } else {
            lines.append(":assemble()")
        }
        return lines
    }
}
