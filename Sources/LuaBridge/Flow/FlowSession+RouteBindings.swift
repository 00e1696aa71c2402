import LuaKit
import RouterCore

/// Bindings for configuring routes and navigating.
extension FlowSession {
    /// How many finished navigations keep their results for the flow to read.
    static let keptNavigations = 64

    /// "Lua context task (flow.lua:12)": an entity named by where its function
    /// is defined (the user's function at `definitionAt`, by default the
    /// second argument when there is one, else the first).
    func name(_ kind: String, _ args: LuaStack, definitionAt position: Int? = nil) -> String {
        guard let definition = args.definition(position ?? (args.count >= 2 ? 2 : 1)) else { return "Lua \(kind)" }
        return "Lua \(kind) (\(definition))"
    }

    /// Journals how navigation `number` ended (`late`: after `navigate` returned, its interceptor having waited).
    func recordNavigation(_ number: Int, result: RoutingResult, location: String?, late: Bool) {
        let trace = router.finishedTrace
        // At its completion, the finished trace is this navigation's own.
        let request = navigation(number)?.journalName(trace?.request) ?? trace?.request ?? "navigation \(number)"
        let failure = result.error?.description
        record(FlowStep(kind: .navigation, text: late ? "navigation \(number) finished: \(request)" : request,
                        passed: failure == nil, location: location, failure: failure,
                        navigationTrace: failure != nil || tracesEveryNavigation ? trace : nil))
    }

    func routeBindings() -> [LuaFunction] {
        [
            LuaFunction("class_finder") { [unowned self] args in
                let finder = ClassFinder(try args.string(1), options: try SearchOptionNames.parse(try args.value(2)), startingPoint: try startingPoint(args, 3))
                return [objects.insert(finder, kind: "finder")]
            },
            LuaFunction("class_factory") { [unowned self] args in
                [objects.insert(ClassFactory(try args.string(1), properties: try properties(args, 2)), kind: "factory")]
            },
            LuaFunction("context_task") { [unowned self] args in
                let task = LuaContextTask(function: try args.reference(1, of: .function), host: host, description: name("context task", args))
                return [objects.insert(task, kind: "context_task")]
            },
            LuaFunction("interceptor") { [unowned self] args in
                let interceptor = LuaInterceptor(function: try args.reference(1, of: .function), session: self, description: name("interceptor", args))
                return [objects.insert(interceptor, kind: "interceptor")]
            },
            LuaFunction("post_task") { [unowned self] args in
                let task = LuaPostTask(function: try args.reference(1, of: .function), host: host, description: name("post task", args)) {
                    [unowned self] error in postTaskErrors.append(error)
                }
                return [objects.insert(task, kind: "post_task")]
            },
            LuaFunction("nav_push") { [unowned self] _ in [objects.insert(NavigationControllerActions.push(), kind: "action")] },
            LuaFunction("nav_push_as_root") { [unowned self] _ in
                [objects.insert(NavigationControllerActions.pushAsRoot(), kind: "action")]
            },
            LuaFunction("nav_push_replacing_last") { [unowned self] _ in
                [objects.insert(NavigationControllerActions.pushReplacingLast(), kind: "action")]
            },
            LuaFunction("general_root") { [unowned self] _ in [objects.insert(GeneralStep.root(), kind: "origin")] },
            LuaFunction("general_current") { [unowned self] _ in [objects.insert(GeneralStep.current(), kind: "origin")] },
            LuaFunction("general_custom") { [unowned self] args in
                let finder = try objects.get(args, 1, "a finder", as: (any Finder).self)
                return [objects.insert(GeneralStep.custom(using: finder), kind: "origin")]
            },
            LuaFunction("step") { [unowned self] args in
                let finder = try objects.get(args, 1, "a finder (finder = ...)", as: (any Finder).self)
                let factory = try objects.get(args, 2, "a factory (factory = ...)", as: (any Factory).self)
                return [objects.insert(StepAssembly(finder: finder, factory: factory), kind: "step_assembly")]
            },
            LuaFunction("adding") { [unowned self] args in
                let assembly = try objects.get(args, 1, "a step", as: StepAssembly.self)
                let added: StepAssembly
                switch objects.kind(args, 2) {
                case "interceptor": added = assembly.adding(try objects.get(args, 2, "", as: (any RoutingInterceptor).self))
                case "context_task": added = assembly.adding(try objects.get(args, 2, "", as: (any ContextTask).self))
                case "post_task": added = assembly.adding(try objects.get(args, 2, "", as: (any PostRoutingTask).self))
                default: throw args.argumentError(2, expected: "an interceptor, context task or post task")
                }
                return [objects.insert(added, kind: "step_assembly")]
            },
            LuaFunction("using") { [unowned self] args in
                let action = try objects.get(args, 2, "an action", as: (any Action).self)
                switch try objects.get(args, 1, "a step", as: Any.self) {
                case let assembly as StepAssembly: return [objects.insert(assembly.using(action), kind: "action_chain")]
                case let integrator as ActionToStepIntegrator: return [objects.insert(integrator.using(action), kind: "action_chain")]
                default: throw args.argumentError(1, expected: "a step")
                }
            },
            LuaFunction("from") { [unowned self] args in
                let origin = try objects.get(args, 2, "an origin (route.general...), a destination or an intermediate step", as: Any.self)
                switch (try objects.get(args, 1, "a step", as: Any.self), origin) {
                case let (step as StepAssembly, origin as GeneralStep): return [objects.insert(step.from(origin), kind: "complete_chain"), .string("complete_chain")]
                case let (step as StepAssembly, origin as DestinationStep): return [objects.insert(step.from(origin), kind: "complete_chain"), .string("complete_chain")]
                case let (step as StepAssembly, origin as any IntermediateStep):
                    return [objects.insert(step.using(NilAction()).from(origin), kind: "integrator"), .string("integrator")]
                case let (step as ActionConnectingAssembly, origin as GeneralStep): return [objects.insert(step.from(origin), kind: "complete_chain"), .string("complete_chain")]
                case let (step as ActionConnectingAssembly, origin as DestinationStep): return [objects.insert(step.from(origin), kind: "complete_chain"), .string("complete_chain")]
                case let (step as ActionConnectingAssembly, origin as any IntermediateStep): return [objects.insert(step.from(origin), kind: "integrator"), .string("integrator")]
                default: throw args.argumentError(2, expected: "an origin (route.general...), a destination or an intermediate step")
                }
            },
            LuaFunction("assemble") { [unowned self] args in
                let chain = try objects.get(args, 1, "a complete chain", as: LastStepInChainAssembly.self)
                return [objects.insert(chain.assemble(), kind: "destination")]
            },
            LuaFunction("navigation_trace") { [unowned self] args in
                guard try args.integer(1) == Int64(navigationCount), let trace = router.lastTrace else {
                    throw LuaArgumentError(message: "only the last navigation's trace is kept")
                }
                return [.string(trace.description)]
            },
            LuaFunction("navigation_state", raw: { [unowned self] args, results in
                let number = Int(try args.integer(1))
                guard let record = navigation(number) else {
                    throw LuaArgumentError(message: "navigation \(number) is too old: only the last \(Self.keptNavigations) are kept")
                }
                switch record.result {
                case nil: results.append(Int64(0))
                case .success?: results.append(Int64(1))
                case .failure(let error)?:
                    results.append(Int64(2))
                    results.append(.string(error.description))
                    results.append(.string(error.kind))
                    results.append(record.failedStep.map { LuaValue.string($0) } ?? .nil)
                    results.append(record.traceback.map { LuaValue.string($0) } ?? .nil)
                }
            }),
            LuaFunction("navigate", raw: { [unowned self] args, results in
                let destination = try objects.get(args, 1, "a destination (from :assemble())", as: DestinationStep.self)
                results.append(Int64(try navigate(to: destination, with: try args.value(2), location: args.callerLocation())))
            }),
        ]
    }

    /// Starts a navigation for the flow and runs the clock until it ends or
    /// waits for the flow; returns its number. Refused while another runs
    /// (from an interceptor or task) or waits, unless it is a redirect's
    /// (`hop`), which runs while the navigation that asked for it waits.
    /// `label` says what asked for it, in the journal ("open shop://cart").
    /// Why the flow cannot start a navigation now, or nil when it can. A
    /// navigation started from an interceptor or task would change the tree
    /// under the one running; one waiting for an interceptor must end first.
    func navigationRefusal() -> String? {
        guard !isNavigating, drivingDepth == 0 else {
            return "router:navigate was called while another navigation is running (from an interceptor, a context task or a post task); navigate once the first one has finished"
        }
        if let pending = pendingNavigation, navigation(pending)?.result == nil {
            return "navigation \(pending) is still waiting for an interceptor; let it finish (or fail) before navigating again"
        }
        return nil
    }

    func navigate(to destination: DestinationStep, with context: Value?, location: String?, hop: Bool = false, label: String? = nil) throws -> Int {
        if !hop, let refusal = navigationRefusal() { throw LuaArgumentError(message: refusal) }
        navigationCount += 1
        let number = navigationCount
        let record = NavigationRecord(number: number)
        navigations[number % Self.keptNavigations] = record
        let wasNavigating = isNavigating
        isNavigating = true
        var returned = false
        record.label = label
        router.commitNavigation(to: destination, with: context) { [unowned self, unowned record] result in
            record.result = result
            record.failedStep = router.finishedTrace?.entries.first(where: \.failed).map { "\($0.kind.rawValue): \($0.text)" }
            record.traceback = result.error?.luaError?.traceback
            if tracesEveryNavigation { record.trace = router.finishedTrace }
            recordNavigation(number, result: result, location: location, late: returned)
        }
        // Now, before the clock runs redirects' navigations, the last trace is this one's.
        let request = router.lastTrace?.request
        tree.clock.run { record.result != nil }
        returned = true
        isNavigating = wasNavigating
        if record.result == nil {
            self.record(FlowStep(kind: .navigation, text: "\(record.journalName(request)) (waiting for an interceptor)",
                            passed: true, location: location))
        }
        if !hop { pendingNavigation = record.result == nil ? number : nil }
        if let error = postTaskErrors.first {
            postTaskErrors.removeAll()
            throw error
        }
        if !hop { try afterAction() }
        return number
    }
}
