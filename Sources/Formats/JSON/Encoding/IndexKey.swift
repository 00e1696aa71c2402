/// The key of a list's element, or of `super`, in a coding path.
struct IndexKey: CodingKey {
    private let name: String?
    let intValue: Int?

    init(intValue: Int) { (name, self.intValue) = (nil, intValue) }
    init(stringValue: String) { (name, intValue) = (stringValue, nil) }

    /// Made when asked for (an error's context), not for each element.
    var stringValue: String { name ?? "Index \(intValue ?? 0)" }
}

extension ValueEncoder {
    /// The key `superEncoder()` encodes under, as `JSONEncoder` names it.
    static let superKey = IndexKey(stringValue: "super")
}
