-- Calls every function of the flow API with hostile values (nil, NaN, ±inf,
-- extreme integers, huge and invalid UTF-8 strings, cyclic and 100,000-deep
-- tables, tables whose metamethods fail, yield or call back into the API),
-- one test per function. Each call must end in a result or in an error that
-- names this file's line: never a crash, a hang or an error without a place.
--
-- The functions are found at run time by walking the globals flowrun
-- installs; the methods of flowrun's objects come from `hostile_methods`
-- (written by the end-to-end test from flowrun's own editor annotations),
-- when present.

local FILE = "every_api_test.lua"

local STANDARD = {}
for name in ("_G _VERSION assert collectgarbage coroutine debug dofile error getmetatable io ipairs load loadfile math "
  .. "next os package pairs pcall print rawequal rawget rawlen rawset require select setmetatable string table "
  .. "tonumber tostring type utf8 warn xpcall"):gmatch("%S+") do
  STANDARD[name] = true
end

-- Every function reachable from flowrun's globals (three tables deep), and
-- the tables callable through __call, by dotted name.
local function api_functions()
  local found, seen = {}, {}
  local function walk(prefix, value, depth)
    if type(value) == "function" then found[prefix] = value return end
    if type(value) ~= "table" or seen[value] or depth > 3 then return end
    seen[value] = true
    local meta = getmetatable(value)
    if type(meta) == "table" and rawget(meta, "__call") then found[prefix] = value end
    for key, field in next, value do
      if type(key) == "string" then walk(prefix .. "." .. key, field, depth + 1) end
    end
  end
  for name, value in next, _G do
    if type(name) == "string" and not STANDARD[name] then walk(name, value, 1) end
  end
  local names = {}
  for name in next, found do names[#names + 1] = name end
  table.sort(names)
  return names, found
end

local ok_methods, methods = pcall(require, "hostile_methods")
if not ok_methods or type(methods) ~= "table" then methods = { object = {}, node = {} } end

-- The hostile values, made once in each test (tests run from a fresh app).
local made
local function hostile_values()
  if made then return made end
  local values = {}
  made = values
  local function add(label, value) values[#values + 1] = { label = label, value = value } end
  add("nil", nil)
  add("NaN", 0 / 0)
  add("+inf", math.huge)
  add("-inf", -math.huge)
  add("mininteger", math.mininteger)
  add("maxinteger", math.maxinteger)
  add("-1", -1)
  add("0", 0)
  add("2^63", 2.0 ^ 63)
  add("huge string", string.rep("x", 10 * 1024 * 1024))
  add("invalid UTF-8", "\xff\xfe\xc3(\x80")
  add("empty string", "")
  local cyclic = { class = "A" }
  cyclic[1], cyclic.self, cyclic.children, cyclic.properties = cyclic, cyclic, { cyclic }, cyclic
  add("cyclic table", cyclic)
  local deep = {}
  local inner = deep
  for _ = 1, 100000 do
    local next_level = {}
    inner[1], inner.children = next_level, { next_level }
    inner = next_level
  end
  add("100,000-deep table", deep)
  local names = { "__index", "__newindex", "__len", "__tostring", "__eq", "__lt", "__le", "__concat", "__call",
    "__pairs", "__unm", "__add" }
  local function with_metamethods(label, behaviour)
    local meta = {}
    for _, name in ipairs(names) do meta[name] = behaviour end
    add(label, setmetatable({}, meta))
  end
  with_metamethods("metamethods that fail", function() error("hostile metamethod failed") end)
  with_metamethods("metamethods that yield", function() return coroutine.yield("hostile") end)
  with_metamethods("metamethods that call the API", function() app.back() return app.top() end)
  add("function", function() error("hostile function called") end)
  add("coroutine", coroutine.create(function() end))
  if io and io.stdout then add("userdata", io.stdout) end
  return values
end

-- What a call's error must look like: a string naming this file and a
-- line, or with no position at all (Lua's own messages raised in this
-- file's metamethods, such as a yield outside a coroutine: flowrun puts the
-- flow's line before them when it reports them). Never flowrun's own lines.
local function placed(message)
  if type(message) ~= "string" then return false end
  return message:find(FILE .. ":%d+:") ~= nil or message:find("^[^\n]-:%d+: ") == nil
end

-- Reads how a navigation or link opening among `results` stands, so that
-- the test does not fail on one it left unread.
local function read(results)
  for i = 1, results.n do
    if type(results[i]) == "table" then pcall(function() return results[i].ok end) end
  end
  return results
end

-- Calls f without a tail call, so that error levels see the caller's line.
local function call_of(f)
  return function(...)
    local results = read(table.pack(f(...)))
    return table.unpack(results, 1, results.n)
  end
end

local function describe(message)
  if type(message) ~= "string" then return "a " .. type(message) .. " error value" end
  return string.format("%q", message:sub(1, 160))
end

local function launch()
  app.class("A")
  app.launch(app.tab_bar({ app.screen("A"), app.navigation { app.screen("A") } }))
end

-- pcall(f), for a sweep that calls the expectations with hostile values too:
-- inside expect_error, the expectations failing are meant, not errors caught.
local function attempt(f)
  local ok, raised
  expect_error(function()
    ok, raised = pcall(f)
    error("attempted", 0)
  end)
  return ok, raised
end

-- Calls f with each pattern of each hostile value; returns the failures
-- that are not errors at this file's lines.
local function sweep(label, call)
  local problems = {}
  for _, v in ipairs(hostile_values()) do
    local value, node = v.value, app.top()
    local patterns = {
      function() return call(value) end,
      function() return call(value, value, value) end,
      function() return call("A", value) end,
      function() return call(node, value) end,
      function() return call("A", value, value) end,
    }
    for i, pattern in ipairs(patterns) do
      local ok, message = attempt(call_of(pattern))
      if not ok and not placed(message) then
        problems[#problems + 1] = string.format("%s with %s (pattern %d): %s", label, v.label, i, describe(message))
      end
    end
  end
  return problems
end

local function report(problems)
  expect(#problems == 0, #problems .. " error(s) without this file's line:\n" .. table.concat(problems, "\n"))
end

local names, functions = api_functions()
for _, name in ipairs(names) do
  test("hostile " .. name, function()
    launch()
    local f = functions[name]
    report(sweep(name, call_of(f)))
  end)
end

-- Methods of flowrun's objects, on one object of each kind.
local function objects()
  local links = route.links()
  local destination = route.step { finder = route.class_finder("A"), factory = route.class_factory("A") }
    :using(route.nav.push()):from(route.navigation_controller()):using(route.general.present_modally())
    :from(route.general.current()):assemble()
  -- Read, so that the test does not fail on a link opening it left unread.
  local navigation, link = router:navigate(destination, "x"), open_url("hostile://x")
  local _, _ = navigation.kind, link.kind
  return {
    node = app.top(), root = app.root(), links = links, destination = destination,
    step = route.step { finder = route.class_finder("A"), factory = route.class_factory("A") },
    chain = route.chain(route.single_step { finder = route.class_finder("A"), factory = route.class_factory("A") }),
    switch = route.switch(), complete = route.complete_factory(route.tab_bar_factory("UITabBarController")),
    navigation = navigation, link = link,
  }
end

local object_kinds = {}
for kind in next, { node = 1, root = 1, links = 1, destination = 1, step = 1, chain = 1, switch = 1, complete = 1,
  navigation = 1, link = 1 } do object_kinds[#object_kinds + 1] = kind end
table.sort(object_kinds)

for _, kind in ipairs(object_kinds) do
  test("hostile methods of a " .. kind, function()
    launch()
    local problems = {}
    for _, method in ipairs(methods.object) do
      local object = objects()[kind]
      local ok, bound = pcall(function() return object[method] end)
      if ok and type(bound) == "function" then
        for _, problem in ipairs(sweep(kind .. ":" .. method, call_of(function(...) return bound(object, ...) end))) do
          problems[#problems + 1] = problem
        end
      end
    end
    report(problems)
  end)
end

test("hostile values set on a node's fields", function()
  launch()
  local problems = {}
  local fields = { "custom" }
  for _, field in ipairs(methods.node) do fields[#fields + 1] = field end
  for _, field in ipairs(fields) do
    for _, v in ipairs(hostile_values()) do
      local node = app.top()
      local ok, message = pcall(function() node[field] = v.value end)
      if not ok and not placed(message) then
        problems[#problems + 1] = string.format("node.%s = %s: %s", field, v.label, describe(message))
      end
    end
  end
  report(problems)
end)
