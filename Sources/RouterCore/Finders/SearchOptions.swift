/// Where a stack search looks, relative to the node it is at
/// (RouteComposer's `SearchOptions`).
public struct SearchOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The node itself.
    public static let current = SearchOptions(rawValue: 1 << 0)
    /// The children a container shows.
    public static let visible = SearchOptions(rawValue: 1 << 1)
    /// Every child a container holds.
    public static let contained = SearchOptions(rawValue: 1 << 2)
    /// What the node presents, and on up.
    public static let presented = SearchOptions(rawValue: 1 << 3)
    /// What presents the node, and on down.
    public static let presenting = SearchOptions(rawValue: 1 << 4)
    /// The containers above the node.
    public static let parent = SearchOptions(rawValue: 1 << 5)

    public static let currentAllStack: SearchOptions = [.current, .contained]
    public static let currentVisibleOnly: SearchOptions = [.current, .visible]
    public static let allVisible: SearchOptions = [.current, .visible, .presented, .presenting]
    public static let fullStack: SearchOptions = [.current, .contained, .presented, .presenting]
    public static let currentAndUp: SearchOptions = [.current, .contained, .presented]
    public static let currentAndDown: SearchOptions = [.current, .contained, .presenting]

    /// The RouteComposer name of a combination, or the flags joined by `+`.
    public var description: String {
        if let named = SearchOptions.named.dropFirst(6).first(where: { $0.options == self }) { return named.name }
        let flags = SearchOptions.named.prefix(6).filter { contains($0.options) }.map(\.name)
        return flags.isEmpty ? "none" : flags.joined(separator: "+")
    }

    /// The options in RouteComposer's own words: the flags set, joined by
    /// commas ("current, contained, presented, presenting").
    public var referenceDescription: String {
        SearchOptions.named.prefix(6).filter { contains($0.options) }.map(\.name).joined(separator: ", ")
    }

    /// The named options and combinations, by their RouteComposer names.
    public static let named: [(name: String, options: SearchOptions)] = [
        ("current", .current), ("visible", .visible), ("contained", .contained),
        ("presented", .presented), ("presenting", .presenting), ("parent", .parent),
        ("currentAllStack", .currentAllStack), ("currentVisibleOnly", .currentVisibleOnly),
        ("allVisible", .allVisible), ("fullStack", .fullStack),
        ("currentAndUp", .currentAndUp), ("currentAndDown", .currentAndDown),
    ]
}
