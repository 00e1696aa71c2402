extension RouteDrift {
    /// A route "added" whose block is in the file under another marker (one "removed" with the same text):
    /// the marker comment was edited, not the route. Both become one `.marker` difference at the file's line.
    static func markersEdited(_ differences: [Difference], old: [GeneratedLuaFile.Entry], new: [GeneratedLuaFile.Entry]) -> [Difference] {
        var out = differences
        for added in differences where added.change == .added {
            guard let body = new.first(where: { $0.name == added.name })?.body, !body.isEmpty,
                  let addedIndex = out.firstIndex(of: added) else { continue }
            // The marker line gone (or no longer a marker): the block ends the one above it, which only seems changed.
            if let host = old.first(where: { $0.body.hasSuffix("\n" + body) }),
               let hostNow = new.first(where: { $0.name == host.name }), host.body.hasPrefix(hostNow.body + "\n") {
                let line = host.line + host.body.prefix(host.body.count - body.count).split(separator: "\n", omittingEmptySubsequences: false).count - 1
                out[addedIndex] = Difference(change: .marker, what: "route", name: added.name, swiftLocation: added.swiftLocation, generatedLine: line)
                out.removeAll { $0.change == .changed && $0.what == "route" && $0.name == host.name }
                continue
            }
            guard let removedIndex = out.firstIndex(where: { removed in removed.change == .removed && removed.what == "route"
                      && old.first { $0.name == removed.name }?.body == body }) else { continue }
            let removed = out[removedIndex]
            out[addedIndex] = Difference(change: .marker, what: "route", name: added.name, swiftLocation: added.swiftLocation,
                                         generatedLine: removed.generatedLine)
            out.remove(at: removedIndex)
        }
        return out
    }
}
