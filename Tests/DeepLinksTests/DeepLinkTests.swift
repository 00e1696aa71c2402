import Testing
import DeepLinks
import RouterCore

@Suite("Deep links: URLs, patterns, types, precedence, lint")
struct DeepLinkTests {
    @Test("a URL: scheme and host lowercased (user and port left out), segments percent-decoded, trailing slash and fragment ignored, query decoded")
    func urls() throws {
        let url = try DeepLinkURL(parsing: "MyApp://Shop.Example/products/caf%C3%A9/?q=red+shoes&page=2#top")
        #expect(url.scheme == "myapp")
        #expect(url.host == "shop.example")
        #expect(url.segments == ["products", "café"])
        #expect(url.queryValue("q") == "red shoes")
        #expect(url.queryValue("page") == "2")
        #expect(try DeepLinkURL(parsing: "myapp:/cart").host == "")
        #expect(try DeepLinkURL(parsing: "myapp://ada:pw@Shop:8080/p").host == "shop", "a user and a port are not the host")
        #expect(try DeepLinkURL(parsing: "myapp://[::1]/p").host == "[::1]")
        #expect(throws: DeepLinkError.self) { try DeepLinkURL(parsing: "/products/1") }
        #expect(throws: DeepLinkError("'myapp://t?to=bob\\u{d}' is not a URL: it holds a carriage return, \\r (a CRLF line ending read with the value?) at character 17")) {
            try DeepLinkURL(parsing: "myapp://t?to=bob\r")
        }
        #expect(throws: DeepLinkError("'myapp://a b' is not a URL: it holds a space (escape it as %20) at character 10")) { try DeepLinkURL(parsing: "myapp://a b") }
        #expect(throws: DeepLinkError("'myapp://a\\u{1}' is not a URL: it holds the control character U+0001 (escape it as %01) at character 10")) { try DeepLinkURL(parsing: "myapp://a\u{1}") }
        #expect(try DeepLinkURL(parsing: "myapp://café/x%20y?q=a+b").segments == ["x y"], "escaped spaces and non-ASCII letters are fine")
        #expect(throws: DeepLinkError("'myapp://p/%zz' has a bad percent escape in '%zz'")) { try DeepLinkURL(parsing: "myapp://p/%zz") }
    }

    @Test("patterns: static, bare and typed parameters, optional tail, rest, query; bad ones say why")
    func patterns() throws {
        let pattern = try URLPattern("myapp://shop/products/:id<int>/:tab?/*more")
        #expect(pattern.segments.map(\.description) == ["products", ":id<int>", ":tab?", "*more"])
        let query = try URLPattern("https://*/search?q<string>&page<int>?")
        #expect(query.host == nil && query.query.map(\.required) == [true, false])
        let optionalThenQuery = try URLPattern("myapp://p/:page<int>??sort<string>")
        #expect(optionalThenQuery.segments.map(\.description) == [":page<int>?"])
        #expect(optionalThenQuery.query.map(\.name) == ["sort"])
        for (text, why) in [
            ("products/:id", "it needs a scheme and host"),
            ("myapp://p/*rest/more", "must be the last segment"),
            ("myapp://p/:a?/:b", "required segment :b follows an optional one"),
            ("myapp://p/:id/:id<int>", "the name 'id' is used twice"),
            ("myapp://p/:id<int", "has no closing '>'"),
        ] {
            #expect(throws: DeepLinkError.self) { try URLPattern(text) }
            do { _ = try URLPattern(text) } catch { #expect(error.description.contains(why), "\(error)") }
        }
    }

    @Test("types: int (signed, no overflow), uuid (lowercased), string, a custom converter; rejections say why")
    func types() throws {
        let pattern = try URLPattern("myapp://p/:n<int>/:u<uuid>/:c<colour>?tag<string>?")
        func match(_ url: String) throws -> URLPattern.Match {
            pattern.match(try DeepLinkURL(parsing: url)) { type, text in type == "colour" && ["red", "blue"].contains(text) ? .string(text.uppercased()) : nil }
        }
        #expect(try match("myapp://p/-7/0F1E2D3C-AAAA-4BBB-8CCC-000011112222/red?tag=x")
            == .matched(["n": .int(-7), "u": .string("0f1e2d3c-aaaa-4bbb-8ccc-000011112222"), "c": .string("RED"), "tag": .string("x")]))
        #expect(try match("myapp://p/7x/0f1e2d3c-aaaa-4bbb-8ccc-000011112222/red") == .rejected("segment 1 '7x' is not an int for :n"))
        #expect(try match("myapp://p/99999999999999999999/0f1e2d3c-aaaa-4bbb-8ccc-000011112222/red") == .rejected("segment 1 '99999999999999999999' is not an int for :n"))
        #expect(try match("myapp://p/1/not-a-uuid/red") == .rejected("segment 2 'not-a-uuid' is not a uuid for :u"))
        #expect(try match("myapp://p/1/0f1e2d3c-aaaa-4bbb-8ccc-000011112222/green") == .rejected("segment 3 'green' is not a valid colour for :c"))
        #expect(try match("https://p/1") == .rejected("the scheme is https, not myapp"))
        let required = try URLPattern("myapp://search?q<string>&page<int>?")
        #expect(try required.match(try DeepLinkURL(parsing: "myapp://search")) == .rejected("the query has no 'q'"))
        #expect(try required.match(try DeepLinkURL(parsing: "myapp://search?q=a&page=two")) == .rejected("query parameter page='two' is not an int"))
        #expect(try required.match(try DeepLinkURL(parsing: "myapp://search?q=a&q=b")) == .rejected("query parameter q is given 2 times ('a', 'b'); the route takes one value"))
        #expect(try required.match(try DeepLinkURL(parsing: "myapp://search?q=a&page=1&page=2&page=3&page=4")) == .rejected("query parameter page is given 4 times ('1', '2', '3', …); the route takes one value"))
        #expect(try required.match(try DeepLinkURL(parsing: "myapp://search?q=a&utm=1&utm=2")) == .matched(["q": .string("a")]), "a parameter the route does not take may repeat")
        #expect(try URLPattern("myapp://docs/*path").match(try DeepLinkURL(parsing: "myapp://docs/a/b/c")) == .matched(["path": .string("a/b/c")]))
        #expect(try URLPattern("myapp://p/:id").match(try DeepLinkURL(parsing: "myapp://p/1/2")) == .rejected("the path goes on past the pattern ('2' left over)"))
    }

    static func table(_ patterns: [String]) throws -> URLRouteTable<String> {
        var table = URLRouteTable<String>()
        for (index, text) in patterns.enumerated() { table.add(try URLPattern(text), target: "r\(index + 1)", location: "routes.lua:\(index + 1)") }
        return table
    }

    static func winner(_ table: URLRouteTable<String>, _ url: String) throws -> String? {
        try table.resolve(try DeepLinkURL(parsing: url)).winner?.route.target
    }

    @Test("precedence: static over typed over bare parameter over rest, a named host over any, then declaration order", arguments: [
        (["myapp://p/*rest", "myapp://p/:x", "myapp://p/:x<int>", "myapp://p/new"], "myapp://p/new", "r4"),
        (["myapp://p/*rest", "myapp://p/:x", "myapp://p/:x<int>", "myapp://p/new"], "myapp://p/12", "r3"),
        (["myapp://p/*rest", "myapp://p/:x", "myapp://p/:x<int>", "myapp://p/new"], "myapp://p/abc", "r2"),
        (["myapp://p/*rest", "myapp://p/:x", "myapp://p/:x<int>", "myapp://p/new"], "myapp://p/a/b", "r1"),
        (["*://*/p/:x", "myapp://*/p/:x", "myapp://shop/p/:x"], "myapp://shop/p/1", "r3"),
        (["*://*/p/:x", "myapp://*/p/:x"], "myapp://other/p/1", "r2"),
        (["myapp://p/:a", "myapp://p/:b"], "myapp://p/1", "r1"),
        (["myapp://s?q<string>?", "myapp://s?q<string>"], "myapp://s?q=tea", "r2"),
        (["myapp://s?q<string>?", "myapp://s?q<string>"], "myapp://s", "r1"),
        (["myapp://p/:x?", "myapp://p"], "myapp://p", "r1"),
        (["myapp://p/:x?", "myapp://p/:x<int>/:y?"], "myapp://p/1", "r2"),
    ])
    func precedence(patterns: [String], url: String, expected: String) throws {
        #expect(try Self.winner(try Self.table(patterns), url) == expected)
    }

    @Test("the resolution explains every candidate and the rule that chose the winner")
    func explanation() throws {
        let table = try Self.table(["myapp://p/:x", "myapp://p/:x<int>", "https://p/:x<int>"])
        let resolution = try table.resolve(try DeepLinkURL(parsing: "myapp://p/5"))
        #expect(resolution.winner?.route.target == "r2")
        #expect(resolution.winner?.context == ["x": .int(5)])
        #expect(resolution.candidates.map(\.match) == [.matched(["x": .string("5")]), .matched(["x": .int(5)]), .rejected("the scheme is myapp, not https")])
        #expect(resolution.rule == "at segment 1, myapp://p/:x<int>'s typed parameter ':x<int>' is more specific than myapp://p/:x's parameter ':x'")
        let tie = try Self.table(["myapp://p/:a", "myapp://p/:b"]).resolve(try DeepLinkURL(parsing: "myapp://p/1"))
        #expect(tie.rule == "myapp://p/:a and myapp://p/:b are equally specific; myapp://p/:a is declared first")
        #expect(try Self.table(["myapp://p/:a"]).resolve(try DeepLinkURL(parsing: "myapp://q")).winner == nil)
        let query = try Self.table(["myapp://s?q<string>?", "myapp://s?q<string>"]).resolve(try DeepLinkURL(parsing: "myapp://s?q=x"))
        #expect(query.rule == "myapp://s?q<string> requires more query parameters than myapp://s?q<string>?")
        let scheme = try Self.table(["*://p/:x", "myapp://p/:x"]).resolve(try DeepLinkURL(parsing: "myapp://p/1"))
        #expect(scheme.rule == "myapp://p/:x names its scheme; *://p/:x takes any")
    }

    @Test("lint: a duplicate, and a route an earlier equally specific one always beats; a more specific later route is fine")
    func lint() throws {
        let table = try Self.table([
            "myapp://p/:id<int>",
            "myapp://p/:n<int>",          // duplicate of 1
            "myapp://q/:x",
            "myapp://q/:y?",              // not shadowed: it also matches myapp://q
            "myapp://r/:any",
            "myapp://r/:word?tag<string>", // fine: it requires a query, so it ranks higher
            "myapp://s/:x<int>",
            "myapp://s/:x<int>?debug<int>?", // never wins: an optional query does not rank, and s/:x<int> takes all its URLs
            "myapp://t/:a",
            "myapp://t/:b??c<string>?",     // fine: its optional segment also matches myapp://t
        ])
        #expect(table.lint().map(\.description) == [
            "myapp://p/:n<int> (routes.lua:2): duplicates myapp://p/:id<int> (routes.lua:1)",
            "myapp://s/:x<int>?debug<int>? (routes.lua:8): never wins: myapp://s/:x<int> (routes.lua:7) matches everything it does and is declared first",
        ])
    }
}

@Suite("Deep links: parameter types with no converter")
struct UnknownParameterTypeTests {
    @Test("a route whose type has no converter is a lint finding and is rejected saying so; the other routes still resolve")
    func unknownType() throws {
        var table = URLRouteTable<String>()
        table.add(try URLPattern("demo://product/:id<integer>"), target: "typo", location: "app.lua:3")
        table.add(try URLPattern("demo://product/:name"), target: "name", location: "app.lua:4")
        #expect(table.unknownTypes(of: table.routes[0].pattern) == ["integer"])
        #expect(table.lint().map(\.description) == [
            "demo://product/:id<integer> (app.lua:3): never matches: unknown parameter type 'integer' (did you mean 'int'?); the types are int, string, uuid",
        ])
        let resolution = try table.resolve(try DeepLinkURL(parsing: "demo://product/42"))
        #expect(resolution.candidates.count == 2)
        if case .rejected(let why) = resolution.candidates[0].match { #expect(why.hasPrefix("unknown parameter type 'integer'")) } else { Issue.record("matched") }
        #expect(resolution.winner?.route.target == "name")
        table.converters["integer"] = { Int64($0).map { .int($0) } }
        #expect(table.lint().isEmpty)
    }
}
