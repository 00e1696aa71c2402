import LuaKit
import RouterCore

/// Lua code that waits: interceptors run as coroutines driven from here. An
/// interceptor yields `("wait", seconds)` (`route.wait`) to resume after
/// that much virtual time, `("until", condition)` (`route.wait_until`) to
/// resume once `condition()` holds, or `("open", url)` (`route.redirect`) to
/// resume with the number of that link's opening once it has run;
/// conditions are checked after each action of the flow (a command, a
/// gesture, a wait, a navigation, a node property set). A relaunch of the
/// app abandons every coroutine waiting: they are never resumed.
extension FlowSession {
    /// A parked coroutine waiting for its condition.
    struct Waiter {
        let condition: LuaReference
        let name: String
        let resume: (Result<[LuaValue], LuaError>) -> Void
    }

    /// Runs `coroutine` until it finishes, serving its waits; `completion`
    /// gets what it returned, or its error. `link` is the link opening the
    /// coroutine's navigation belongs to, if any (its redirects extend that
    /// opening's chain).
    func drive(
        _ coroutine: LuaCoroutine, name: String, arguments: [LuaValue] = [], link: Int? = nil,
        completion: @escaping (Result<[LuaValue], LuaError>) -> Void
    ) {
        let step: LuaCoroutine.Step
        drivingDepth += 1
        let outerLink = currentLink
        currentLink = link
        defer {
            drivingDepth -= 1
            currentLink = outerLink
        }
        do {
            step = try coroutine.resume(arguments, name: name)
        } catch {
            return completion(.failure(error))
        }
        guard case .yielded(let request) = step else {
            if case .finished(let results) = step { completion(.success(results)) }
            return
        }
        let generation = launchGeneration
        let resume: (Result<[LuaValue], LuaError>) -> Void = { [unowned self] outcome in
            guard launchGeneration == generation else { return }  // the app was relaunched meanwhile
            switch outcome {
            case .success(let values): drive(coroutine, name: name, arguments: values, link: link, completion: completion)
            case .failure(let error): completion(.failure(error))
            }
        }
        switch (request.first, request.dropFirst().first) {
        case (.string("wait")?, .number(let seconds)?) where (0...Self.longestWait).contains(seconds):
            tree.clock.schedule(after: seconds) { resume(.success([])) }
        case (.string("wait")?, .integer(let seconds)?) where (0...Int64(Self.longestWait)).contains(seconds):
            tree.clock.schedule(after: Double(seconds)) { resume(.success([])) }
        case (.string("until")?, .reference(let condition)?) where condition.type == .function:
            waiters.append(Waiter(condition: condition, name: name, resume: resume))
        case (.string("open")?, .string(let url)?):
            // After the navigation that asked has settled into waiting, never
            // inside the router's own call.
            tree.clock.schedule(after: 0) { [unowned self] in
                guard launchGeneration == generation else { return }
                do {
                    resume(.success([.integer(Int64(try openLink(url, redirect: true, parent: link, location: nil)))]))
                } catch {
                    resume(.failure(error as? LuaError ?? LuaError(kind: .runtime, message: "\(error)")))
                }
            }
        default:
            completion(.failure(LuaError(kind: .runtime, message: "\(name) yielded something other than route.wait(seconds), route.wait_until(condition) or route.redirect(url)")))
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
                waiter.resume(.success([]))
                isNavigating = false
                resumed = true
                break
            }
            tree.clock.runUntilIdle()
        }
    }
}
