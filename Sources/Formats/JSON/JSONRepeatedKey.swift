/// A key an object gives twice: JSON readers keep one of the two silently,
/// so a file that does is refused, or warned about, where it does.
public struct JSONRepeatedKey: Sendable, Equatable {
    public let key: String
    /// Where the key is given again.
    public let position: TextPosition
    /// Where it is given first.
    public let first: TextPosition

    public init(key: String, position: TextPosition, first: TextPosition) {
        self.key = key
        self.position = position
        self.first = first
    }
}

extension JSONDocument {
    /// Every key an object of the document gives again, at any depth, in
    /// file order (each after the first time it is given).
    public var repeatedKeys: [JSONRepeatedKey] {
        var found: [JSONRepeatedKey] = []
        collectRepeatedKeys(into: &found)
        return found.sorted { $0.position < $1.position }
    }

    private func collectRepeatedKeys(into found: inout [JSONRepeatedKey]) {
        switch value {
        case .array(let elements):
            for element in elements { element.collectRepeatedKeys(into: &found) }
        case .object(let members):
            var seen: [String: TextPosition] = [:]
            seen.reserveCapacity(members.count)
            for member in members {
                if let first = seen[member.key] {
                    found.append(JSONRepeatedKey(key: member.key, position: member.keyPosition, first: first))
                } else {
                    seen[member.key] = member.keyPosition
                }
                member.value.collectRepeatedKeys(into: &found)
            }
        default: break
        }
    }
}
