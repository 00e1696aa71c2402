-- Unset globals: reading a global that nothing ever set, from a script's own
-- code, is an error at that line, not a nil to carry on with. Such a read
-- is most likely a misspelt name (`credt` for the local `credit`), and its
-- nil would pass an expectation or drop an item from a list. A name once
-- set, even to nil, reads nil as Lua's globals do; so do reads from the
-- host's own chunks (named "=[…]") and from C.
--
-- Run once in a new host, before the sandbox, with `suggest(word, ...)`,
-- the nearest of the names after `word` or nil. Returns the function that
-- installs the check on the globals in use (the sandbox's, once it has
-- run), to call after it.
local suggest = ...
local getinfo, getlocal, getupvalue, registry = debug.getinfo, debug.getlocal, debug.getupvalue, debug.getregistry()
local error, format, type, next, rawset, setmetatable = error, string.format, type, next, rawset, setmetatable
local sub, unpack = string.sub, table.unpack

-- Globals of older Luas and LuaJIT that portable code probes for
-- (`local unpack = unpack or table.unpack`): they read nil quietly.
local probes = { unpack = true, loadstring = true, setfenv = true, getfenv = true, module = true, bit32 = true, jit = true,
  newproxy = true, gcinfo = true }

-- The names the reading function could have meant: its locals and
-- upvalues (locals of the functions around it), then the globals; and
-- which of the two each is.
local function names_near(level, globals)
  local names, locals = {}, {}
  for i = 1, 250 do
    local name = getlocal(level, i)
    if name == nil then break end
    if sub(name, 1, 1) ~= "(" then names[#names + 1], locals[name] = name, true end
  end
  local fn = getinfo(level, "f").func
  for i = 1, 250 do
    local name = getupvalue(fn, i)
    if name == nil then break end
    names[#names + 1], locals[name] = name, true
  end
  for name in next, globals do
    if type(name) == "string" then names[#names + 1] = name end
  end
  return names, locals
end

return function()
  local globals, set = registry[2], {}
  -- What exists now counts as set: setting a library to nil later reads nil.
  for name in next, globals do set[name] = true end
  setmetatable(globals, {
    __newindex = function(t, name, value)
      set[name] = true
      rawset(t, name, value)
    end,
    -- Names set elsewhere than in the globals (a module's own environment) count as set too.
    __declare = function(name) set[name] = true end,
    __index = function(_, name)
      if set[name] or probes[name] or type(name) ~= "string" then return nil end
      local caller = getinfo(2, "S")
      if caller == nil or caller.what == "C" or sub(caller.source, 1, 2) == "=[" then return nil end
      local names, locals = names_near(3, globals)
      local near = suggest(name, unpack(names))
      local meant = near and format(" (did you mean the %s '%s'?)", locals[near] and "local" or "global", near) or ""
      error(format("'%s' is not set%s: no global has that name; to read one that may be unset, give it a first value "
        .. "(%s = nil) or read it with rawget(_G, \"%s\")", name, meant, name, name), 2)
    end,
  })
end
