import LuaBridge

/// What a worker's ``CoverageCollector`` gathered since it last handed
/// over, as its supervisor adds it up: the items it numbered since (its
/// numbers from ``firstNumber`` on), the counts it made since by number,
/// and the Lua lines that ran (items none).
struct CoverageHandover: Equatable {
    var firstNumber: Int
    var keys: [CoverageItem.Key]
    var counts: [CoverageTally.Count]
    var lines: RouteCoverage
}
