import LuaKit
import RouterCore

extension RouteVocabulary {
    /// `B.route`, actions: the containers' and general actions, and actions written in Lua.
    var actionBindings: BindingGroup {
        BindingGroup("route", [
            LuaFunction("nav_push") { _ in objects.give(NavigationControllerActions.push(), .action) },
            LuaFunction("nav_push_as_root") { _ in
                objects.give(NavigationControllerActions.pushAsRoot(), .action)
            },
            LuaFunction("nav_push_replacing_last") { _ in
                objects.give(NavigationControllerActions.pushReplacingLast(), .action)
            },
            LuaFunction("present_modally") { args in
                let style = try args.presentationStyle(1)
                let start: GeneralAction.PresentationStartingPoint
                switch args.type(2) {
                case .number:
                    let node = try nodes.node(args, 2)
                    start = .custom { tree in tree.contains(node) ? node : nil }
                case .function:
                    start = .custom(try pickedNode(args, 2, name: "a presentation's start"))
                default:
                    start = try presentationStart(args, 2)
                }
                let modal: Bool? = args.isNil(3) ? nil : args.boolean(3)
                return objects.give(GeneralAction.presentModally(startingFrom: start, presentationStyle: style, isModalInPresentation: modal), .action)
            },
            LuaFunction("delay") { args in
                let action = try objects.get(args, 1, "an action", as: (any Action).self)
                let seconds = args.isNil(2) ? 0.3 : try args.number(2, in: 0...WaitRequest.longestDelay)
                if let container = action.containerAction { return objects.give(ActionWrappers.delay(container, seconds: seconds), .action) }
                return objects.give(ActionWrappers.delay(action, seconds: seconds), .action)
            },
            LuaFunction("replace_root") { args in objects.give(GeneralAction.replaceRoot(windowProvider: try windowProvider(args, 1)), .action) },
            LuaFunction("nil_action") { _ in objects.give(GeneralAction.nilAction(), .action) },
            LuaFunction("tab_add") { args in
                let index = args.isNil(1) ? nil : try args.position(1)
                return objects.give(TabBarControllerActions.add(at: index, replacing: args.boolean(2)), .action)
            },
            LuaFunction("split_set_as_master") { _ in objects.give(SplitControllerActions.setAsMaster(), .action) },
            LuaFunction("split_push_to_details") { _ in objects.give(SplitControllerActions.pushToDetails(), .action) },
            LuaFunction("split_push_on_to_details") { _ in objects.give(SplitControllerActions.pushOnToDetails(), .action) },
            LuaFunction("custom_action") { args in
                let action = LuaAction(function: try args.reference(1, of: .function), host: host, description: args.entityName("action", definitionAt: 2))
                return objects.give(action, .action)
            },
            LuaFunction("container_action") { args in
                let action = LuaContainerAction(
                    containerClass: try definedClass(args, 1), embed: try args.reference(2, of: .function), host: host,
                    description: args.entityName("container action", definitionAt: 3))
                return objects.give(action, .action)
            },
        ])
    }
}

extension RouteVocabulary {
    /// Argument `i`, a presentation's start by name: "current" (nil) or "topmost_parent".
    private func presentationStart(_ args: LuaStack, _ i: Int) throws -> GeneralAction.PresentationStartingPoint {
        switch try args.optionalString(i) {
        case nil, "current": return .current
        case "topmost_parent": return .topmostParent
        case let other?:
            let near = Suggestion.phrase(for: other, among: ["current", "topmost_parent"])
            throw LuaArgumentError(message: "unknown presentation start '\(other)'\(near); use \"current\", \"topmost_parent\", a node or a function returning one")
        }
    }
}

extension RouteVocabulary {
    /// The window provider named by argument `i`: the window of that name,
    /// found when needed, or the key window when nil.
    func windowProvider(_ args: LuaStack, _ i: Int) throws -> any WindowProvider {
        args.isNil(i) ? KeyWindowProvider() : CustomWindowProvider(named: try args.string(i))
    }
}
