import RouteSpec

extension RouteSpecJSON {
    static func arguments(_ arguments: [SourceArgument]) -> JSONNode {
        .array(arguments.map { .object([("label", .optional($0.label)), ("value", .string($0.value))]) })
    }

    /// Types only (`["LoginInterceptor"]`), as the shape has them.
    static func uses(_ uses: [EntityUse]) -> JSONNode { .strings(uses.map(\.type)) }

    /// `"entity_arguments"`: the arguments of a step's uses of the app's own entities, as the Swift spells them
    /// (`[{"type": "LoginInterceptor", "arguments": [{"label": "strict", "value": "true"}]}]`); none when no use has any.
    static func entityArguments(_ step: StepSpec?) -> [(String, JSONNode)] {
        let given = (step.map { $0.interceptors + $0.contextTasks + $0.postTasks } ?? []).filter { $0.custom && !$0.arguments.isEmpty }
        guard !given.isEmpty else { return [] }
        return [("entity_arguments", .array(given.map { .object([("type", .string($0.type)), ("arguments", arguments($0.arguments))]) }))]
    }

    static func use(_ use: EntityUse) -> JSONNode {
        .object([("type", .string(use.type)), ("generic_arguments", .strings(use.genericArguments)),
                 ("arguments", arguments(use.arguments)), ("custom", .bool(use.custom))] + place(use.location))
    }

    static func finder(_ finder: FinderSpec) -> JSONNode {
        .object([
            ("kind", .string(finder.kind)), ("class", .optional(finder.className)), ("context", .optional(finder.contextType)),
            ("options", finder.options.map(JSONNode.strings) ?? .null), ("starting_point", .optional(finder.startingPoint)),
            ("custom", .bool(finder.custom)), ("arguments", arguments(finder.arguments)),
        ] + place(finder.location))
    }

    static func factory(_ factory: FactorySpec) -> JSONNode {
        var members: [(String, JSONNode)] = [
            ("kind", .string(factory.kind)), ("class", .optional(factory.className)), ("context", .optional(factory.contextType)),
            ("custom", .bool(factory.custom)), ("arguments", arguments(factory.arguments)),
        ]
        if factory.kind == "CompleteFactory" || !factory.children.isEmpty {
            members.append(("children", .array(factory.children.map { child in
                .object([("factory", self.factory(child.factory)), ("action", child.action.map(action) ?? .null),
                         ("adapting_context", child.adaptingContext.map(use) ?? .null)])
            })))
            members.append(("context_tasks", uses(factory.contextTasks)))
        }
        // Only when there is one, so the JSON of a model without configurations is as it was.
        if let configuration = factory.configuration { members.append(("configuration", use(configuration))) }
        return .object(members + place(factory.location))
    }

    static func action(_ action: ActionSpec) -> JSONNode {
        .object([
            ("action", .string(action.name)), ("container_class", .optional(action.containerClass)),
            ("arguments", arguments(action.arguments)), ("wrapped", .array(action.wrapped.map(self.action))), ("custom", .bool(action.custom)),
        ] + place(action.location))
    }

    /// `{ "action": "UINavigationController.push", "from": … }`, with the action's details beside it.
    static func link(_ link: ChainLink) -> JSONNode {
        .object([
            ("action", .optional(link.action?.name)),
            ("action_detail", link.action.map(action) ?? .null),
            ("from", origin(link.origin)),
        ] + place(link.location))
    }

    /// `"GeneralStep.current"`, `"NavigationControllerStep"` for a plain one;
    /// `{ "route": name }`; `{ "step": …, … }` for a step with more to say.
    static func origin(_ origin: Origin) -> JSONNode {
        switch origin {
        case .general(let general):
            guard general.finder != nil || general.windowProvider != nil else { return .string(general.swiftName) }
            return .object([("step", .string(general.swiftName)), ("finder", general.finder.map(finder) ?? .null),
                            ("window_provider", general.windowProvider.map(use) ?? .null)])
        case .step(let step):
            let plain = step.className == nil && step.finder == nil && step.factory == nil && step.interceptors.isEmpty
                && step.contextTasks.isEmpty && step.postTasks.isEmpty
            return plain ? .string(step.kind.rawValue) : self.step(step)
        case .destination(let destination):
            return self.destination(destination)
        }
    }

    static func step(_ step: StepSpec) -> JSONNode {
        .object([
            ("step", .string(step.kind.rawValue)), ("class", .optional(step.className)), ("context", .optional(step.contextType)),
            ("finder", step.finder.map(finder) ?? .null), ("factory", step.factory.map(factory) ?? .null),
            ("interceptors", uses(step.interceptors)), ("context_tasks", uses(step.contextTasks)), ("post_tasks", uses(step.postTasks)),
        ] + entityArguments(step) + place(step.location))
    }

    /// `{ "route": name, … }`, `{ "switch": … }`, `{ "chain": … }` or `{ "left_out": … }`.
    static func destination(_ destination: Destination) -> JSONNode {
        switch destination {
        case .route(let reference):
            var members: [(String, JSONNode)] = [("route", .string(reference.name))]
            if reference.expectingContainer { members.append(("expecting_container", .bool(true))) }
            if let adapt = reference.adaptingContext { members.append(("adapting_context", use(adapt))) }
            if reference.unsafelyRewrapped { members.append(("unsafely_rewrapped", .bool(true))) }
            return .object(members)
        case .chain(let chain):
            return .object([("chain", .object([("first", step(chain.first)), ("links", .array(chain.links.map(link)))]))])
        case .switch(let choice):
            return .object([("switch", switchNode(choice))])
        case .leftOut(let item):
            return .object([("left_out", leftOut(item))])
        }
    }

    static func switchNode(_ choice: SwitchSpec) -> JSONNode {
        .object([
            ("view_controller", .optional(choice.viewControllerType)), ("context", .optional(choice.contextType)),
            ("cases", .array(choice.cases.map { item in
                let condition: [(String, JSONNode)]
                switch item.condition {
                case .from(let f): condition = [("case", .string("from")), ("finder", finder(f))]
                case .when(let f): condition = [("case", .string("when")), ("finder", finder(f))]
                case .resolver(let r): condition = [("case", .string("resolver")), ("resolver", use(r))]
                case .whenHolds(let c): condition = [("case", .string("when_holds")), ("condition", use(c))]
                }
                return .object(condition + [("destination", item.destination.map(destination) ?? .null)] + place(item.location))
            })),
            ("default", choice.defaultDestination.map(destination) ?? .null),
        ] + place(choice.location))
    }
}
