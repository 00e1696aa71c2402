import RouteSpec

/// The link schemes of an `Info.plist` (`CFBundleURLTypes` → `CFBundleURLSchemes`) and the
/// hosts of an entitlements file (`com.apple.developer.associated-domains`' `applinks:` entries).
enum LinkFiles {
    /// Whether `path` is a file the link readers take.
    static func isLinkFile(_ path: String) -> Bool { path.hasSuffix("Info.plist") || path.hasSuffix(".entitlements") }

    /// Adds what `text` (the file at `path`) declares to `links`; a file that does not parse is left out.
    static func read(path: String, text: String, into links: inout LinkSeeds, leftOut: inout [LeftOut]) {
        guard let plist = PropertyList(xml: text) else {
            leftOut.append(LeftOut(location: SourceLocation(file: path, line: 1),
                                   reason: "not an XML property list: convert it with `plutil -convert xml1` to read its links"))
            return
        }
        if path.hasSuffix(".entitlements") {
            for entry in plist["com.apple.developer.associated-domains"]?.elements ?? [] {
                guard let (value, line) = entry.string, value.hasPrefix("applinks:") else { continue }
                let host = value.dropFirst("applinks:".count).prefix { $0 != "?" }
                links.hosts.append(.init(value: String(host), location: SourceLocation(file: path, line: line)))
            }
        } else {
            for type in plist["CFBundleURLTypes"]?.elements ?? [] {
                for scheme in type["CFBundleURLSchemes"]?.elements ?? [] {
                    guard let (value, line) = scheme.string else { continue }
                    links.schemes.append(.init(value: value, location: SourceLocation(file: path, line: line)))
                }
            }
        }
    }
}
