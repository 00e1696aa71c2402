-- Makes what flows see the same on every run, sandboxed or not. Run once in
-- a new host, before `print` and the sandbox are set up, with:
--   order: C functions { pairs = ..., id = ... } (CLuaOrder.c)
--   now:   the virtual clock's seconds (0 without an app)
--   seed:  the random seed every session starts from
--   epoch: what os.time() reads when the virtual clock is at 0
-- luacheck: globals pairs tostring string math os
local order, now, seed, epoch = ...

local type, select, rawget, error = type, select, rawget, error
local getmetatable = debug.getmetatable
local real_tostring, format, find, sub = tostring, string.format, string.find, string.sub
local pack, unpack = table.pack, table.unpack
local floor = math.floor
local id = order.id

-- pairs: keys in a total order instead of the hash's (seeded from time and addresses).
pairs = order.pairs

local named = { table = true, ["function"] = true, thread = true, userdata = true }

-- tostring: "table: 3" (first-seen number) instead of an address; __tostring
-- and __name are honoured as Lua's own tostring honours them.
tostring = function(...)
  if select("#", ...) == 0 then error("bad argument #1 to 'tostring' (value expected)", 2) end
  local value = ...
  local kind = type(value)
  if not named[kind] then return real_tostring(value) end
  local metatable = getmetatable(value)
  if metatable then
    if rawget(metatable, "__tostring") ~= nil then return real_tostring(value) end
    local name = rawget(metatable, "__name")
    if type(name) == "string" then kind = name end
  end
  return kind .. ": " .. id(value)
end
local tostring = tostring

-- string.format's %s uses the stable tostring too (Lua's own would print addresses).
local function needs_names(...)
  for i = 1, select("#", ...) do
    if named[type((select(i, ...)))] then return true end
  end
  return false
end

string.format = function(pattern, ...)
  if type(pattern) ~= "string" or not needs_names(...) then return format(pattern, ...) end
  local arguments = pack(...)
  local position, argument = 1, 0
  while true do
    local start, stop, conversion = find(pattern, "%%[-+ #0]*%d*%.?%d*(.?)", position)
    if not start then break end
    position = stop + 1
    if conversion ~= "%" then
      argument = argument + 1
      if conversion == "s" and named[type(arguments[argument])] then
        arguments[argument] = tostring(arguments[argument])
      end
    end
  end
  return format(pattern, unpack(arguments, 1, arguments.n))
end

-- File handles print as "file" or "file (closed)", without their address.
local file_metatable = getmetatable(io.stdout)
local file_tostring = file_metatable.__tostring
file_metatable.__tostring = function(file)
  return (string.gsub(file_tostring(file), " %(0x%x+%)", ""))
end

-- math.random: every session starts from the same seed, and randomseed()
-- without an argument goes back to it rather than to the time.
local randomseed = math.randomseed
randomseed(seed)
math.randomseed = function(...)
  if select("#", ...) == 0 then return randomseed(seed) end
  return randomseed(...)
end

-- Time: a fixed epoch plus the app's virtual clock; dates in UTC.
local time, date = os.time, os.date
os.time = function(...)
  if select("#", ...) == 0 or ... == nil then return epoch + floor(now()) end
  return time(...)
end
os.clock = function() return now() end
os.date = function(pattern, when, ...)
  if pattern == nil then pattern = "%c" end
  if type(pattern) == "string" and sub(pattern, 1, 1) ~= "!" then pattern = "!" .. pattern end
  if when == nil then when = epoch + floor(now()) end
  return date(pattern, when, ...)
end
