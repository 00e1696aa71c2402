import LuaKit
import RouterCore

/// Opens the redirects interceptors ask for, and tells which link opening
/// a navigation belongs to (implemented by ``LinkService``).
protocol RedirectOpener: AnyObject {
    /// The link opening whose navigation is running, or whose interceptor is being resumed.
    var currentLink: Int? { get set }
    /// Opens `url` as a redirect of opening `parent`; returns the new opening's number.
    func openRedirect(_ url: String, parent: Int?) throws -> Int
}

/// Lua code that waits: interceptors run as coroutines driven from here.
/// A coroutine yields the token of a ``WaitRequest`` (see ``request(_:)``):
/// a delay resumes it after that much virtual time, a condition once it
/// holds, a redirect with the number of that link's opening once it has run.
/// Conditions are checked after each action of the flow (a command, a
/// gesture, a wait, a navigation, a node property set). A relaunch of the
/// app abandons every coroutine waiting: they are never resumed. The
/// session's end fails them (``endSession()``), so their navigations end.
final class WaitScheduler: Snapshotting, RewindableObject {
    /// A parked coroutine waiting for its condition.
    private struct Waiter {
        let condition: LuaReference
        let name: String
        /// The navigation and link opening it waits for: its condition runs as their code.
        let navigation: Int?
        let link: Int?
        let resume: (Result<[LuaValue], LuaError>) -> Void
    }

    private unowned let host: LuaHost
    private unowned let tree: AppTree
    private let activity: Activity
    private let log: NavigationLog
    /// Where redirects go.
    weak var redirects: (any RedirectOpener)?
    /// Counts relaunches (and the session's end): coroutines from before one are never resumed.
    private(set) var generation = 0
    /// Coroutines waiting for a condition.
    private var waiters: [Waiter] = []
    /// The request the running coroutine is about to yield, with its token.
    private var requested: (token: Int64, request: WaitRequest)?
    private var nextToken: Int64 = 0
    /// A coroutine parked on a delay, a condition or a redirect.
    private struct Parked {
        /// The navigation it belongs to, if any.
        let navigation: Int?
        /// Its name (the interceptor's), what it asked for, and the coroutine.
        let name: String
        let request: WaitRequest
        let coroutine: LuaCoroutine
        /// Fails it.
        let fail: (LuaError) -> Void

        /// What it waits for, in words: put together only when asked.
        var waiting: String {
            "\(name) is waiting (\(request.call)\(coroutine.suspendedAt.map { " at \($0)" } ?? ""))"
        }
    }

    /// The coroutines parked now, by number.
    private var parked: [Int: Parked] = [:]
    private var parkings = 0

    /// The scheduler's counters, taken while it is idle, for ``restore(_:)``.
    struct Snapshot {
        fileprivate let generation: Int
        fileprivate let nextToken: Int64
        fileprivate let parkings: Int
    }

    func snapshot() -> Snapshot {
        precondition(isIdle, "a scheduler is snapshotted idle")
        return Snapshot(generation: generation, nextToken: nextToken, parkings: parkings)
    }

    /// Puts the scheduler back, idle, as `snapshot` found it: what waits now is dropped, never resumed.
    func restore(_ snapshot: Snapshot) {
        generation = snapshot.generation
        nextToken = snapshot.nextToken
        parkings = snapshot.parkings
        waiters = []
        requested = nil
        parked = [:]
    }

    /// What navigation `number` waits for, in words ("Lua interceptor
    /// require_user (guards.lua:9) is waiting (route.wait_until at
    /// guards.lua:13)"), while one of its interceptors is parked.
    func waiting(navigation number: Int) -> String? {
        parked.filter { $0.value.navigation == number }.max { $0.key < $1.key }?.value.waiting
    }

    /// The navigation whose code runs now, if any: the one a coroutine started now belongs to.
    var currentNavigation: Int? { activity.navigation }

    /// Whether no coroutine waits for anything.
    var isIdle: Bool { waiters.isEmpty && parked.isEmpty && requested == nil }

    init(host: LuaHost, tree: AppTree, activity: Activity, log: NavigationLog) {
        self.host = host
        self.tree = tree
        self.activity = activity
        self.log = log
    }

    /// Takes a request the running coroutine will yield next; returns the
    /// opaque token it yields. Only the last request is kept: a token yielded
    /// late, or by another coroutine, matches nothing.
    func request(_ request: WaitRequest) -> LuaValue {
        nextToken += 1
        requested = (nextToken, request)
        return .integer(nextToken)
    }

    /// The request behind the values a coroutine yielded, if they are a token.
    private func takeRequest(_ yielded: [LuaValue]) -> WaitRequest? {
        defer { requested = nil }
        guard yielded.count == 1, case .integer(let token)? = yielded.first, let requested, requested.token == token else { return nil }
        return requested.request
    }

    /// Runs `coroutine` until it finishes, serving its waits; `completion`
    /// gets what it returned, or its error. `link` is the link opening the
    /// coroutine's navigation belongs to, if any (its redirects extend that
    /// opening's chain), and `navigation` the navigation it runs for, if any
    /// (``currentNavigation`` when it starts).
    func drive(
        _ coroutine: LuaCoroutine, name: String, arguments: [LuaValue] = [], link: Int?, navigation: Int?,
        completion: @escaping (Result<[LuaValue], LuaError>) -> Void
    ) {
        let step: LuaCoroutine.Step
        activity.drivingDepth += 1
        let outerLink = redirects?.currentLink, outerNavigation = activity.navigation
        redirects?.currentLink = link
        activity.navigation = navigation
        defer {
            activity.drivingDepth -= 1
            redirects?.currentLink = outerLink
            activity.navigation = outerNavigation
        }
        do {
            step = try coroutine.resume(arguments, name: name)
        } catch {
            return completion(.failure(error))
        }
        guard case .yielded(let yielded) = step else {
            if case .finished(let results) = step { completion(.success(results)) }
            return
        }
        let generation = generation
        parkings += 1
        let parking = parkings
        // Weak: the app's clock may outlive the session.
        let resume: (Result<[LuaValue], LuaError>) -> Void = { [weak self] outcome in
            guard let self, self.generation == generation else { return }  // relaunched or ended meanwhile
            parked[parking] = nil
            switch outcome {
            case .success(let values): drive(coroutine, name: name, arguments: values, link: link, navigation: navigation, completion: completion)
            case .failure(let error): completion(.failure(error))
            }
        }
        let request = takeRequest(yielded)
        if let request {
            parked[parking] = Parked(navigation: navigation, name: name, request: request, coroutine: coroutine) { completion(.failure($0)) }
        }
        switch request {
        case .delay(let seconds)?:
            tree.clock.schedule(after: seconds) { resume(.success([])) }
        case .until(let condition)?:
            waiters.append(Waiter(condition: condition, name: name, navigation: navigation, link: link, resume: resume))
        case .redirect(let url)?:
            // After the navigation that asked has settled into waiting, never
            // inside the router's own call.
            tree.clock.schedule(after: 0) { [weak self] in
                guard let self, self.generation == generation else { return }
                do {
                    guard let redirects else { throw LuaError(kind: .runtime, message: "\(name) asked for a redirect, but this session opens no links") }
                    resume(.success([.integer(Int64(try redirects.openRedirect(url, parent: link)))]))
                } catch {
                    resume(.failure(error as? LuaError ?? LuaError(kind: .runtime, message: "\(error)")))
                }
            }
        case nil:
            completion(.failure(LuaError(kind: .runtime, message: "\(name) yielded something other than route.wait(seconds), route.wait_until(condition) or route.redirect(url)")))
        }
    }

    /// After an action of the flow: resumes the waits whose conditions now
    /// hold, and lets what they start finish on the clock. Only at the
    /// flow's own level, not from inside a navigation or a coroutine. Throws
    /// the post task error of a navigation that finished after its
    /// `navigate` returned (during this action, or one that could not throw).
    func afterAction() throws(LuaError) {
        guard activity.isAtFlowLevel else { return }
        var resumed = true
        while resumed, !waiters.isEmpty {
            resumed = false
            for waiter in waiters {
                let holds: Bool
                let outerNavigation = activity.navigation, outerLink = redirects?.currentLink
                activity.navigation = waiter.navigation
                redirects?.currentLink = waiter.link
                defer {
                    activity.navigation = outerNavigation
                    redirects?.currentLink = outerLink
                }
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
                activity.isNavigating = true
                // `true` tells route.wait_until that its condition was seen to hold.
                waiter.resume(.success([.boolean(true)]))
                activity.isNavigating = false
                resumed = true
                break
            }
            tree.clock.runUntilIdle()
        }
        if !log.latePostTaskErrors.isEmpty { throw log.latePostTaskErrors.removeFirst() }
    }

    /// A relaunch: every coroutine waiting is abandoned, never resumed.
    func abandonAll() {
        generation += 1
        waiters.removeAll()
        requested = nil
        parked.removeAll()
    }

    /// The session's end: every coroutine waiting fails, so that the
    /// navigations waiting in them end (their completions are called).
    func endSession() {
        let failures = parked.sorted { $0.key < $1.key }.map(\.value.fail)
        abandonAll()
        for fail in failures { fail(LuaError(kind: .runtime, message: "it cannot go on: its Lua session has ended")) }
    }
}
