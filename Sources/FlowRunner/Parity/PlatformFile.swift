import Foundation
import LinkParity

/// Reading the files `links --parity` is given: a platform's own, or a URL list.
enum PlatformFile {
    /// Bytes of a platform's file or a URL list read: far more than any real one.
    static let largestFile = 4 << 20

    /// The text of `path`, a file an option (`what`) names; its absence, or a size past ``largestFile``, exits 2.
    static func read(_ path: String, what: String) throws(ExitFailure) -> String {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber, size.intValue > largestFile {
            throw ExitFailure(code: .scriptError, message: "flowrun: \(what) \(path): the file is \(size.intValue) bytes, more than the \(largestFile) read (a platform's file is far smaller)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            let why = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such file"
            throw ExitFailure(code: .scriptError, message: "flowrun: \(what) \(path): \(why)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// What `read` reads; a file that is not of its format exits 2, naming its line.
    static func parsed<Value>(_ read: () throws(LinkParityIssue) -> Value) throws(ExitFailure) -> Value {
        do {
            return try read()
        } catch {
            throw ExitFailure(code: .scriptError, message: "flowrun: \(error)")
        }
    }
}
