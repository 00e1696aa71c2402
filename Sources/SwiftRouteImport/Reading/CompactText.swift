import SwiftSyntax

extension SyntaxProtocol {
    /// The node's tokens on one line, one space where the source has any
    /// spacing or comment between two: what a left-out quotes of the Swift,
    /// so that reformatting it is not drift and no line break reaches a comment.
    var compactText: String {
        var text = ""
        var previous: TokenSyntax?
        for token in tokens(viewMode: .sourceAccurate) {
            if let previous, !(previous.trailingTrivia.isEmpty && token.leadingTrivia.isEmpty) { text += " " }
            text += token.text
            previous = token
        }
        return text.oneLine
    }
}
