import RouteSpec

extension Sequence where Element == LeftOut {
    /// In file and line order (then by reason), each entry once: two parts of
    /// the reader or writer may say the same construct at the same place.
    public var inFileOrder: [LeftOut] {
        var seen: Set<LeftOut> = []
        return sorted { ($0.location, $0.reason) < ($1.location, $1.reason) }.filter { seen.insert($0).inserted }
    }
}
