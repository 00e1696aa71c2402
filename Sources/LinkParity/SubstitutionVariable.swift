import Foundation

/// Apple's predefined substitution variables of `apple-app-site-association`
/// patterns. All eight are supported: the character classes `$(alpha)`,
/// `$(upper)`, `$(lower)`, `$(alnum)`, `$(digit)`, `$(xdigit)` (each one
/// ASCII character), and `$(region)` / `$(lang)`, any ISO region or language
/// code as Foundation lists them (`Locale.Region.isoRegions`, letters only,
/// and `Locale.LanguageCode.isoLanguageCodes`), so `$(region)` takes `US`
/// and `GB` but not `UK`.
enum SubstitutionVariable {
    static let builtInNames = AASAPattern.CharacterClass.allCases.map(\.rawValue) + ["region", "lang"]

    /// What the built-in `name` stands for, or nil when there is none.
    static func builtIn(_ name: String) -> AASAPattern.Variable? {
        if let kind = AASAPattern.CharacterClass(rawValue: name) { return .characterClass(kind) }
        switch name {
        case "region": return .values(regions)
        case "lang": return .values(languages)
        default: return nil
        }
    }

    // Compiled once for the process: every file shares them.
    private static let regions = AASAVariableAutomaton(values: Locale.Region.isoRegions.map(\.identifier).filter { $0.allSatisfy(\.isLetter) })!
    private static let languages = AASAVariableAutomaton(values: Locale.LanguageCode.isoLanguageCodes.map(\.identifier))!
}
