/// Route names made unique: a function named as a property of its type
/// (`static var citiesList` and `static func citiesList(cityId:)`) is named
/// with its labels (`CitiesConfiguration.citiesList_cityId`).
enum RouteNames {
    static func disambiguated(_ candidates: [RouteCandidate]) -> [RouteCandidate] {
        var counts: [String: Int] = [:]
        for candidate in candidates { counts[candidate.name, default: 0] += 1 }
        var taken: Set<String> = []
        return candidates.map { candidate in
            var renamed = candidate
            if counts[candidate.name, default: 0] > 1, candidate.isFunction {
                let labels = candidate.labels.filter { $0 != "_" }
                renamed.name = ([candidate.name] + labels).joined(separator: "_")
            }
            var unique = renamed.name
            var number = 2
            while !taken.insert(unique).inserted {
                unique = "\(renamed.name)_\(number)"
                number += 1
            }
            renamed.name = unique
            return renamed
        }
    }
}
