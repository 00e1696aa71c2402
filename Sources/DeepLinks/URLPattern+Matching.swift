import DynamicValue
import Formats
import RouterCore
import Spelling

extension URLPattern {
    /// How a URL fares against a pattern.
    public enum Match: Sendable, Equatable {
        /// It matches; the parameters' values by name.
        case matched([String: Value])
        /// It does not, and why, in words.
        case rejected(String)
    }

    /// Matches `url`. `caseInsensitivePaths` compares static segments
    /// ignoring case; `convert` turns a custom type's text into a value (nil:
    /// no match); its errors end the match. The query parameters named in
    /// `ignoringQuery` are not read.
    public func match(
        _ url: DeepLinkURL, caseInsensitivePaths: Bool = false, ignoringQuery: Set<String> = [],
        convert: (String, String) throws -> Value? = { _, _ in nil }
    ) rethrows -> Match {
        if let scheme, scheme != url.scheme { return .rejected("the scheme is \(url.scheme.excerpt()), not \(scheme)") }
        if let host, host != url.host { return .rejected("the host is \(url.host.isEmpty ? "missing" : url.host.excerpt()), not \(host)") }
        var values: [String: Value] = [:]
        var position = 0
        for segment in segments {
            switch segment {
            case .literal(let word):
                guard position < url.segments.count else { return .rejected("the path ends before '\(word)'") }
                let given = url.segments[position]
                // Lowercasing shrinks a character's UTF-8 at most threefold, so a far longer segment is never the word.
                let same = caseInsensitivePaths
                    ? given.utf8.count <= 4 * word.utf8.count + 8 && given.lowercased() == word.lowercased() : given == word
                guard same else { return .rejected("segment \(position + 1) is '\(given.excerpt())', not '\(word)'") }
                position += 1
            case let .parameter(name, type, _, optional):
                guard position < url.segments.count else {
                    if optional { continue }
                    return .rejected("the path ends before :\(name)")
                }
                let given = url.segments[position]
                guard let value = try Self.value(given, as: type, convert: convert) else {
                    return .rejected("segment \(position + 1) '\(given.excerpt())' is not \(type.article) for :\(name)")
                }
                values[name] = value
                position += 1
            case .rest(let name):
                values[name] = .string(url.segments[position...].joined(separator: "/"))
                position = url.segments.count
            }
        }
        if position < url.segments.count {
            return .rejected("the path goes on past the pattern ('\(url.segments[position...].excerpt(joinedBy: "/"))' left over)")
        }
        for parameter in query where !ignoringQuery.contains(parameter.name) {
            let all = url.query.lazy.filter { $0.name == parameter.name }.map(\.value)
            guard let given = all.first else {
                if parameter.required { return .rejected("the query has no '\(parameter.name)'") }
                continue
            }
            if all.dropFirst().first != nil {
                return .rejected("query parameter \(parameter.name) is given \(all.count) times (\(all.map { "'\($0.excerpt())'" }.prefix(3).joined(separator: ", "))\(all.count > 3 ? ", …" : "")); the route takes one value")
            }
            guard let value = try Self.value(given, as: parameter.type, convert: convert) else {
                return .rejected("query parameter \(parameter.name)='\(given.excerpt())' is not \(parameter.type.article)")
            }
            values[parameter.name] = value
        }
        return .matched(values)
    }

    static func value(_ text: String, as type: ParameterType, convert: (String, String) throws -> Value?) rethrows -> Value? {
        switch type {
        case .string: return .string(text)
        case .int:
            guard !text.isEmpty, text.utf8.count <= 19, text.allSatisfy({ $0.isASCII && $0.isNumber }) || (text.first == "-" && text.count > 1 && text.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })),
                let number = Int64(text)
            else { return nil }
            return .int(number)
        case .uuid:
            guard text.utf8.count <= 36 * 4 else { return nil }  // 36 characters; lowercasing a huge text would cost
            let lower = text.lowercased()
            let groups = lower.split(separator: "-", omittingEmptySubsequences: false)
            guard groups.map(\.count) == [8, 4, 4, 4, 12], groups.allSatisfy({ $0.allSatisfy(\.isHexDigit) }) else { return nil }
            return .string(lower)
        case .custom(let name): return try convert(name, text)
        }
    }

    /// How specific the pattern is, compared position by position: a given
    /// scheme, then a given host, then each segment (static 3, typed 2, bare
    /// parameter 1, rest 0; none -1), then the required query parameters.
    public var rank: [Int] {
        [scheme == nil ? 0 : 1, host == nil ? 0 : 1] + segments.map(\.rank) + [-1, query.filter(\.required).count]
    }
}

extension URLPattern.ParameterType {
    /// "an int", "a uuid".
    var article: String {
        switch self {
        case .int: return "an int"
        case .uuid: return "a uuid"
        case .string: return "a string"
        case .custom(let name): return "a valid \(name)"
        }
    }
}

extension URLPattern {
    /// The query parameters of `url` this pattern does not take, each with
    /// the one it takes whose name is near (`stauts` for `status`): a URL
    /// may carry parameters no route reads, but one a letter off is most
    /// likely meant for the route, and matching drops it.
    func misspeltQuery(in url: DeepLinkURL) -> [(given: String, meant: String)] {
        let taken = query.map(\.name)
        guard !taken.isEmpty else { return [] }
        var seen = Set<String>()
        return url.query.compactMap { item in
            guard !taken.contains(item.name), seen.insert(item.name).inserted,
                  let meant = Suggestion.nearest(to: item.name, among: taken) else { return nil }
            return (item.name, meant)
        }
    }
}
