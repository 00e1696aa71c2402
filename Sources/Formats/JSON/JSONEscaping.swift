/// Which characters a ``JSONText`` escapes in strings, beyond the quote,
/// the backslash and the control characters that JSON itself forbids.
///
/// ```swift
/// var out = JSONText(escaping: .standard)
/// out.string("a/b<c>")   // "a/b<c>"
/// ```
public struct JSONEscaping: Sendable, Equatable {
    /// The one printable ASCII byte escaped as well (the quote, already escaped, when there is none).
    let extra: UInt8
    /// Whether backspace and form feed are written `\b` and `\f` (else `\u0008` and `\u000c`).
    let shortControls: Bool

    /// Every `<` as `\u003c`, so the text is safe inside an HTML `<script>` element.
    public static let htmlScript = JSONEscaping(extra: UInt8(ascii: "<"), shortControls: false)

    /// Only what JSON requires, as Foundation's `JSONEncoder` writes it with
    /// `.withoutEscapingSlashes`: `\b`, `\f`, `\n`, `\r`, `\t`, other
    /// control characters as `\u00XX`; `/`, `<` and non-ASCII as they are.
    public static let standard = JSONEscaping(extra: UInt8(ascii: "\""), shortControls: true)

    /// ``standard`` with `/` written `\/`, as `JSONEncoder` writes by default.
    public static let standardEscapingSlashes = JSONEscaping(extra: UInt8(ascii: "/"), shortControls: true)
}
