/// Coding keys in snake case, as Foundation's `JSONEncoder` makes them
/// (`.convertToSnakeCase`): words split where lower case turns upper, a run
/// of capitals one word but for its last letter when lower case follows
/// (`myURLProperty` is `my_url_property`), each word lower-cased, joined by `_`.
enum SnakeCase {
    static func convert(_ key: String) -> String {
        // Every word is lower-cased: only a key of ASCII without capitals is as it was.
        guard key.utf8.contains(where: { $0 >= 0x80 || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else { return key }
        let scalars = Array(key.unicodeScalars)
        var words: [Range<Int>] = []
        var wordStart = 0, searchStart = 1
        while let upper = scalars[searchStart...].firstIndex(where: isUpper) {
            words.append(wordStart..<upper)
            guard let lower = scalars[upper...].firstIndex(where: isLower) else {
                wordStart = upper
                break
            }
            if lower == upper + 1 {
                wordStart = upper
            } else {
                words.append(upper..<lower - 1)
                wordStart = lower - 1
            }
            searchStart = lower + 1
        }
        words.append(wordStart..<scalars.count)
        return words.map { String(String.UnicodeScalarView(scalars[$0])).lowercased() }.joined(separator: "_")
    }

    /// Foundation's `uppercaseLetters`: upper and title case letters.
    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .uppercaseLetter || category == .titlecaseLetter
    }

    private static func isLower(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.generalCategory == .lowercaseLetter }
}
