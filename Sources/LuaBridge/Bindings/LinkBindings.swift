import DeepLinks
import LuaKit
import RouterCore

/// `B.links`: deep links: route tables, the app's table and open-URL
/// handler, opening links and reading openings.
struct LinkBindings {
    let objects: ObjectRegistry
    let links: LinkService
    /// Held: link tables and handlers may outlive the session, and then fail
    /// with "… cannot run: its Lua session has ended".
    let host: LuaHost

    var group: BindingGroup {
        let list = LuaValue.list, record = LuaValue.record
        let objects = objects, links = links
        let host = host
        return BindingGroup("links", [
            LuaFunction("links_new") { _ in objects.give(LinkTable(), .links) },
            LuaFunction("links_configure") { args in
                let table = try objects.get(args, 1, "a link table", as: LinkTable.self)
                if !args.isNil(2) { table.routes.caseInsensitivePaths = args.boolean(2) }
                if !args.isNil(3) { table.redirectLimit = Int(try args.integer(3)) }  // checked by route.links
                return []
            },
            LuaFunction("links_add") { args in
                let table = try objects.get(args, 1, "a link table", as: LinkTable.self)
                let text = try args.string(2)
                let pattern: URLPattern
                do {
                    pattern = try URLPattern(text)
                } catch {
                    throw LuaArgumentError(message: "\(error)")
                }
                if let problem = table.routes.typeProblem(of: pattern) {
                    throw LuaArgumentError(message: "links:add \(pattern.text.excerpt()): \(problem) (define a converter with links:converter before the routes using it)")
                }
                let destination = try objects.get(args, 3, "a destination (from :assemble())", as: DestinationStep.self)
                let maker = args.isNil(4) ? nil : try args.reference(4, of: .function)
                let name = "the make_context of \(pattern)"
                // The user's function (5), where a maker that forgot its `return` is reported.
                let definedAt = args.definition(5).map { "\($0): " } ?? ""
                let makeContext = maker.map { maker in
                    { (params: Value) throws -> Value? in
                        return try host.call(maker, [LuaValue(params)], name: name) { results in
                            guard results.count > 0 else {
                                throw LuaError(kind: .runtime, message: "\(definedAt)\(name) returned nothing; return the context (return nil, explicitly, for none)")
                            }
                            return try results.value(1)
                        }
                    }
                }
                table.routes.add(
                    pattern, target: DeepLinkTarget(destination: destination, makeContext: makeContext, contextMakerName: name),
                    location: args.callerLocation())
                // The app's table was linted when the app took it: a route added since is linted as it comes
                // (only a later route is ever found to never win, so the findings about it are its own).
                if links.opener.table === table {
                    let added = table.routes.routes.count - 1
                    for finding in table.routes.lint() where finding.route == added { host.warn(LinkTable.lintWarningPrefix + "\(finding)") }
                }
                return []
            },
            LuaFunction("links_converter") { args in
                let table = try objects.get(args, 1, "a link table", as: LinkTable.self)
                let name = try args.string(2)
                guard URLPattern.isName(name[...]) else {
                    throw LuaArgumentError(message: "'\(name.excerpt())' cannot name a converter: a type is named with letters, digits, _ and -, as in :id<slug>")
                }
                guard !["string", "int", "uuid"].contains(name) else {
                    throw LuaArgumentError(message: "'\(name.excerpt())' is a built-in type; a converter needs a name of its own")
                }
                guard table.routes.converters[name] == nil else {
                    throw LuaArgumentError(message: "links:converter: this table has a converter '\(name.excerpt())' already; a second would replace it for every route using it (give it another name)")
                }
                let converter = try args.reference(3, of: .function)
                let definedAt = args.definition(3).map { " (\($0))" } ?? ""
                let converterName = "the converter '\(name.excerpt())'\(definedAt)"
                let convert = { (text: String) throws -> Value? in
                    return try host.call(converter, [.string(text)], name: converterName) { results in
                        // A check answering true keeps the text as it is.
                        if results.type(1) == .boolean { return results.boolean(1) ? .string(text) : nil }
                        return results.isNil(1) ? nil : try results.value(1)
                    }
                }
                // Its examples (checked as texts by links:converter) are values it takes, or the fuzzer would build links no route takes.
                let examples = (args.isNil(4) ? [] : (try args.value(4))?.listItems ?? []).compactMap { item -> String? in
                    if case .string(let text) = item { return text } else { return nil }
                }
                for example in examples {
                    let value: Value?
                    do { value = try convert(example) } catch {
                        throw LuaArgumentError(message: "links:converter '\(name.excerpt())': its example '\(example.excerpt())' made the converter fail: \(error)")
                    }
                    if value == nil {
                        throw LuaArgumentError(message: "links:converter '\(name.excerpt())': the converter\(definedAt) does not take its example '\(example.excerpt())' (it returned nil or false); give examples it takes, or fix the converter")
                    }
                }
                table.routes.converters[name] = convert
                if !examples.isEmpty { table.routes.examples[name] = examples }
                return []
            },
            LuaFunction("links_routes") { args in
                let table = try objects.get(args, 1, "a link table", as: LinkTable.self)
                return [list(table.routes.routes.map { route in
                    record(["pattern": .string(route.pattern.text), "location": route.location.map { .string($0) }])
                })]
            },
            // URLs made from each route's pattern (links:fuzz), one row per URL.
            LuaFunction("links_fuzz") { args in
                let table = try objects.get(args, 1, "a link table", as: LinkTable.self)
                let fuzzer = LinkFuzzer(seed: UInt64(try args.integer(2)), perRoute: Int(try args.integer(3)))
                var seen = Set<String>()
                let made = fuzzer.fuzz(table.routes)
                // Asked to (argument 4: a runner checks the rows), the routes no URL was made for are
                // returned, to be warned of when a row is checked: when fuzzing runs, not whenever a file loads.
                var notes: [LuaValue] = []
                for unmade in made.unmade {
                    let route = table.routes.routes[unmade.route].pattern.text
                    if unmade.failed { throw LuaArgumentError(message: "links:fuzz: no URL could be made for \(route): \(unmade.why)") }
                    let note = "\(args.callerLocation().map { "\($0): " } ?? "")links:fuzz: no URL made for \(route): \(unmade.why)"
                    if args.boolean(4), !made.links.isEmpty { notes.append(.string(note)) } else { host.warn(note) }
                }
                let rows = made.links.filter { seen.insert($0.url).inserted }.map { link in
                    record(["url": .string(link.url), "route": .string(table.routes.routes[link.route].pattern.text),
                            "variant": .string(link.variant), "fits": .boolean(link.fitsItsRoute)])
                }
                return [list(rows), list(notes)]
            },
            LuaFunction("links_lint") { args in
                let table = try objects.get(args, 1, "a link table", as: LinkTable.self)
                return [list(table.routes.lint().map { .string($0.description) })]
            },
            LuaFunction("links_explain") { args in
                let table = try objects.get(args, 1, "a link table", as: LinkTable.self)
                let text = try args.string(2)
                let url: DeepLinkURL
                do {
                    url = try DeepLinkURL(parsing: text)
                } catch {
                    throw LuaArgumentError(message: "\(error)")
                }
                let resolution = try table.routes.resolve(url)
                let candidates = resolution.candidates.map { candidate -> LuaValue in
                    var fields: [String: LuaValue?] = ["pattern": .string(candidate.route.pattern.text), "location": candidate.route.location.map { .string($0) }]
                    switch candidate.match {
                    case .matched(let values):
                        fields["matched"] = .boolean(true)
                        fields["params"] = LuaValue(Value(fields: values))
                    case .rejected(let why):
                        fields["matched"] = .boolean(false)
                        fields["reason"] = .string(why)
                    }
                    return record(fields)
                }
                return [record([
                    "url": .string(url.text), "candidates": list(candidates),
                    "winner": resolution.winner.map { .integer(Int64($0.index + 1)) },
                    "rule": resolution.rule.map { .string($0) },
                ])]
            },
            LuaFunction("app_links") { args in
                let table = args.isNil(1) ? nil : try objects.get(args, 1, "a link table (route.links())", as: LinkTable.self)
                let site = args.callerLocation()
                if table != nil, let taken = links.opener.table, taken !== table,
                   !LinkService.Sites.replaces(links.sites.table, from: site, reloading: args.boolean(2)) {
                    throw LuaArgumentError(message: "app.links: the app has a link table already\(links.sites.table.map { " (given at \($0))" } ?? ""), "
                        + "and a second would drop its routes; add these routes to that table, or call app.links(nil) first to replace it")
                }
                links.opener.table = table
                links.sites.table = table == nil ? nil : site
                // The table is complete once the app takes it: what lint finds is said now.
                for finding in links.opener.table?.routes.lint() ?? [] { host.warn(LinkTable.lintWarningPrefix + "\(finding)") }
                return []
            },
            LuaFunction("app_on_open_url") { args in
                let handler = args.isNil(1) ? nil : try args.reference(1, of: .function)
                let name = "the app's open-URL handler" + (args.definition(2).map { " (\($0))" } ?? "")
                let site = args.callerLocation()
                if handler != nil, links.opener.openURLHandler != nil,
                   !LinkService.Sites.replaces(links.sites.handler, from: site, reloading: args.boolean(3)) {
                    throw LuaArgumentError(message: "app.on_open_url: the app has an open-URL handler already\(links.sites.handler.map { " (given at \($0))" } ?? ""); "
                        + "one handler sees every link, so a second would silently drop the first: do both in one function, or call app.on_open_url(nil) first to replace it")
                }
                links.sites.handler = handler == nil ? nil : site
                links.sites.handlerName = handler == nil ? nil : name
                links.opener.openURLHandler = handler.map { Self.openURLHandler($0, name: name, host: host) }
                return []
            },
            LuaFunction("open_link") { args in
                let url = try args.string(1), location = args.callerLocation()
                let number = try links.open(url, location: location)
                for note in links.opener.opening(number)?.queryNotes ?? [] {
                    host.warn("\(location.map { "\($0): " } ?? "")link \(url.excerpt()): \(note)")
                }
                return [.integer(Int64(number))]
            },
            LuaFunction("link_state") { args in
                let number = Int(try args.integer(1))
                guard let link = links.opener.opening(number) else {
                    throw LuaArgumentError(message: "link opening \(number) is too old: only the last \(DeepLinkOpener.keptOpenings) are kept")
                }
                // A second argument, true, peeks; a third names the field read.
                let field = try args.optionalString(3)
                if !args.boolean(2), field.map({ NavigationState.tells($0, isPending: link.pending, failedInCode: links.failedInCode(link)) }) ?? true {
                    links.examined(link)
                    // Reading that a misspelt link failed: the check tests the typo, not the route.
                    if field.map(LinkService.outcomeFields.contains) ?? true, let warning = links.nearMissWarning(link) {
                        host.warn("\(args.callerLocation().map { "\($0): " } ?? "")\(warning)")
                    }
                }
                return [record([
                    "url": .string(link.url),
                    "chain": list(link.chain.map { .string($0) }),
                    "rewrite": link.rewrite.map { .string($0) },
                    "route": link.route.map { .string($0) },
                    "route_location": link.routeLocation.map { .string($0) },
                    "params": link.params.map { LuaValue($0) },
                    "navigation": link.navigation.map { .integer(Int64($0)) },
                    "ok": .boolean(link.ok), "pending": .boolean(link.pending),
                    "kind": .string(links.failedInLua(link) ? NavigationRecord.luaErrorKind : link.kind.description),
                    "error": link.error.map { .string($0) },
                    "near_miss": link.nearMiss.map { .string($0.url) },
                ])]
            },
        ])
    }

    /// The app's open-URL handler `fn(url)` in Lua, as RouterCore asks it:
    /// nothing or true opens the link, a string opens that URL instead,
    /// false or nil with a reason refuses it. Anything else, or an error, is the
    /// handler's failure.
    private static func openURLHandler(_ handler: LuaReference, name: String, host: LuaHost) -> (String) -> OpenURLDecision {
        { url in
            do {
                return try host.call(handler, [.string(url)], name: name) { results in
                    switch results.type(1) {
                    case .none: return .open
                    // `nil, "why"` is Lua's way of failing, as for an interceptor: a refusal.
                    case .nil: return results.isNil(2) ? .open : .refuse(results.describe(2).excerpt())
                    case .string: return .openInstead(try results.string(1))
                    case .boolean:
                        if results.boolean(1) { return .open }
                        return .refuse(results.isNil(2) ? nil : results.describe(2).excerpt())
                    default:
                        return .failed("\(name) returned \(results.describe(1).excerpt()) (a \(results.type(1))); it returns nothing or true to open the link, a URL string to open instead, or false (or nil) and a reason to refuse it")
                    }
                }
            } catch {
                return .failed("\(name) failed: \(error)")
            }
        }
    }
}
