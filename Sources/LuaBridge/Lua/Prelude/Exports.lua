-- What the prelude gives: the flow API's globals, each API table guarded
-- against names it does not have, and the functions Swift asks of Lua
-- (through B.prelude.provide; see PreludeExports.swift).
local B, K = ...
local b_prelude, b_spelling = B.prelude, B.spelling
local error, format, type, tostring, rawget, getmetatable, setmetatable, ipairs, next, sort, unpack, pairs =
      error, string.format, type, tostring, rawget, getmetatable, setmetatable, ipairs, next, table.sort, table.unpack, pairs
local HANDLE, classes, class_methods, object, api_tables, did_you_mean, check_options =
      K.HANDLE, K.classes, K.class_methods, K.object, K.api_tables, K.did_you_mean, K.check_options
local node, node_list, node_handle = K.node, K.node_list, K.node_handle
local app, relaunch, route, router, open_url, host, env =
      K.app, K.relaunch, K.route, K.router, K.open_url, K.host, K.env
-- The modules required so far (LuaKit's hot reload), for a misspelt field's nearest name.
local module_versions, module_named = K.reloadable.versions, K.reloadable.module_named

_G.app, _G.route, _G.router, _G.host, _G.open_url = app, route, router, host, open_url
_G.env = env
api_tables[app], api_tables[app.ops], api_tables[route] = "app", "app.ops", "route"
for name, part in pairs { nav = route.nav, general = route.general, tab = route.tab, split = route.split } do
  api_tables[part] = "route." .. name
end
-- A name the API does not have (`app.psuh`) is an error naming the nearest,
-- not a nil to call.
local guarded = { [router] = "router", [host] = "host" }
for part, name in next, api_tables do guarded[part] = name end
for part, name in next, guarded do
  setmetatable(part, { __name = name, __index = function(self, key)
    local names = {}
    for known in next, self do
      if type(known) == "string" then names[#names + 1] = known end
    end
    sort(names)
    error(format("%s has no '%s'%s; see its functions in types/flowrun.lua (flowrun init writes it)", name, tostring(key), did_you_mean(key, names)), 2)
  end })
end

-- For Swift -------------------------------------------------------------------

-- The names in `t` (string keys of non-nil values), sorted.
local function names_in(t, into)
  into = into or {}
  for name in next, t do
    if type(name) == "string" then into[#into + 1] = name end
  end
  return into
end

-- The standard libraries a misspelt field (`string.fromat`) is looked for in.
local libraries = { "string", "table", "math", "os", "io", "utf8", "coroutine" }

-- The field of a table the flow reaches that is nearest `name`, among its
-- global tables (`login.log_in`), the modules it required and the standard
-- libraries (`string.format`), the first holder of a name winning: the field
-- as shown, and what to add after it (" of the module 'src.login'"); or nil.
local function field_meant(name)
  local library, holders = {}, {}
  for _, known in ipairs(libraries) do library[known] = true end
  for global, value in next, _G do
    if type(global) == "string" and not library[global] and type(value) == "table" and value ~= _G
      and getmetatable(value) == nil and not api_tables[value] then
      holders[#holders + 1] = global
    end
  end
  sort(holders)
  local versions = module_versions()
  local required = names_in(versions)
  sort(required)
  -- Each field name once, with the prefix and note of its first holder.
  local prefix, note, names = {}, {}, {}
  local function offer(fields, holder_prefix, holder_note)
    sort(fields)
    for _, field in ipairs(fields) do
      if prefix[field] == nil and #names < 5000 then
        prefix[field], note[field], names[#names + 1] = holder_prefix, holder_note, field
      end
    end
  end
  for _, global in ipairs(holders) do offer(names_in(_G[global]), global .. ".", "") end
  for _, module in ipairs(required) do offer(names_in(versions[module]), "", format(" of the module '%s'", module)) end
  for _, known in ipairs(libraries) do
    if type(_G[known]) == "table" then offer(names_in(_G[known]), known .. ".", "") end
  end
  local near = b_spelling.suggest(name, unpack(names))
  if near then return prefix[near] .. near, note[near] end
end

-- Another Lua test tool's words (busted's describe and it) for ours.
local foreign_words = { describe = "group", it = "test" }

-- Every error a protected call raises with a string: a call or index of a
-- nil global (`expect_topp(…)`, `rooter.x`), library field (`string.fromat`)
-- or method (`("x"):uper()`, `top:chidren()`) gets the nearest name there is.
b_prelude.provide("error_advice", function(message)
  -- An unset global read (the host's check, or Lua's own error) named as another tool names a test.
  local unset = message:match("^[^\n]-'([%w_]+)' is not set") or message:match("a nil value %(global '([%w_]+)'%)$")
  local ours = unset and foreign_words[unset]
  if ours and rawget(_G, ours) then
    -- Not a global that may be unset: the host's rawget hint would send the user the wrong way.
    local said = message:gsub("; to read one that may be unset, .*$", "")
    return format("%s (flowrun declares tests with test(name, function() … end) and groups them with "
      .. "group(name, function() … end): use %s)", said, ours)
  end
  -- An unset global named as a module of the project (`steps` for support/steps.lua): a require left out.
  local module = unset and b_spelling.module_named(unset)
  if module then
    local said = message:gsub("; to read one that may be unset, .*$", "")
    return format("%s; %s.lua is a module of the project: load it with local %s = require(%q)", said,
      (module:gsub("%.", "/")), unset, module)
  end
  -- The routes table left unset beside an imported routes_generated.lua: the require app.lua needs.
  if unset == "routes" and b_spelling.module_named("routes_generated") == "routes_generated" then
    local said = message:gsub("; to read one that may be unset, .*$", "")
    return format("%s; the project has routes_generated.lua (flowrun import-swift wrote it): "
      .. "set it in app.lua with routes = require(\"routes_generated\")", said)
  end
  local what, name = message:match("a nil value %((%a+) '([%w_]+)'%)$")
  if not what or message:find("(did you mean", 1, true) then return nil end
  local near, note
  if what == "global" then
    near = b_spelling.suggest(name, unpack(names_in(_G)))
  elseif what == "field" then
    near, note = field_meant(name)
  elseif what == "method" then
    local names = names_in(string)
    for _, methods in next, class_methods do names_in(methods, names) end
    near = b_spelling.suggest(name, unpack(names))
  end
  return near and format("%s (did you mean '%s'%s?)", message, near, note or "") or nil
end)

-- FlowSession.destinations: the destinations in `t` (default: the globals)
-- as { name, handle } pairs, sorted by name; then those in a plain table
-- held there (`screens.product`) that none of those is, each once, under
-- its first name; with `every`, each under every name it has.
b_prelude.provide("destinations", function(t, every)
  -- A module's table (`routes = require("routes_generated")`) is a facade
  -- with no fields of its own: its current version holds them.
  local function fields_of(value)
    local module = module_named(value)
    return module and module_versions()[module] or value
  end
  local held = fields_of(t or _G)
  local found, fields, listed = {}, {}, {}
  local function by_name(a, b) return a.name < b.name end
  for name, value in next, held do
    if type(name) == "string" and type(value) == "table" then
      local meta = getmetatable(value)
      if meta == classes.destination then
        found[#found + 1] = { name = name, handle = rawget(value, HANDLE) }
        listed[rawget(value, HANDLE)] = true
      elseif (meta == nil or module_named(value)) and value ~= held then
        for field, inner in next, fields_of(value) do
          if type(field) == "string" and type(inner) == "table" and getmetatable(inner) == classes.destination then
            fields[#fields + 1] = { name = name .. "." .. field, handle = rawget(inner, HANDLE) }
          end
        end
      end
    end
  end
  sort(fields, by_name)
  for _, entry in ipairs(fields) do
    if every or not listed[entry.handle] then found[#found + 1], listed[entry.handle] = entry, true end
  end
  sort(found, by_name)
  return found
end)

-- FlowSession.routeSpec: the name of the module whose table `t` is, or nil.
b_prelude.provide("module_named", function(t) return module_named(t) end)

-- FlowSession.expose: the Lua object for a Swift object.
b_prelude.provide("wrap", object)

-- FlowSession.openURL(_:cold:), whatever a flow did to `app`.
b_prelude.provide("relaunch", relaunch)
b_prelude.provide("check_options", check_options)
b_prelude.provide("suggest", function(word, ...) return b_spelling.suggest(word, ...) end)
b_prelude.provide("no_more", K.no_more)
b_prelude.provide("link_opening", K.link_opening)
b_prelude.provide("on_fuzz_row", K.on_fuzz_row)

-- FlowSession.interceptor(module:function:) and the like: a function that
-- looks up `require(module)[name]` at each call (so a reload swaps it) and
-- calls it as Lua code of that kind is called, with node proxies.
local module_callers = {
  interceptor = function(lookup) return function(context) return lookup()(context) end end,
  context_task = function(lookup) return function(id, context) lookup()(node(id), context) end end,
  post_task = function(lookup)
    return function(id, context, ...) lookup()(node(id), context, node_list({ ... })) end
  end,
  finder = function(lookup)
    return function(context)
      local found = lookup()(context)
      return found and node_handle(found, "a node (or nil) from find")
    end
  end,
}
b_prelude.provide("module_function", function(kind, module, name)
  local function lookup()
    local f = require(module)[name]
    if type(f) ~= "function" then error(format("%s.%s is not a function (got %s)", module, name, type(f)), 3) end
    return f
  end
  return module_callers[kind](lookup)
end)

return {}
