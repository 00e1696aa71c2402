import Foundation
import RouteSpec
import SystemPackage

/// The files an import reads: each path given, a folder read recursively for
/// `.swift` files, `Info.plist` files and `.entitlements` (hidden folders
/// and `.build` skipped), in sorted order, each as the path it was reached by.
public struct SourceFiles: Sendable {
    public let files: [(path: String, text: String)]

    public var paths: [String] { files.map(\.path) }
    public var swiftCount: Int { files.filter { $0.path.hasSuffix(".swift") }.count }
    /// The files that are not UTF-8 text: each with where its first bad byte is (read as Swift, they would not parse).
    public private(set) var notUTF8: [LeftOut] = []

    /// Whether a file of this name is one an import reads.
    public static func isRead(_ name: String) -> Bool {
        name.hasSuffix(".swift") || name.hasSuffix(".entitlements") || (name.hasSuffix(".plist") && name.contains("Info"))
    }

    /// A path as the header and messages print it: `./X.swift` and `Sources/./X.swift` as `X.swift`
    /// and `Sources/X.swift`, `a//b` as `a/b` (an absolute path stays absolute).
    public static func clean(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        let parts = path.split(separator: "/").filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    public init(paths: [String]) throws(ImportError) {
        guard !paths.isEmpty else { throw .noPaths }
        var found: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { throw .missingPath(path) }
            if !isFolder.boolValue {
                found.append(Self.clean(path))
                continue
            }
            guard let walker = manager.enumerator(atPath: path) else { throw .unreadable(path, "the folder cannot be listed: make it readable, or give the files in it one by one") }
            while let relative = walker.nextObject() as? String {
                let name = FilePath(relative).lastComponent?.string ?? relative
                if name.hasPrefix(".") || name == ".build" {
                    if (walker.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { walker.skipDescendants() }
                    continue
                }
                if Self.isRead(name) { found.append(Self.clean(path.hasSuffix("/") ? path + relative : path + "/" + relative)) }
            }
        }
        var seen: Set<String> = []
        var files: [(path: String, text: String)] = []
        var notUTF8: [LeftOut] = []
        for path in found.sorted() where seen.insert(path).inserted {
            guard let data = manager.contents(atPath: path) else {
                var isFolder: ObjCBool = false
                let what = manager.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
                    ? "a folder has a Swift file's name, so it cannot be read as one" : "it cannot be read"
                throw .unreadable(path, "\(what): nothing was imported; rename it, make it readable, or give the other paths alone")
            }
            if let bad = Self.firstInvalidByte(data) {
                let line = data.prefix(bad).filter { $0 == 0x0A }.count + 1
                notUTF8.append(LeftOut(location: SourceLocation(file: path, line: line),
                                       reason: "not UTF-8 at byte \(bad): save the file as UTF-8 and import again"))
            }
            files.append((path, String(decoding: data, as: UTF8.self)))
        }
        guard files.contains(where: { $0.path.hasSuffix(".swift") }) else { throw .noSwift(paths) }
        self.files = files
        self.notUTF8 = notUTF8
    }
}

extension SourceFiles {
    /// The offset of the first byte that is not part of valid UTF-8, or nil when all of it is.
    static func firstInvalidByte(_ data: Data) -> Int? {
        var decoder = UTF8()
        var iterator = data.makeIterator()
        var offset = 0
        var start = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                start = offset + UTF8.width(scalar)
                offset = start
            case .emptyInput: return nil
            case .error: return start
            }
        }
    }
}

/// Why an import cannot start: each says what to do.
public enum ImportError: Error, Sendable, CustomStringConvertible {
    case noPaths
    case missingPath(String)
    case unreadable(String, String)
    case noSwift([String])
    case cannotWrite(String, String)

    public var description: String {
        switch self {
        case .noPaths:
            return "flowrun import-swift needs the Swift files or folders to read, as in: flowrun import-swift Sources/App --out . (from the folder holding app.lua)"
        case .missingPath(let path):
            return "\(path.oneLine): no such file or folder (give the app's Swift files or the folders holding them)"
        case .unreadable(let path, let why):
            return "\(path.oneLine): \(why)"
        case .noSwift(let paths):
            return "no .swift file in \(paths.map(\.oneLine).joined(separator: ", ")): give the folder holding the app's RouteComposer configuration"
        case .cannotWrite(let path, let why):
            return "\(path.oneLine): cannot write it: \(why)"
        }
    }
}
