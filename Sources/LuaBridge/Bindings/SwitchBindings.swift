import LuaKit
import RouterCore

extension RouteVocabulary {
    /// `B.route`, switches: cases picking the rest of the chain when the
    /// navigation starts. A case's Lua error fails the navigation.
    var switchBindings: BindingGroup {
        BindingGroup("route", [
            LuaFunction("switch_new") { args in
                var assembly = SwitchAssembly(contextType: try contextType(args, 1))
                // `class =`: what RouteComposer's `SwitchAssembly<VC, C>` is typed with, a class the app defines.
                if !args.isNil(2) { assembly.viewControllerClass = try definedClass(args, 2) }
                return objects.give(assembly, .`switch`)
            },
            LuaFunction("switch_case") { args in
                let assembly = try objects.get(args, 1, "a switch", as: SwitchAssembly.self)
                let resolver = try args.reference(2, of: .function)
                let caseName = args.entityName("case", definitionAt: 3)
                let added = assembly.addCase(caseName) { [host, weak objects] context in
                    return try host.call(resolver, [LuaValue(context)], name: caseName) { results -> DestinationStep? in
                        guard !results.isNil(1) else { return nil }
                        guard let objects else { throw host.closedError(caseName) }
                        return try objects.get(results, 1, "a destination", as: DestinationStep.self)
                    }
                }
                return noting(.resolver(entity: caseName), of: objects.give(added, .`switch`), after: args)
            },
            LuaFunction("switch_when") { args in
                let assembly = try objects.get(args, 1, "a switch", as: SwitchAssembly.self)
                let destination = try objects.get(args, 3, "a destination", as: DestinationStep.self)
                let added: SwitchAssembly
                let noted: RouteLedger.SwitchCase
                switch args.type(2) {
                case .boolean:
                    let condition = args.boolean(2)
                    added = assembly.addCase(when: condition, from: destination)
                    noted = .whenFixed(condition, location: args.callerLocation(), destination: destination)
                case .function:
                    let condition = try args.reference(2, of: .function)
                    let name = args.entityName("switch condition", definitionAt: 4)
                    added = assembly.addCase(when: { [host] context in
                        return try host.call(condition, [LuaValue(context)], name: name) { $0.boolean(1) }
                    }, from: destination)
                    noted = .whenFunction(entity: name, destination: destination)
                default:
                    let finder = try objects.get(args, 2, "a condition (boolean, function or finder)", as: (any Finder).self)
                    added = assembly.addCase(when: finder, from: destination)
                    noted = .whenFinder(finder, destination: destination)
                }
                return noting(noted, of: objects.give(added, .`switch`), after: args)
            },
            LuaFunction("switch_from") { args in
                let assembly = try objects.get(args, 1, "a switch", as: SwitchAssembly.self)
                let finder = try objects.get(args, 2, "a finder", as: (any Finder).self)
                return noting(.from(finder), of: objects.give(assembly.addCase(from: finder), .`switch`), after: args)
            },
            LuaFunction("switch_assemble") { args in
                let assembly = try objects.get(args, 1, "a switch", as: SwitchAssembly.self)
                let destination = args.isNil(2) ? assembly.assemble() : assembly.assemble(default: try objects.get(args, 2, "a default destination", as: DestinationStep.self))
                if let handle = try? args.integer(1) { ledger.noteAssembled(handle, as: destination) }
                return objects.give(destination, .destination)
            },
        ])
    }
}

extension RouteVocabulary {
    /// `given` (a new switch assembly's handle), noted in the ledger as the
    /// switch in argument 1 with `added` as its last case.
    private func noting(_ added: RouteLedger.SwitchCase, of given: [LuaValue], after args: LuaStack) -> [LuaValue] {
        if let handle = ObjectRegistry.handle(in: given), let previous = try? args.integer(1) {
            ledger.noteCase(added, of: handle, after: previous)
        }
        return given
    }
}
