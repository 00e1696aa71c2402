-- Hot reload of the project's modules. Run once in a new host, after the
-- sandbox and the check of unset globals, with `suggest(word, ...)`, the
-- nearest of the names after `word` or nil. Project modules load through
-- it, so they can be reloaded: require returns a facade whose functions
-- are stable proxies to the module's current version. Code that took
-- `module.login` calls the new code after a reload; a call already
-- running finishes on the old one.
--
-- Returns the table of functions embedders' Lua code reloads with (see
-- LuaHost.reloadableModules), and the reload Swift calls.
local suggest = ...
local error, format, type, tostring, getmetatable, setmetatable, rawget, rawset, pcall =
      error, string.format, type, tostring, getmetatable, setmetatable, rawget, rawset, pcall
local next, pairs, ipairs, sort, concat, unpack = next, pairs, ipairs, table.sort, table.concat, table.unpack
local loadfile, searchpath = loadfile, package.searchpath

-- The project's modules required so far, by name: { version, path, generation, initial, facade };
-- and whether one is being reloaded, its text running again.
local modules, reloading = {}, false
-- A module's name by its tables (its facade, each version).
local module_of = setmetatable({}, { __mode = "k" })
-- The functions of the facades: proxy -> function returning the module's
-- current function and its name ("login.require_user").
local module_functions = setmetatable({}, { __mode = "k" })

-- " (did you mean 'search'?)" when `word` is most likely a misspelling of one of `names`, else "".
local function did_you_mean(word, names)
  local near = type(word) == "string" and suggest(word, unpack(names))
  return near and format(" (did you mean '%s'?)", near) or ""
end

local function facade(name)
  local record = modules[name]
  return setmetatable({}, {
    __name = "module " .. name,
    __index = function(self, key)
      local value = record.version[key]
      if type(value) ~= "function" then return value end
      local proxy = function(...)
        local current = record.version[key]
        if type(current) ~= "function" then
          error(format("%s.%s no longer exists (reloaded, generation %d)", name, tostring(key), record.generation), 2)
        end
        return current(...)
      end
      module_functions[proxy] = function()
        local current = record.version[key]
        -- A field holding another module's function (`{ intercept = require("login").require_user }`) is that function.
        local relayed = module_functions[current]
        if relayed then return relayed() end
        return current, name .. "." .. tostring(key)
      end
      rawset(self, key, proxy)
      return proxy
    end,
    __newindex = function(_, key, value) record.version[key] = value end,
    -- pairs(module) and #module see the current version's fields (the facade
    -- holds none of its own), in the order pairs gives any table; a function
    -- as reading it gives it, the proxy.
    __pairs = function(self)
      local step, state, first = pairs(record.version)
      return function(_, previous)
        local key, value = step(state, previous)
        if type(value) == "function" then value = self[key] end
        return key, value
      end, self, first
    end,
    __len = function() return #record.version end,
  })
end

-- next(module) as pairs(module): `next(routes) == nil` asks whether the
-- module's table is empty, not its facade. Other tables are Lua's own next.
local raw_next = next
local facade_records = setmetatable({}, { __mode = "k" })
_G.next = function(t, key)
  local record = facade_records[t]
  if record == nil then return raw_next(t, key) end
  local found, value = raw_next(record.version, key)
  if type(value) == "function" then value = t[found] end
  return found, value
end

-- `pcall`'s results for a call that raises through.
local function call_raising(f, ...) return true, f(...) end

-- A module's globals are its own environment's. One it sets, even to nil,
-- counts as set for the host's check of unset globals (when it has one),
-- as it would in the globals.
local declare_global = getmetatable(_G) and rawget(getmetatable(_G), "__declare")
local module_environment = {
  __index = _G,
  __newindex = function(environment, name, value)
    if declare_global then declare_global(name) end
    rawset(environment, name, value)
  end,
}

-- Compiles and runs a module file in an environment of its own, which reads
-- through to the globals: a version that fails leaves no global behind.
-- Returns its table, or nil and the error. `call` runs the chunk: `pcall`
-- for a reload, which must survive it; a plain call for a first load, so
-- the error keeps the traceback out to the line that required the module.
local function run_module(name, path, call)
  local environment = setmetatable({}, module_environment)
  local chunk, message = loadfile(path, "t", environment)
  if not chunk then return nil, message end
  local ok, version = call(chunk, name, path)
  if not ok then return nil, version end
  if type(version) ~= "table" then
    return nil, format("%s: a module must return a table, got %s%s", path, type(version),
      version == nil and " (does its last line return it, as in return M?)" or "")
  end
  return version
end

-- Entries of plain data one value of a module is compared over: past it,
-- a table is data, not a constant an edit would change.
local PLAIN_ENTRIES = 1000

-- A value as text when it is plain data: a string, number or boolean, or a
-- tree of tables of them without metatables, within `budget.left` entries
-- (a table met twice, a cycle or a shared one, is not plain); else nil.
local function plain_text(value, budget)
  local kind = type(value)
  if kind == "string" or kind == "number" or kind == "boolean" then return format("%q", value) end
  if kind ~= "table" or getmetatable(value) ~= nil or budget.seen[value] then return nil end
  budget.seen[value] = true
  local parts = {}
  for key, item in next, value do
    budget.left = budget.left - 1
    if budget.left < 0 then return nil end
    local key_text = plain_text(key, budget)
    local item_text = key_text and plain_text(item, budget)
    if item_text == nil then return nil end
    parts[#parts + 1] = key_text .. "=" .. item_text
  end
  sort(parts)
  return "{" .. concat(parts, ",") .. "}"
end

-- `value` as plain text, on a budget of its own.
local function constant_text(value)
  return plain_text(value, { left = PLAIN_ENTRIES, seen = {} })
end

-- A module's plain values as its text sets them, as text: a reload tells an
-- edited constant (`limit = 2`, `tiers = { "gold" }`) from state the module
-- changed.
local function initial_values(version)
  local values = {}
  for key, value in pairs(version) do values[key] = constant_text(value) end
  return values
end

-- In place of the plain file searcher (Lua's own, or the sandbox's), which it covers.
-- A file required under two names (`src.guards`, `src/guards`) is one
-- module: the second name gets the first one's table, so state is not split.
package.searchers[2] = function(name)
  local path, message = searchpath(name, package.path)
  if not path then return "\n\t" .. message end
  for _, record in pairs(modules) do
    if record.path == path then return function() return record.facade end, path end
  end
  return function()
    local version, problem = run_module(name, path, call_raising)
    if not version then error(problem, 0) end
    local record = { version = version, path = path, generation = 1, initial = initial_values(version) }
    modules[name] = record
    record.facade = facade(name)
    facade_records[record.facade] = record
    module_of[version], module_of[record.facade] = name, name
    return record.facade
  end, path
end

-- Why `name` names no module required, with the one meant.
local function reload_refusal(name)
  local names = {}
  for required in pairs(modules) do names[#names + 1] = required end
  sort(names)
  local as_module = type(name) == "string" and (name:find("%.lua$") or name:find("/"))
    and name:gsub("^%./", ""):gsub("%.lua$", ""):gsub("/", ".")
  local hint = as_module and modules[as_module]
    and format(" (a module is named as require names it, not by its file: did you mean '%s'?)", as_module)
  -- `login` for `src.login`: the module's name without its folder.
  for _, required in ipairs(names) do
    if not hint and type(name) == "string" and required:sub(-#name - 1) == "." .. name then
      hint = format(" (a module is named as require names it, with its folder: did you mean '%s'?)", required)
    end
  end
  return format("no module '%s' has been required%s; %s", tostring(name), hint or did_you_mean(name, names),
    #names == 0 and "no module is loaded" or "the modules required are " .. concat(names, ", "))
end

-- Reloads a required module: true, the new generation, the names of the
-- kept fields whose plain value the text now sets differently (a constant
-- edited has no effect until `migrate` takes it) and the names of the
-- functions taken from it that the new version no longer defines; or
-- false and the error.
local function reload(name)
  local record = modules[name]
  if not record then return false, reload_refusal(name) end
  reloading = true
  local version, problem = run_module(name, record.path, pcall)
  reloading = false
  if not version then return false, tostring(problem) .. " (the old version stays)" end
  local old, kept, initial = record.version, {}, initial_values(version)
  if type(version.migrate) == "function" then
    local ok, failure = pcall(version.migrate, old, version)
    if not ok then return false, tostring(failure) .. " (the old version stays)" end
  else
    for key, value in pairs(old) do
      if type(value) ~= "function" then
        local new = initial[key]
        if new ~= nil and new ~= record.initial[key] and new ~= constant_text(value) then
          kept[#kept + 1] = tostring(key)
        end
        version[key] = value
      end
    end
    sort(kept)
  end
  -- The old table forwards to the new one: code of the old version still
  -- running (a waiting interceptor's condition) reads and writes the state
  -- the new version uses.
  if getmetatable(old) == nil then
    for key in pairs(old) do old[key] = nil end
    setmetatable(old, { __index = version, __newindex = version })
  end
  record.version, record.initial = version, initial
  module_of[version] = name
  record.generation = record.generation + 1
  -- The facade holds a proxy for every function read from it.
  local dropped = {}
  for key, proxy in next, record.facade do
    if type(proxy) == "function" and type(version[key]) ~= "function" then dropped[#dropped + 1] = tostring(key) end
  end
  sort(dropped)
  return true, record.generation, kept, dropped
end

return {
  reload = reload,
  -- How many times module `name` has been loaded (1 before any reload), or nil and why it names none.
  generation = function(name)
    local record = modules[name]
    if record == nil then return nil, reload_refusal(name) end
    return record.generation
  end,
  -- Whether a module's text is running again for a reload.
  reloading = function() return reloading end,
  -- The name of the module `t` is a table of (its facade, or a version), or nil.
  module_named = function(t) return module_of[t] end,
  -- For a function read from a facade: the module's function now (nil when
  -- it defines none) and its name ("login.require_user"); else nothing.
  current = function(fn)
    local module_function = module_functions[fn]
    if module_function then return module_function() end
  end,
  -- The modules required so far: name -> the table of their current version.
  versions = function()
    local versions = {}
    for name, record in next, modules do versions[name] = record.version end
    return versions
  end,
}, function(name)
  local ok, result, kept, dropped = reload(name)
  if ok then return { generation = result, kept = kept, dropped = dropped } end
  return { error = tostring(result) }
end
