-- The sandbox, as an allow-list. Run once in a new host that still has the
-- full standard library (after the determinism chunk and `print`), with:
--   check: path -> its canonical form when a flow may read it (a relative
--          path taken from the project), else nil, why ("outside" or
--          "not regular") and the project's folders; check(path, "absence")
--          -> for a missing file, the folder looked in and the files there;
--          check(name, "module") -> for a missing module, the name meant
--   compile: canonical path -> the file's text compiled (as loadfile in
--          mode "t" would, but once per process per version of the file),
--          else nil and why
--   write: text -> the host's output (where `print` goes)
--   project_path: `package.path` for the project's folders
--   lift: how the program running the flow lifts the sandbox, for messages
--         ("run with --unsafe to allow")
-- It builds fresh tables for everything a flow can reach (globals, every
-- library, package and its fields) and makes them the globals of every
-- chunk loaded from now on. The real libraries stay reachable only from
-- this chunk's locals, which no flow can read without the real `debug`.
local check, compile, write, project_path, lift = ...

local real = {
  load = load, loadfile = loadfile, error = error, type = type, tostring = tostring, select = select,
  format = string.format, gsub = string.gsub, find = string.find, match = string.match, sub = string.sub, gmatch = string.gmatch, concat = table.concat,
  open = io.open, lines = io.lines, io_type = io.type, setlocale = os.setlocale,
  collectgarbage = collectgarbage, math_type = math.type, registry = debug.getregistry(), setupvalue = debug.setupvalue,
  getmetatable = debug.getmetatable, getinfo = debug.getinfo, setmetatable = setmetatable, rawget = rawget,
}
local error, type, select, format = real.error, real.type, real.select, real.format

local function refuse(what, why)
  return function() error(what .. ": " .. why .. " (sandboxed; " .. lift .. ")", 2) end
end

local function copy(library, names)
  local out = {}
  for _, name in ipairs(names) do out[name] = library[name] end
  return out
end

-- Files ------------------------------------------------------------------------

-- The canonical path of a file a flow may read; raises otherwise (at level 3: the flow's call).
local function readable(path, what)
  if path == nil and (what == "loadfile" or what == "dofile") then
    error(what .. ": standard input is not readable by flows (sandboxed; give a project file's path)", 3)
  elseif type(path) ~= "string" then
    error(format("bad argument #1 to '%s' (file name expected, got %s)", what, type(path)), 3)
  end
  local resolved, why, roots = check(path)
  if resolved then return resolved end
  if why == "not regular" then
    error(format("%s: '%s' is not a regular file (a FIFO or device could block forever; sandboxed)", what, path), 3)
  end
  local inside = real.gsub(path, "^[./]*%.%./", "")
  local meant = inside ~= path and check(inside)
  local file = meant and real.open(meant, "r")
  if file then
    file:close()
    error(format("%s: '%s' is outside the project %s: paths start at the project folder, not at the flow's, so write '%s'",
      what, path, roots, inside), 3)
  end
  error(format("%s: '%s' is outside the project %s (sandboxed; %s)", what, path, roots, lift), 3)
end

local function text_mode(mode, what)
  if mode ~= nil and mode ~= "t" then
    error(what .. ": binary chunks are not allowed (sandboxed; only text chunks load)", 3)
  end
end

-- Standard output and error: objects whose `write` goes where `print` goes.
local function write_values(what, ...)
  local parts = {}
  for i = 1, select("#", ...) do
    local value = select(i, ...)
    local kind = type(value)
    if kind == "string" then parts[i] = value
    elseif kind == "number" then
      parts[i] = real.math_type(value) == "integer" and format("%d", value) or format("%.14g", value)
    else error(format("bad argument #%d to '%s' (string expected, got %s)", i, what, kind), 3) end
  end
  write(real.concat(parts))
end

local function standard_file(name)
  local file = {}
  local methods = {
    write = function(self, ...) write_values("write", ...) return self end,
    flush = function(self) return self end,
    setvbuf = function() return true end,
    close = function() return nil, "cannot close standard file" end,
    read = refuse("io." .. name .. ":read", "standard input is not readable by flows"),
    lines = refuse("io." .. name .. ":lines", "standard input is not readable by flows"),
    seek = function() return nil, "Illegal seek", 29 end,
  }
  return real.setmetatable(file, {
    __index = methods, __name = "FILE*", __metatable = "file",
    __tostring = function() return "file (" .. name .. ")" end,
  })
end

local stdout, stderr = standard_file("stdout"), standard_file("stderr")
-- Standard input: there, so that io.stdin:read() says why it cannot read.
local stdin = real.setmetatable({}, {
  __index = {
    read = refuse("io.stdin:read", "standard input is not readable by flows"),
    lines = refuse("io.stdin:lines", "standard input is not readable by flows"),
    write = function() return nil, "Bad file descriptor", 9 end,
    close = function() return nil, "cannot close standard file" end,
    setvbuf = function() return true end,
    flush = function(self) return self end,
  },
  __name = "FILE*", __metatable = "file", __tostring = function() return "file (stdin)" end,
})

-- Real file handles: their shared metatable is protected, so a flow cannot
-- reach or change the methods every handle uses.
real.getmetatable(io.stdout).__metatable = "file"

-- A folder opens but cannot be read ("Is a directory", with no name): so
-- io.lines says so with its name, and io.open fails as Lua's functions do.
local function is_folder(resolved)
  local file = real.open(resolved, "r")
  if not file then return false end
  local _, _, code = file:read(0)
  file:close()
  return code == 21
end

local ENOENT = 2

-- "no such file": the path as the flow gave it, and what the folder has.
local function absent(path)
  return format("%s: no such file (%s)", path, check(path, "absence"))
end

local io_library = {
  open = function(path, mode)
    mode = mode or "r"
    if mode ~= "r" and mode ~= "rb" then
      error(format("io.open: mode '%s' writes files (sandboxed; %s)", real.tostring(mode), lift), 2)
    end
    local resolved = readable(path, "io.open")
    if is_folder(resolved) then return nil, format("%s: is a folder, not a file", real.tostring(path)), 21 end
    local file, message, code = real.open(resolved, mode)
    if code == ENOENT then return nil, absent(path), code end
    return file, message, code
  end,
  lines = function(path, ...)
    if path == nil then
      error("io.lines: standard input is not readable by flows (sandboxed; give a project file's path)", 2)
    end
    local resolved = readable(path, "io.lines")
    if is_folder(resolved) then error(format("io.lines: '%s' is a folder, not a file", real.tostring(path)), 2) end
    local file, _, code = real.open(resolved, "r")
    if code == ENOENT then error("io.lines: " .. absent(path), 2) end
    if file then file:close() end
    return real.lines(resolved, ...)
  end,
  read = refuse("io.read", "standard input is not readable by flows"),
  write = function(...) write_values("write", ...) return stdout end,
  close = function(file)
    if file == nil then return nil, "cannot close standard file" end
    return file:close()
  end,
  type = function(value)
    if value == stdout or value == stderr or value == stdin then return "file" end
    return real.io_type(value)
  end,
  stdin = stdin,
  stdout = stdout,
  stderr = stderr,
  popen = refuse("io.popen", "running processes is not allowed"),
  tmpfile = refuse("io.tmpfile", "writing files is not allowed"),
  input = refuse("io.input", "changing the default input is not allowed"),
  output = refuse("io.output", "changing the default output is not allowed"),
}

-- The rest of the standard library -----------------------------------------------------

local string_library = copy(string, {
  "byte", "char", "find", "format", "gmatch", "gsub", "len", "lower", "match",
  "pack", "packsize", "rep", "reverse", "sub", "unpack", "upper",
})
string_library.dump = refuse("string.dump", "binary chunks are not allowed")

-- Methods on strings ("x"):upper() come from the handed-out table; the
-- metatable itself is protected, and getmetatable("") gives a stand-in.
local string_metatable = real.getmetatable("")
string_metatable.__index = string_library
string_metatable.__metatable = { __index = string_library }

local table_library = copy(table, { "concat", "insert", "move", "pack", "remove", "sort", "unpack" })
local math_library = copy(math, {
  "abs", "ceil", "cos", "deg", "exp", "floor", "fmod", "huge", "log", "max", "maxinteger",
  "min", "mininteger", "modf", "pi", "rad", "random", "randomseed", "sin", "sqrt", "tan",
  "tointeger", "type", "ult", "acos", "asin", "atan",
})
local utf8_library = copy(utf8, { "char", "charpattern", "codepoint", "codes", "len", "offset" })
local coroutine_library = copy(coroutine, {
  "close", "create", "isyieldable", "resume", "running", "status", "wrap", "yield",
})

local os_library = copy(os, { "clock", "date", "difftime", "time" })
os_library.getenv = refuse("os.getenv", "environment variables are not visible to flows")
os_library.setlocale = function(locale, ...)
  if locale ~= nil then
    error("os.setlocale: changing the locale is not allowed (every test shares it; "
      .. "sandboxed; " .. lift .. ")", 2)
  end
  return real.setlocale(nil, ...)
end
os_library.execute = refuse("os.execute", "running processes is not allowed")
os_library.exit = refuse("os.exit", "ending the program is not allowed (use error() to fail)")
os_library.remove = refuse("os.remove", "removing files is not allowed")
os_library.rename = refuse("os.rename", "renaming files is not allowed")
os_library.tmpname = refuse("os.tmpname", "making files is not allowed")

local debug_library = { traceback = debug.traceback }
for _, name in ipairs {
  "debug", "gethook", "getinfo", "getlocal", "getmetatable", "getregistry", "getupvalue", "getuservalue",
  "sethook", "setlocal", "setmetatable", "setupvalue", "setuservalue", "upvalueid", "upvaluejoin",
  "setcstacklimit",
} do
  debug_library[name] = refuse("debug." .. name, "only debug.traceback is available to flows")
end

-- Modules: project files only, text only ----------------------------------------------

local loaded, preload = {}, {}
local package_library

-- Lua's refusal of a binary chunk, said with its cause and what to do.
local function explained(what, chunk, message)
  if not chunk and type(message) == "string" and real.find(message, "attempt to load a binary chunk", 1, true) then
    return nil, what .. " is a binary chunk: flows load only text chunks (sandboxed; load the source file instead)"
  end
  return chunk, message
end

-- package.searchpath within the project: candidates outside it, or that are
-- not regular files, are never probed.
local function searchpath(name, path, separator, replacement)
  for i, value in ipairs { name, path } do
    if type(value) ~= "string" then
      error(format("bad argument #%d to 'searchpath' (string expected, got %s)", i, type(value)), 2)
    end
  end
  separator, replacement = separator or ".", replacement or "/"
  if separator ~= "" then name = real.gsub(name, "%" .. separator, (real.gsub(replacement, "%%", "%%%%"))) end
  local tried = {}
  for template in real.gmatch(path, "[^;]+") do
    local candidate = real.gsub(template, "%?", (real.gsub(name, "%%", "%%%%")))
    local resolved, why = check(candidate)
    if resolved then
      local file = real.open(resolved, "r")
      if file then
        file:close()
        return candidate
      end
      tried[#tried + 1] = "no file '" .. candidate .. "'"
    elseif why == "outside" then
      tried[#tried + 1] = "no file '" .. candidate .. "' (outside the project)"
    else
      tried[#tried + 1] = "no file '" .. candidate .. "' (not a regular file)"
    end
  end
  return nil, real.concat(tried, "\n\t")
end

local function preload_searcher(name)
  local loader = preload[name]
  if loader == nil then return "\n\tno field package.preload['" .. name .. "']" end
  return loader, ":preload:"
end

local function project_searcher(name)
  local path, message = searchpath(name, package_library.path)
  if not path then return "\n\t" .. message end
  local chunk, problem = explained("'" .. path .. "'", compile(readable(path, "require")))
  if not chunk then error(format("error loading module '%s' from file '%s':\n\t%s", name, path, problem), 0) end
  return chunk, path
end

package_library = {
  loaded = loaded,
  preload = preload,
  path = project_path,
  cpath = "",
  config = package.config,
  searchers = { preload_searcher, project_searcher },
  searchpath = searchpath,
  loadlib = refuse("package.loadlib", "C libraries are not allowed"),
}

-- A module missed because it sits beside the requiring file rather than
-- under the project folder: the name that finds it.
local function beside_hint(name)
  -- No such frame when `require` is called from the top of a chunk run alone (a REPL line).
  local caller = real.getinfo(3, "S")
  local source = caller and caller.source or ""
  local folder = real.find(source, "^@") and real.match(source, "^@(.*/)[^/]*$")
  if not folder or real.find(folder, "^/") then return "" end
  local candidate = searchpath(name, folder .. "?.lua;" .. folder .. "?/init.lua")
  if not candidate then return "" end
  local dotted = real.gsub(real.gsub(folder, "/$", ""), "/", ".") .. "." .. name
  return format("\n\t%s is beside %s, but modules are found from the project folder: require \"%s\"",
    candidate, real.sub(source, 2), dotted)
end

local function require(name)
  if type(name) == "number" then name = real.tostring(name) end
  if type(name) ~= "string" then
    error("bad argument #1 to 'require' (string expected, got " .. type(name) .. ")", 2)
  end
  if real.find(name, "^[./]") or real.find(name, "..", 1, true) then
    error(format("require '%s': a module is named by its path from the project folder, with dots (require \"src.guards\" "
      .. "for src/guards.lua); a name cannot start with '.' or '/' or climb out with '..' (sandboxed)", name), 2)
  end
  local found = loaded[name]
  if found then return found end
  local searchers = package_library.searchers
  if type(searchers) ~= "table" then error("'package.searchers' must be a table", 2) end
  local messages = {}
  for i = 1, #searchers do
    local loader, extra = searchers[i](name)
    if type(loader) == "function" then
      local result = loader(name, extra)
      if result ~= nil then loaded[name] = result end
      if loaded[name] == nil then loaded[name] = true end
      return loaded[name], extra
    elseif type(loader) == "string" then
      messages[#messages + 1] = loader
    end
  end
  local hint = beside_hint(name)
  if hint == "" then hint = "\n\t" .. check(name, "module") end
  error(format("module '%s' not found:%s%s", name, real.concat(messages), hint), 2)
end

-- Chunks ------------------------------------------------------------------------

-- An explicit nil environment differs from none, so the optional one is passed as given.
local function load_text(chunk, name, mode, ...)
  text_mode(mode, "load")
  return explained("load: the chunk", real.load(chunk, name, "t", ...))
end

-- The path is checked before it is quoted: without one (Lua's own would
-- read standard input) the refusal names the flow's line, not this chunk's.
-- Files load through `compile`, as modules do: named as the project names
-- them (`guards.lua`), compiled once per version. A given environment
-- becomes the chunk's first upvalue, as loadfile sets it.
local function loadfile_text(path, mode, ...)
  text_mode(mode, "loadfile")
  local resolved = readable(path, "loadfile")
  local chunk, message = explained("loadfile: '" .. path .. "'", compile(resolved))
  if chunk and select("#", ...) > 0 then real.setupvalue(chunk, 1, (...)) end
  return chunk, message
end

local function dofile_text(path)
  local resolved = readable(path, "dofile")
  local chunk, message = explained("dofile: '" .. path .. "'", compile(resolved))
  if not chunk then error(message, 2) end
  return chunk()
end

-- The collector: a flow may collect, step and measure, not stop or retune it.
local allowed_collector = { collect = true, count = true, step = true, isrunning = true }
local function collectgarbage_checked(option, ...)
  if option ~= nil and not allowed_collector[option] then
    error(format("collectgarbage: option '%s' is not allowed "
      .. "(sandboxed; 'collect', 'count', 'step' and 'isrunning' are)", real.tostring(option)), 2)
  end
  -- What is alive, not what awaits collection: the heap's garbage depends on what ran before.
  if option == "count" then real.collectgarbage("collect") end
  return real.collectgarbage(option, ...)
end

-- The globals -------------------------------------------------------------------------

local G = {
  assert = assert, error = error, getmetatable = getmetatable, ipairs = ipairs, next = next,
  pairs = pairs, pcall = pcall, print = print, rawequal = rawequal, rawget = rawget,
  rawlen = rawlen, rawset = rawset, select = select, setmetatable = setmetatable,
  tonumber = tonumber, tostring = tostring, type = type, xpcall = xpcall, warn = warn,
  _VERSION = _VERSION,
  collectgarbage = collectgarbage_checked,
  load = load_text, loadfile = loadfile_text, dofile = dofile_text, require = require,
  string = string_library, table = table_library, math = math_library, utf8 = utf8_library,
  coroutine = coroutine_library, os = os_library, io = io_library, debug = debug_library,
  package = package_library,
}
G._G = G

for _, name in ipairs { "string", "table", "math", "utf8", "coroutine", "os", "io", "debug", "package" } do
  loaded[name] = G[name]
end
loaded._G = G
-- The host's own library (CLUA_LIBRARY: its method names).
loaded.luakit = package.loaded.luakit

-- From now on every chunk loaded (flows, flowrun's own) sees G as its globals.
real.registry[2] = G
