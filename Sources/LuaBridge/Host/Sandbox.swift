import Foundation

/// What flow scripts may do. By default they run sandboxed: no processes,
/// no file writes, no binary chunks, no C modules, `debug` down to its
/// traceback, and files read only inside the project's folders.
public struct Sandbox: Sendable {
    /// Folders whose files scripts may read, load and `require`.
    public var projectRoots: [String]
    /// Lifts every restriction (`flowrun --unsafe`).
    public var isUnsafe: Bool

    public init(projectRoots: [String] = [FileManager.default.currentDirectoryPath], isUnsafe: Bool = false) {
        self.projectRoots = projectRoots.map { Sandbox.canonical($0) }
        self.isUnsafe = isUnsafe
    }

    /// No restrictions at all.
    public static let unsafe = Sandbox(projectRoots: [], isUnsafe: true)

    /// `path` made absolute, with `.`, `..` and symbolic links resolved.
    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// The canonical form of `path` when it lies inside a project folder, else nil.
    func resolve(_ path: String) -> String? {
        let resolved = Sandbox.canonical(path)
        return projectRoots.contains { resolved == $0 || resolved.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") } ? resolved : nil
    }

    /// `package.path` for the project's folders.
    var packagePath: String {
        projectRoots.flatMap { ["\($0)/?.lua", "\($0)/?/init.lua"] }.joined(separator: ";")
    }

    /// Run once in a new host with the full standard library, the path
    /// resolver and `package.path` as arguments; leaves the restricted globals.
    static let setup = #"""
local resolve, package_path = ...
local load, loadfile, error, type, tostring = load, loadfile, error, type, tostring

local function inside(path, what)
  if type(path) ~= "string" then error(what .. " needs a file name", 3) end
  local resolved = resolve(path)
  if not resolved then error(what .. ": '" .. path .. "' is outside the project (sandboxed; run with --unsafe to allow)", 3) end
  return resolved
end

for _, name in ipairs { "execute", "exit", "remove", "rename", "tmpname" } do os[name] = nil end

local open, lines = io.open, io.lines
io.open = function(path, mode)
  mode = mode or "r"
  if mode ~= "r" and mode ~= "rb" then
    error("io.open: mode '" .. tostring(mode) .. "' writes files (sandboxed; run with --unsafe to allow)", 2)
  end
  return open(inside(path, "io.open"), mode)
end
io.lines = function(path, ...)
  if path == nil then return lines() end
  return lines(inside(path, "io.lines"), ...)
end
for _, name in ipairs { "popen", "output", "input", "close", "tmpfile" } do io[name] = nil end

string.dump = nil

-- An explicit nil environment differs from none, so the optional one is passed as given.
_G.load = function(chunk, name, mode, ...)
  if mode ~= nil and mode ~= "t" then error("load: binary chunks are not allowed (sandboxed)", 2) end
  return load(chunk, name, "t", ...)
end
_G.loadfile = function(path, mode, ...)
  if mode ~= nil and mode ~= "t" then error("loadfile: binary chunks are not allowed (sandboxed)", 2) end
  return loadfile(inside(path, "loadfile"), "t", ...)
end
_G.dofile = function(path)
  local chunk, message = loadfile(inside(path, "dofile"), "t")
  if not chunk then error(message, 2) end
  return chunk()
end

_G.debug = { traceback = debug.traceback }

package.cpath = ""
package.loadlib = nil
package.path = package_path
package.searchers = { package.searchers[1], package.searchers[2] }
"""#
}
