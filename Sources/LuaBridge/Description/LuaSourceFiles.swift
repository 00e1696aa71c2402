import Foundation

/// The Lua files a session's functions are defined in, read once each and
/// cut into tokens, found from their chunk names (relative to `root` when not absolute).
struct LuaSourceFiles {
    /// The folder relative chunk names start from, nil for the current folder.
    let root: String?
    private var files: [String: LuaTokens?] = [:]

    init(root: String?) { self.root = root }

    /// The tokens of `file`, nil when it cannot be read.
    mutating func tokens(of file: String) -> LuaTokens? {
        if let known = files[file] { return known }
        let path = file.hasPrefix("/") || root == nil ? file : root! + "/" + file
        let read = FileManager.default.contents(atPath: path).map { LuaTokens(String(decoding: $0, as: UTF8.self)) }
        files[file] = read
        return read
    }

    /// The function whose `function` keyword is on `line` of `file` (the `ordinal`th there, from 0).
    mutating func function(in file: String, atLine line: Int, ordinal: Int = 0) -> LuaFunctionSource? {
        tokens(of: file).flatMap { LuaFunctionSource.find(in: $0, atLine: line, ordinal: ordinal) }
    }
}
