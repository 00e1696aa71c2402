extension AndroidIntentFilter {
    /// The rules of the filter that took `url`, written as ``summary``
    /// writes them: the scheme-specific-part rule that matched
    /// (`gear: ssp //product/42`), which decides without the hosts and
    /// paths, else the scheme, the hosts and the path rules that matched
    /// (`gear://settings`, `https://shop.example.com pathPrefix /p/`). Read
    /// for a URL the filter takes (see `dataMatch`).
    func decidingRule(_ url: LinkURLParts, decodedPath: String) -> String {
        if !schemeSpecificParts.isEmpty {
            let part = LinkURLParts.percentDecoded(url.schemeSpecificPart) ?? url.schemeSpecificPart
            if let rule = schemeSpecificParts.first(where: { $0.matches(part) }) { return "\(url.scheme): \(rule)" }
        }
        let hosts = url.host.map { host in authorities.filter { $0.takes(host: host) && ($0.port == nil || $0.port == url.port) } } ?? []
        let authority = hosts.isEmpty ? "" : "//" + hosts.map(\.description).joined(separator: "|")
        let matched = paths.filter { $0.matches(decodedPath) }.map(\.description)
        return url.scheme + ":" + authority + (matched.isEmpty ? "" : " " + matched.joined(separator: ", "))
    }
}
