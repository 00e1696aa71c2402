import RouterCore

/// Lua code that waits: interceptors run as coroutines driven from here. An
/// interceptor yields `("wait", seconds)` (`route.wait`) to resume after
/// that much virtual time, or `("until", condition)` (`route.wait_until`)
/// to resume once `condition()` holds; conditions are checked after each
/// action of the flow (a command, a gesture, a wait, a navigation, a node
/// property set).
extension FlowSession {
    /// A parked coroutine waiting for its condition.
    struct Waiter {
        let condition: LuaReference
        let name: String
        let resume: (Result<Void, LuaError>) -> Void
    }

    /// Runs `coroutine` until it finishes, serving its waits; `completion`
    /// gets what it returned, or its error.
    func drive(
        _ coroutine: LuaCoroutine, name: String, arguments: [LuaValue] = [],
        completion: @escaping (Result<[LuaValue], LuaError>) -> Void
    ) {
        let step: LuaCoroutine.Step
        drivingDepth += 1
        defer { drivingDepth -= 1 }
        do {
            step = try coroutine.resume(arguments, name: name)
        } catch {
            return completion(.failure(error))
        }
        guard case .yielded(let request) = step else {
            if case .finished(let results) = step { completion(.success(results)) }
            return
        }
        let resume: (Result<Void, LuaError>) -> Void = { [unowned self] outcome in
            switch outcome {
            case .success: drive(coroutine, name: name, completion: completion)
            case .failure(let error): completion(.failure(error))
            }
        }
        switch (request.first, request.dropFirst().first) {
        case (.string("wait")?, .number(let seconds)?) where seconds >= 0:
            tree.clock.schedule(after: seconds) { resume(.success(())) }
        case (.string("wait")?, .integer(let seconds)?) where seconds >= 0:
            tree.clock.schedule(after: Double(seconds)) { resume(.success(())) }
        case (.string("until")?, .reference(let condition)?) where condition.type == .function:
            waiters.append(Waiter(condition: condition, name: name, resume: resume))
        default:
            completion(.failure(LuaError(kind: .runtime, message: "\(name) yielded something other than route.wait(seconds) or route.wait_until(condition)")))
        }
    }

    /// After an action of the flow: resumes the waits whose conditions now
    /// hold, and lets what they start finish on the clock. Only at the
    /// flow's own level, not from inside a navigation or a coroutine.
    func afterAction() throws {
        guard drivingDepth == 0, !isNavigating else { return }
        var resumed = true
        while resumed, !waiters.isEmpty {
            resumed = false
            for waiter in waiters {
                let holds: Bool
                do {
                    holds = try host.call(waiter.condition, [], name: "the wait_until condition of \(waiter.name)") { $0.boolean(1) }
                } catch {
                    waiters.removeAll { $0.condition === waiter.condition }
                    waiter.resume(.failure(error))
                    resumed = true
                    break
                }
                guard holds else { continue }
                waiters.removeAll { $0.condition === waiter.condition }
                isNavigating = true
                waiter.resume(.success(()))
                isNavigating = false
                resumed = true
                break
            }
            tree.clock.runUntilIdle()
        }
    }
}
