import Foundation
import Formats

/// `links --parity --urls FILE`: the URLs to compare, one a line, `#` starting a comment.
enum URLList {
    /// Bytes of a URL compared: longer ones are no links anyone taps.
    static let longestURL = 4096

    /// The URLs `file` lists, each once (one listed twice is warned of); a
    /// line that is no URL, or a file listing none, exits 2.
    static func read(_ file: String) throws(ExitFailure) -> [String] {
        let text = try PlatformFile.read(file, what: "--urls")
        var given: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let url = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !url.isEmpty, !url.hasPrefix("#") else { continue }
            let scheme = url.prefix { $0 != ":" }
            guard url.contains(":"), let first = scheme.first, first.isASCII, first.isLetter,
                  scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }),
                  !url.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == " " }) else {
                throw ExitFailure(code: .scriptError, message: "flowrun: \(file):\(number + 1): '\(url.excerpt())' is not a URL (one URL a line, as in shop://product/42; # starts a comment)")
            }
            guard url.utf8.count <= longestURL else {
                throw ExitFailure(code: .scriptError, message: "flowrun: \(file):\(number + 1): the URL is \(url.utf8.count) bytes long, more than the \(longestURL) compared")
            }
            if given.contains(url) {
                StandardError.say("flowrun: warning: \(file):\(number + 1): \(url.excerpt()) is listed twice; it is compared once")
                continue
            }
            given.append(url)
        }
        guard !given.isEmpty else { throw ExitFailure(code: .scriptError, message: "flowrun: --urls \(file): the file lists no URL (one a line; # starts a comment)") }
        return given
    }
}
