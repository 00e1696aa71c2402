-- The kernel the prelude's modules build on: Swift objects (a table holding
-- the handle of a Swift object, of its kind's class), the checks of the
-- public functions' arguments, and helpers every module uses. Its exports,
-- like every module's, join the kernel table the modules after it receive.
local B, K = ...
local b_objects, b_waits, b_spelling = B.objects, B.waits, B.spelling
local error, format, type, tostring, rawget, getmetatable, setmetatable, ipairs =
      error, string.format, type, tostring, rawget, getmetatable, setmetatable, ipairs
local next, sort, concat, unpack, pairs, select = next, table.sort, table.concat, table.unpack, pairs, select
local current_function = K.reloadable.current
local HANDLE = setmetatable({}, { __name = "handle key" })

-- Read once: a flow that replaces it cannot make a wait return early. A wait
-- yields only on an interceptor's own thread (one flowrun drives): anywhere
-- else, a coroutine the flow made would receive flowrun's wait instead.
local yield, isyieldable = coroutine.yield, coroutine.isyieldable
local function in_interceptor() return isyieldable() and b_waits.in_interceptor() end

-- What a nil argument's message adds (most often a misspelt name).
local nil_hint = b_spelling.nil_hint()

-- How many values a call returned, then the values: a function that ends
-- without `return` is told from one returning nil.
local function returned(...) return select("#", ...), ... end

-- " (did you mean 'search'?)" when `word` is most likely a misspelling of one of `names`, else "".
local function did_you_mean(word, names)
  local near = type(word) == "string" and b_spelling.suggest(word, unpack(names))
  return near and format(" (did you mean '%s'?)", near) or ""
end

-- Swift objects: a table holding the handle of a Swift object, of the class
-- of its kind; collected tables release their object. Swift lists the kinds
-- (one class each) and says the kind of each object it hands over.
local classes, class_methods = {}, {}
-- What a flow most likely missed when it asks an object for a method it
-- does not have yet: kind -> method -> the fix.
local missing_step = {
  step_assembly = {
    assemble = "a step needs :using(action) and :from(origin) before :assemble()",
    from = "a step needs :using(action) before :from(origin)",
  },
  action_chain = { assemble = "a chain needs :from(origin) before :assemble()" },
  integrator = {
    assemble = "a chain needs :using(action) and :from(origin) before :assemble()",
    from = "a chain needs :using(action) before :from(origin)",
  },
}
local single_step_use = "a single step is a link of a chain: route.chain(step):using(action):from(origin):assemble(), "
  .. "or another step's origin, as in :from(step)"
missing_step.intermediate = { using = single_step_use, from = single_step_use, assemble = single_step_use }
local assembled = "it is assembled already: add to the step before its :assemble()"
missing_step.destination = {
  adding = assembled .. ", or give every navigation the piece with router:add(…)",
  using = assembled, from = assembled, assemble = "it is assembled already: navigate to it as it is",
}
local kinds, kind_displays = b_objects.kinds()
local display_of = {}
for i, kind in ipairs(kinds) do display_of[kind] = kind_displays[i] end
-- "a step assembly": an object kind as a message names it.
local function kind_name(kind)
  if kind == "links" then return "a link table" end
  local name = display_of[kind] or kind
  return (name:find("^[aeiou]") and "an " or "a ") .. name
end
for _, kind in ipairs(kinds) do
  local methods = {}
  class_methods[kind] = methods
  classes[kind] = {
    __name = kind,
    __gc = function(self) b_objects.release(rawget(self, HANDLE)) end,
    __tostring = function() return kind end,
    __index = function(_, key)
      local method = methods[key]
      if method == nil then
        local fix = missing_step[kind] and missing_step[kind][key]
        if fix then error(format("%s has no field '%s' (%s)", kind_name(kind), tostring(key), fix), 2) end
        local names = {}
        for name in next, methods do names[#names + 1] = name end
        sort(names)
        error(format("%s has no field '%s'%s; its methods are %s", kind_name(kind), tostring(key), did_you_mean(key, names),
          #names == 0 and "none" or concat(names, ", ")), 2)
      end
      return method
    end,
  }
end

-- A method called with a dot (`links.add(p, d)`) takes its first argument
-- for `self`: said as that, at the flow's line (level 3: the method's caller).
local function colon_call(owner, name)
  error(format("'%s' is a method of %s: call it with a colon, :%s(…), not .%s(…)", name, owner, name, name), 3)
end

-- More arguments than `name` reads: an error at `level`, never dropped.
local function too_many(name, most, given, level)
  local takes = most == 0 and "no arguments" or most == 1 and "one argument" or most .. " arguments"
  error(format("%s takes %s, but was given %d; the rest would be ignored", name, takes, given), level + 1)
end

-- Gives the objects of `kind` their methods; each checks it was called on
-- one and was given no more arguments than the method reads, then
-- tail-calls the method, so its errors' levels are unchanged. A
-- tail call leaves the method's frame unnamed: the host's method names
-- name it, so a bad argument is reported against `kind:method`, not the
-- binding's name.
local function object_class(kind, methods)
  local own, class = class_methods[kind], classes[kind]
  if own == nil then error("no Swift object kind '" .. tostring(kind) .. "'", 2) end
  local method_names = require("luakit").method_names
  for name, method in pairs(methods) do
    method_names[method] = name
    local most = b_objects.parameters(method) - 1
    own[name] = function(self, ...)
      if getmetatable(self) ~= class then colon_call(kind_name(kind), name) end
      if most >= 0 and select("#", ...) > most then too_many(kind .. ":" .. name, most, select("#", ...), 2) end
      return method(self, ...)
    end
  end
end

-- The object for a handle and kind, as the bindings return them.
local function object(handle, kind) return setmetatable({ [HANDLE] = handle }, classes[kind]) end

-- The handle of an object; anything else as it is, so Swift can say what
-- was passed instead of what was expected.
local function handle(value)
  if type(value) == "table" then return rawget(value, HANDLE) or value end
  return value
end

-- The API's own tables (app, route, route.nav…), filled as they are built:
-- one given where an argument goes is most likely `route:step{…}` for
-- `route.step{…}`, which passes the table first.
local api_tables = {}
local function dot_call(value, name, level)
  if api_tables[value] then
    error(format("%s was called with a colon, which passes %s as its first argument: call it as %s(…), with a dot",
      name, api_tables[value], name), level + 1)
  end
end

-- Checks of a public function's optional arguments: a bad one is an error
-- at the flow's line (the caller of the public function) naming both.
-- `first` is the function's first argument: an API table there (a colon
-- call) is what to say when a later argument is wrong.
local function optional(value, expected, name, n, first)
  if value ~= nil and type(value) ~= expected then
    dot_call(first, name, 2)
    error(format("bad argument #%d to '%s' (%s expected, got %s)", n, name, expected, type(value)), 3)
  end
  return value
end

-- Arguments past the `most` a public function reads: an error naming it,
-- never dropped (`route.interceptor(f, { name = "auth" })`).
-- `first` is its first argument (nil when it takes none): an API table
-- there, or first among the extra ones, is a colon call, said as that.
local function no_more(name, most, first, ...)
  dot_call(first, name, 3)
  dot_call((...), name, 3)
  if select("#", ...) > 0 then too_many(name, most, most + select("#", ...), 3) end
end

-- What a value is, for a bad argument: its type, or a flowrun object's kind.
local function kind_of(value)
  local meta = type(value) == "table" and getmetatable(value)
  local kind = type(meta) == "table" and rawget(meta, "__name")
  return type(kind) == "string" and (display_of[kind] or kind:gsub("_", " ")) or type(value)
end

local function check_function(f, what)
  if type(f) ~= "function" then
    dot_call(f, what:match("^[%w_.:]+"), 3)
    error(format("%s needs a function, got %s%s", what, type(f), f == nil and nil_hint or ""), 3)
  end
end

-- A function the flow hands over, as Swift names it in traces: the function
-- that defines it (a module's own, for a module function) and the name
-- flowrun knows it by (nil: Swift finds it among the caller's variables).
local function named(fn)
  local defined, name = current_function(fn)
  if name == nil then return fn, nil end
  return type(defined) == "function" and defined or fn, name
end

return {
  HANDLE = HANDLE,
  yield = yield,
  in_interceptor = in_interceptor,
  returned = returned,
  did_you_mean = did_you_mean,
  classes = classes,
  class_methods = class_methods,
  colon_call = colon_call,
  object_class = object_class,
  object = object,
  handle = handle,
  api_tables = api_tables,
  dot_call = dot_call,
  optional = optional,
  no_more = no_more,
  kind_of = kind_of,
  check_function = check_function,
  named = named,
}
