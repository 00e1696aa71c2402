-- For AnnotationTests: the live flow API of a session with the test API
-- installed, to compare with the annotations (Templates/flowrun.lua).
-- Returns:
-- 1. the public names, one a line, sorted, spelled as the annotations spell
--    them with dots: every function (or callable table, like `test`) among
--    the globals flowrun installs and in their tables down to one level of
--    nesting (`app.class`, `route.nav.push`, `test.skip`); any other value
--    there is listed too, with its type, since it is public as well;
-- 2. the methods of flowrun's objects, one a line, sorted, as the
--    annotations' classes spell them (`Step.adding`, `Links.add`).

local STANDARD = {}
for name in ("_G _VERSION assert collectgarbage coroutine debug dofile error getmetatable io ipairs load loadfile math "
  .. "next os package pairs pcall print rawequal rawget rawlen rawset require select setmetatable string table "
  .. "tonumber tostring type utf8 warn xpcall"):gmatch("%S+") do
  STANDARD[name] = true
end

local function callable(value)
  if type(value) == "function" then return true end
  local meta = getmetatable(value)
  return type(value) == "table" and type(meta) == "table" and rawget(meta, "__call") ~= nil
end

local names = {}
local function walk(name, value, depth)
  if callable(value) then
    names[#names + 1] = name
  elseif type(value) ~= "table" then
    names[#names + 1] = name .. " (a " .. type(value) .. ")"
  end
  if type(value) == "table" and depth < 3 then
    for key, field in pairs(value) do
      if type(key) == "string" then walk(name .. "." .. key, field, depth + 1) end
    end
  end
end
for name, value in pairs(_G) do
  if type(name) == "string" and not STANDARD[name] then walk(name, value, 1) end
end
table.sort(names)

-- The methods of flowrun's objects, by the annotations' class names: an
-- object's __index closes over its class's `methods` table (read through
-- debug, so the session must be unsafe). Each stage of a step being
-- assembled is a class of its own, as the annotations declare it.
app.class("Screen")
local function step() return route.step { finder = route.class_finder("Screen"), factory = route.class_factory("Screen") } end
local present = route.general.present_modally()
local objects = {
  Destination = { step():using(present):from(route.general.current()):assemble() },
  Step = { step() },
  ActionChain = { step():using(present) },
  CompleteChain = { step():using(present):from(route.general.current()) },
  Chain = { route.chain(route.navigation_controller()) },
  SingleStep = { route.single_step { finder = route.class_finder("Screen"), factory = route.class_factory("Screen") }, route.navigation_controller() },
  Links = { route.links() },
  Switch = { route.switch() },
  CompleteFactory = { route.complete_factory(route.tab_bar_factory()) },
  Finder = { route.class_finder("Screen") },
  Adapter = { app.adapter(app.make("UINavigationController")) },
  RouterWrapper = { route.global_interceptor_router(router) },
  SingleNavigationLock = { route.single_navigation_lock() },
}
local methods = {}
for class, list in pairs(objects) do
  for _, object in ipairs(list) do
    local index = getmetatable(object).__index
    -- A plain table of methods (an adapter's), or a function closing over one.
    if type(index) == "table" then
      for method in pairs(index) do methods[class .. "." .. method] = true end
    end
    for i = 1, type(index) == "function" and math.huge or 0 do
      local name, value = debug.getupvalue(index, i)
      if name == nil then error("no methods table behind a " .. tostring(object)) end
      if name == "methods" then
        for method in pairs(value) do methods[class .. "." .. method] = true end
        break
      end
    end
  end
end
local method_names = {}
for name in pairs(methods) do method_names[#method_names + 1] = name end
table.sort(method_names)

return table.concat(names, "\n"), table.concat(method_names, "\n")
