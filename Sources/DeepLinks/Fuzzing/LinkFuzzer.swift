import DynamicValue
import RouterCore

/// Makes URLs from each route's pattern to probe a link table with: the
/// route's valid form, then every typed parameter at its edges (0, negative
/// and huge numbers, malformed UUIDs, empty, long, percent-encoded and
/// unicode strings), each optional segment and query parameter left out,
/// unknown and doubled query keys, case changes, trailing slashes,
/// fragments, other schemes and hosts, and near-misses of each static
/// segment. The same seed and table give the same URLs on every machine.
public struct LinkFuzzer: Sendable {
    /// Seeds the values of the valid forms and which variants are kept.
    public var seed: UInt64
    /// URLs per route at most: the valid form, then variants chosen by the seed.
    public var perRoute: Int

    public init(seed: UInt64, perRoute: Int) {
        self.seed = seed
        self.perRoute = max(perRoute, 1)
    }

    /// Texts tried, in order, as a custom parameter type's valid value when
    /// its converter was given no examples: the first its converter takes is
    /// used (none: the route has no valid form).
    static let customProbes = ["TS-001", "AB-123", "ab-123", "42", "1", "abc", "ABC", "a1", "x_y", "2024-01-31", "en-GB", "blue", "A"]

    /// A route no URL was made for, and why: a custom type whose converter
    /// failed (`failed`), or took none of the probes.
    public struct Unmade: Error, Sendable, Equatable {
        public let route: Int
        public let why: String
        public let failed: Bool
    }

    /// The URLs for every route of `table`, route by route.
    public func links<Target>(for table: URLRouteTable<Target>) -> [FuzzedLink] { fuzz(table).links }

    /// The URLs for every route of `table`, route by route, and the routes none was made for.
    public func fuzz<Target>(_ table: URLRouteTable<Target>) -> (links: [FuzzedLink], unmade: [Unmade]) {
        var links: [FuzzedLink] = [], unmade: [Unmade] = []
        for index in table.routes.indices {
            switch make(for: table, route: index) {
            case .success(let made): links += made
            case .failure(let why): unmade.append(why)
            }
        }
        return (links, unmade)
    }

    /// The URLs for route `index` of `table`: its valid form first (when its
    /// types allow one), then up to `perRoute` - 1 variants.
    public func links<Target>(for table: URLRouteTable<Target>, route index: Int) -> [FuzzedLink] {
        (try? make(for: table, route: index).get()) ?? []
    }

    private func make<Target>(for table: URLRouteTable<Target>, route index: Int) -> Result<[FuzzedLink], Unmade> {
        var random = SeededRandom(seed: seed &+ UInt64(index) &* 0x9E37_79B9)
        let pattern = table.routes[index].pattern
        let convert: (String, String) throws -> Value? = { type, text in try table.converters[type].flatMap { try $0(text) } }
        var samples = Samples(random: SeededRandom(seed: random.next()), convert: convert, examples: table.examples)
        guard let valid = LinkParts(validFormOf: pattern, samples: &samples) else {
            if let failure = samples.failure { return .failure(Unmade(route: index, why: failure, failed: true)) }
            let unfilled = pattern.customTypes.filter { table.examples[$0] == nil }
            let types = unfilled.map { "'\($0)'" }.joined(separator: ", ")
            let fix = unfilled.map { "links:converter(\"\($0)\", fn, { examples = { ... } })" }.joined(separator: " and ")
            return .failure(Unmade(route: index, why: "the converter of \(types) took none of the texts tried (\(Self.customProbes.joined(separator: ", "))), so no valid URL could be made; give it values it takes: \(fix)", failed: false))
        }
        var variants = valid.variants(of: pattern, samples: &samples)
        var seen: Set<String> = [valid.text]
        variants.removeAll { !seen.insert($0.parts.text).inserted }
        variants.shuffle(using: &random)
        let kept = [(variant: "the valid form", parts: valid)] + variants.prefix(perRoute - 1)
        return .success(kept.map { entry in
            let text = entry.parts.text
            let fits = (try? DeepLinkURL(parsing: text)).map { url in
                if case .matched? = try? pattern.match(url, caseInsensitivePaths: table.caseInsensitivePaths, convert: convert) { return true }
                return false
            } ?? false
            return FuzzedLink(url: text, route: index, variant: entry.variant, fitsItsRoute: fits)
        })
    }
}

/// Values for parameters: seeded typical ones, and the edges of each type.
struct Samples {
    var random: SeededRandom
    let convert: (String, String) throws -> Value?
    /// Each custom type's examples, given with its converter (and taken by it).
    let examples: [String: [String]]
    /// Why a converter failed, when one did: no further probe is tried.
    var failure: String?

    init(random: SeededRandom, convert: @escaping (String, String) throws -> Value?, examples: [String: [String]] = [:]) {
        self.random = random
        self.convert = convert
        self.examples = examples
    }

    mutating func uuid() -> String {
        let hex = (0..<32).map { _ in String(Int.random(in: 0..<16, using: &random), radix: 16) }.joined()
        let cuts = [8, 12, 16, 20]
        var text = ""
        for (offset, character) in hex.enumerated() {
            if cuts.contains(offset) { text += "-" }
            text.append(character)
        }
        return text
    }

    /// A value of `type` its pattern takes; nil for a custom type whose converter takes none of the probes.
    mutating func typical(_ type: URLPattern.ParameterType) -> String? {
        switch type {
        case .int: return String(Int.random(in: 1...9999, using: &random))
        case .uuid: return uuid()
        case .string: return ["blue", "sale", "a1", "item-7", "summer_24"].randomElement(using: &random)
        case .custom(let name):
            if let given = examples[name], !given.isEmpty { return given[Int.random(in: 0..<given.count, using: &random)] }
            guard failure == nil else { return nil }
            for probe in LinkFuzzer.customProbes {
                do {
                    if try convert(name, probe) != nil { return probe }
                } catch {
                    failure = "the converter '\(name)' failed on '\(probe)': \(error)"
                    return nil
                }
            }
            return nil
        }
    }

    /// Values at the edges of `type`, each with what it is; `typical` is the valid value used.
    func edges(_ type: URLPattern.ParameterType, typical: String) -> [(value: String, what: String)] {
        switch type {
        case .int:
            return [("0", "at 0"), ("-1", "negative"), ("2147483648", "past 32 bits"), ("99999999999999999999", "past 64 bits"),
                    ("abc", "not a number"), ("1.5", "a decimal"), ("+1", "with a plus sign"), ("007", "with leading zeros"), ("1e3", "in exponent form")]
        case .uuid:
            return [("not-a-uuid", "not a UUID"), (String(typical.filter { $0 != "-" }), "without dashes"),
                    (typical.uppercased(), "in upper case"), ("{\(typical)}", "in braces"), (String(typical.dropLast()), "one digit short"),
                    ("00000000-0000-0000-0000-000000000000", "the nil UUID"), ("g" + typical.dropFirst(), "with a letter past f")]
        case .string:
            return [("", "empty"), (String(repeating: "x", count: 300), "300 characters long"), ("a%20b", "a percent-encoded space"),
                    ("a%2Fb", "an encoded slash"), ("caf%C3%A9", "percent-encoded UTF-8"), ("café", "raw unicode"),
                    ("%F0%9F%9B%92", "an encoded emoji"), ("..", "a dot-dot"), ("%", "a lone percent sign"), ("a%3Fb%23c", "an encoded ? and #")]
        case .custom:
            var edges = [("", "empty"), ("abc", "plain letters"), ("0", "a digit"), ("%20", "an encoded space")]
            if typical.lowercased() != typical { edges.append((typical.lowercased(), "in lower case")) }
            if typical.uppercased() != typical { edges.append((typical.uppercased(), "in upper case")) }
            return edges
        }
    }
}

/// A URL in pieces, to vary one piece at a time.
struct LinkParts {
    var scheme: String
    var host: String
    var path: [String]
    var query: [(name: String, value: String)]
    var fragment: String?
    var trailingSlash = false
    /// Where each segment of the pattern landed in `path` (nil: left out).
    var places: [Int?] = []

    var text: String {
        var text = "\(scheme)://\(host)"
        if !path.isEmpty { text += "/" + path.joined(separator: "/") }
        if trailingSlash { text += "/" }
        if !query.isEmpty { text += "?" + query.map { "\($0.name)=\($0.value)" }.joined(separator: "&") }
        if let fragment { text += "#" + fragment }
        return text
    }

    /// The pattern's valid form: every parameter (optional ones too) at a
    /// typical value; nil when a custom type takes none of the probes.
    init?(validFormOf pattern: URLPattern, samples: inout Samples) {
        scheme = pattern.scheme ?? "https"
        host = pattern.host ?? "example.com"
        path = []
        query = []
        for segment in pattern.segments {
            switch segment {
            case .literal(let word):
                places.append(path.count)
                path.append(word)
            case .parameter(_, let type, _, _):
                guard let value = samples.typical(type) else { return nil }
                places.append(path.count)
                path.append(value)
            case .rest:
                places.append(path.count)
                path.append("fuzz/\(samples.typical(.string) ?? "a1")")
            }
        }
        for parameter in pattern.query {
            guard let value = samples.typical(parameter.type) else { return nil }
            query.append((parameter.name, value))
        }
    }

    /// Each variant of this valid form, with what it varies.
    func variants(of pattern: URLPattern, samples: inout Samples) -> [(variant: String, parts: LinkParts)] {
        var out: [(variant: String, parts: LinkParts)] = []
        func add(_ what: String, _ change: (inout LinkParts) -> Void) {
            var copy = self
            change(&copy)
            out.append((what, copy))
        }
        for (position, segment) in pattern.segments.enumerated() {
            guard let place = places[position] else { continue }
            switch segment {
            case .literal(let word):
                add("'\(word)' in upper case") { $0.path[place] = word.uppercased() }
                for (near, how) in Self.nearMisses(of: word) { add("'\(word)' \(how)") { $0.path[place] = near } }
            case let .parameter(name, type, _, optional):
                for (value, what) in samples.edges(type, typical: path[place]) { add(":\(name) \(what)") { $0.path[place] = value } }
                if optional { add(":\(name) left out") { $0.path.removeSubrange(place...) } }
            case .rest(let name):
                for (value, what) in [("", "with nothing after it"), ("a/b/c/d/e/f", "six segments deep"), ("a%2Fb", "an encoded slash")] {
                    add("*\(name) \(what)") { parts in
                        parts.path.removeSubrange(place...)
                        if !value.isEmpty { parts.path.append(value) }
                    }
                }
            }
        }
        for (index, parameter) in pattern.query.enumerated() {
            add("without ?\(parameter.name)" + (parameter.required ? " (required)" : "")) { $0.query.remove(at: index) }
            add("?\(parameter.name) given twice") { $0.query.append((parameter.name, $0.query[index].value)) }
            for (value, what) in samples.edges(parameter.type, typical: query[index].value).prefix(3) {
                add("?\(parameter.name) \(what)") { $0.query[index].value = value }
            }
            if parameter.name.count > 1 {
                add("?\(parameter.name) misspelt") { $0.query[index].name = String(parameter.name.dropLast()) }
            }
        }
        add("an unknown query key") { $0.query.append(("utm_source", "fuzz")) }
        add("a trailing slash") { $0.trailingSlash = true }
        add("a fragment") { $0.fragment = "top" }
        add("a doubled slash") { $0.path.insert("", at: 0) }
        add("the scheme in upper case") { $0.scheme = $0.scheme.uppercased() }
        add("the host in upper case") { $0.host = $0.host.uppercased() }
        add("another scheme") { $0.scheme += "x" }
        if scheme == "https" || scheme == "http" {
            add(scheme == "https" ? "http for https" : "https for http") { $0.scheme = $0.scheme == "https" ? "http" : "https" }
        }
        add("another host") { $0.host = "evil.example.com" }
        for (near, how) in Self.nearMisses(of: host) { add("the host '\(host)' \(how)") { $0.host = near } }
        return out
    }

    /// Words one slip away from `word`: its last letter dropped, its first
    /// two swapped, an s added.
    static func nearMisses(of word: String) -> [(String, String)] {
        guard word.count > 1 else { return [(word + "s", "with an s added")] }
        var out = [(String(word.dropLast()), "missing its last letter"), (word + "s", "with an s added")]
        let letters = Array(word)
        if letters[0] != letters[1] { out.append((String([letters[1], letters[0]] + letters.dropFirst(2)), "with its first two letters swapped")) }
        return out
    }
}
