local R = ...
local format, type, ipairs, tostring, error = string.format, type, ipairs, tostring, error
local pairs, sort, unpack, concat = pairs, table.sort, table.unpack, table.concat

local declared = {}      -- every test, in declaration order
local groups = {}        -- the groups being declared, outermost first
local fixtures = {}      -- name -> function(t)
local fixture_lines = {} -- name -> where it is defined
local setting_up         -- the fixture the running test is setting up
local test_lines = {}    -- full name -> where it is declared
local running            -- the test running now, if any
local asserts = 0        -- the asserts the running test has made

-- Lua's assert, counted: a test that made one checked something.
local base_assert = assert
_G.assert = function(...)
  asserts = asserts + 1
  return base_assert(...)
end

local function copy(list)
  local out = {}
  for i, v in ipairs(list or {}) do out[i] = v end
  return out
end

-- " (did you mean 'x'?)" when `key` is most likely a misspelling of one of
-- `names` (sorted in place, for the caller to list), else "".
local function suggestion(key, names)
  sort(names)
  local near = type(key) == "string" and R.suggest(key, unpack(names))
  return near and format(" (did you mean '%s'?)", near) or ""
end

-- The options each takes, checked as the flow API checks its own.
local schemas = {
  test = { tags = "strings", fixtures = "strings", each = "table", skip = "string or boolean", only = "boolean" },
  group = { tags = "strings", fixtures = "strings", skip = "string or boolean", only = "boolean" },
}

-- test(name, fn) or test(name, options, fn); options: tags, skip, only, fixtures, each.
local function arguments(kind, name, options, fn)
  if fn == nil and type(options) == "function" then options, fn = nil, options end
  if type(name) ~= "string" then error(format("%s needs a name (a string), got %s", kind, type(name)), 3) end
  if not name:find("%S") then error(format("%s needs a name that says what it checks, got %q", kind, name), 3) end
  if type(fn) == "table" and type(options) == "function" then
    error(format("%s '%s': the options come before the function: %s(name, options, function() ... end)", kind, name, kind), 3)
  end
  if type(fn) ~= "function" then error(format("%s '%s' needs a function", kind, name), 3) end
  if options ~= nil and type(options) ~= "table" then error(format("%s '%s': options must be a table", kind, name), 3) end
  return name, R.check_options(options, format("%s '%s'", kind, name), 2, schemas[kind], 4), fn
end

-- A name as it is when valid UTF-8; else with U+FFFD in place of each byte
-- that does not decode, so the runner, its reports and the next run all see
-- the same valid text.
local utf8_len = utf8.len
local function valid_utf8(name)
  local parts, from = {}, 1
  while true do
    local ok, bad = utf8_len(name, from)
    if ok then parts[#parts + 1] = name:sub(from) break end
    parts[#parts + 1] = name:sub(from, bad - 1) .. "\u{FFFD}"
    from = bad + 1
  end
  return table.concat(parts)
end

local function inherited(field)
  local out = {}
  for _, g in ipairs(groups) do for _, v in ipairs(g[field]) do out[#out + 1] = v end end
  return out
end

local function label(value, index)
  if type(value) == "string" or math.type(value) == "integer" then return tostring(value) end
  if type(value) == "table" and value.name ~= nil then return tostring(value.name) end
  return tostring(index)
end

-- Tests and groups are declared as the file loads, never while a test runs
-- (the runner has listed them by then: one declared there would never run).
local function not_running(kind, name)
  if running then
    error(format("%s: %s '%s' is declared inside the test '%s', where it would never run; declare it at the file's top level or in a group",
      R.where() or "?", kind, name, running.name), 0)
  end
end

local function declare(name, options, fn, flags)
  not_running("test", name)
  local path = {}
  for i, g in ipairs(groups) do path[i] = g.name end
  local tags = inherited("tags")
  for _, tag in ipairs(options.tags or {}) do tags[#tags + 1] = tag end
  local where = R.where()
  -- A fixture a group and its test both ask for runs once; a name no
  -- fixture has is reported where it is asked for.
  local wanted, asked = {}, {}
  for _, g in ipairs(groups) do
    for _, f in ipairs(g.fixtures) do
      if not asked[f] then wanted[#wanted + 1], asked[f] = f, g.location or "?" end
    end
  end
  for _, f in ipairs(options.fixtures or {}) do
    if not asked[f] then wanted[#wanted + 1], asked[f] = f, where or "?" end
  end
  local skip = options.skip or flags.skip
  for _, g in ipairs(groups) do skip = skip or g.skip end
  local only = flags.only or options.only or false
  for _, g in ipairs(groups) do only = only or g.only end
  local function add(test_name, param, has_param)
    local full = concat(path, " › ") .. " › " .. test_name
    if test_lines[full] then
      error(format("%s: test '%s' is already declared at %s; tests are told apart by name (in --filter and the reports), so give each its own",
        where or "?", test_name, test_lines[full]), 0)
    end
    test_lines[full] = where or "?"
    declared[#declared + 1] = {
      name = valid_utf8(test_name), path = path, tags = tags, fixtures = wanted, asked = asked, fn = fn, param = param,
      has_param = has_param,
      skip = skip and (type(skip) == "string" and skip or "") or false, only = only and true or false,
      location = where,
    }
  end
  if options.each == nil and R.parameters(fn) >= 2 then
    error(format("%s: test '%s' takes a parameter after t, but has no 'each' to give it one (a misspelt variable given as each?)",
      where or "?", name), 0)
  end
  if options.each ~= nil and R.parameters(fn) == 1 then
    error(format("%s: test '%s' has 'each', so its function is called with the test context, then the value: "
      .. "function(t, value); with one parameter it would take the context for the value", where or "?", name), 0)
  end
  if options.each ~= nil then
    local count, last = 0, 0
    for key in pairs(options.each) do
      count = count + 1
      if math.type(key) ~= "integer" or key < 1 then
        error(format("%s: test '%s': 'each' must be a list of values, but has the key %s", where or "?", name, tostring(key)), 0)
      end
      if key > last then last = key end
    end
    if count == 0 then
      error(format("%s: test '%s': 'each' has no values, so it declares no test (give it a list of at least one value)", where or "?", name), 0)
    end
    if count ~= last then
      local hole = 1
      while options.each[hole] ~= nil do hole = hole + 1 end
      error(format("%s: test '%s': 'each' has nil at position %d of %d (a misspelt variable?), so that case would be lost", where or "?", name, hole, last), 0)
    end
    local labelled = {}
    for i, value in ipairs(options.each) do
      local case = label(value, i)
      if labelled[case] then
        error(format("%s: test '%s': its each values %d and %d both give the case the name [%s]; make them distinct "
          .. "(or give tables with a name field)", where or "?", name, labelled[case], i, case), 0)
      end
      labelled[case] = i
      add(format("%s [%s]", name, case), value, true)
    end
  else
    add(name, nil, false)
  end
end

local function declare_group(name, options, fn, flags)
  not_running("group", name)
  local entry = { name = valid_utf8(name), tags = copy(options.tags), fixtures = copy(options.fixtures),
                  skip = options.skip or flags.skip, only = flags.only or options.only, location = R.where() }
  groups[#groups + 1] = entry
  local before = #declared
  local ok, err = pcall(fn)
  groups[#groups] = nil
  if not ok then error(err, 0) end
  if #declared == before then
    error(format("%s: group '%s' declares no test (its tests go inside its function)", R.where() or "?", name), 0)
  end
end

local function callable(kind, body)
  local api
  local function with(flags, variant)
    local called = variant and kind .. "." .. variant or kind
    return function(name, options, fn, ...)
      if name == api then
        error(format("%s was called with a colon, which passes %s as its first argument: call it as %s(…), with a dot",
          called, kind, called), 2)
      end
      local extra, after = select("#", ...), ...
      if flags.skip and type(options) == "string" then
        options = { skip = options }
        -- skip(name, "why", options, fn): the options copied, as the flow may share them with other tests.
        if type(fn) == "table" then
          for key, value in pairs(fn) do options[key] = value end
          fn, extra, after = after, extra - 1, select(2, ...)
        end
      end
      -- test(name, fn, x): x is one argument too many (a table there is options put last, said by `arguments`).
      if type(options) == "function" and fn ~= nil and type(fn) ~= "table" then extra, after = extra + 1, fn end
      if extra > 0 then
        error(format("%s takes a name, options and a function, but was given %s after its function; the rest would be ignored",
          called, type(after) == "nil" and "nil" or "a " .. type(after)), 2)
      end
      name, options, fn = arguments(kind, name, options, fn)
      for _, flag in ipairs { "only", "skip" } do
        if flags[flag] and options[flag] == false then
          error(format("%s.%s '%s' has %s = false, which says the opposite: use %s(…) without it, or drop the false",
            kind, flag, name, flag, kind), 2)
        end
      end
      if type(options.skip) == "string" and not options.skip:find("%S") then
        error(format("%s '%s': skip needs a reason (skip = \"why\") or true, got an empty string", kind, name), 2)
      end
      for _, tag in ipairs(options.tags or {}) do
        if tag:find(",", 1, true) then
          error(format("%s '%s': the tag '%s' holds a comma, but --tag a,b selects a or b, so no --tag could select it; "
            .. "give it as two tags, or name it without the comma", kind, name, tag), 2)
        end
      end
      body(name, options, fn, flags)
    end
  end
  local plain = with({})
  api = setmetatable({ skip = with({ skip = true }, "skip"), only = with({ only = true }, "only") }, {
    __call = function(_, ...) return plain(...) end,
    __index = function(_, key)
      if key == "each" then
        error(format("%s has no 'each': a parameterised test is one with the each option, "
          .. "as in test(name, { each = { … } }, function(t, value) … end)", kind), 2)
      end
      error(format("%s has no '%s'%s; it has %s.only and %s.skip", kind, tostring(key),
        suggestion(key, { "only", "skip" }), kind, kind), 2)
    end,
  })
  return api
end

--- Declares a test: `test(name, [options,] function(t) ... end)`.
--- Options: `tags = {...}`, `fixtures = {...}`, `each = {...}` (one test per
--- value, passed as the second argument), `skip = "reason"`, `only = true`.
_G.test = callable("test", declare)
--- Groups tests under a name; options as for test (tags, fixtures, skip, only).
_G.group = callable("group", declare_group)

--- Defines a fixture: `fixture(name, function(t) ... return value end)`. A
--- test that lists it runs it in its fresh app first; `t.fixture[name]` is the value.
function _G.fixture(name, fn, ...)
  if type(name) ~= "string" or type(fn) ~= "function" then error("fixture needs a name and a function", 2) end
  if select("#", ...) > 0 then
    error(format("fixture '%s' takes a name and a function, but was given more; the rest would be ignored", name), 2)
  end
  if running then
    error(format("fixture '%s' is defined inside the test '%s', after its fixtures ran; define it at the file's top level (or in the app definition)",
      name, running.name), 2)
  end
  local where = R.where()
  if fixture_lines[name] then
    error(format("fixture '%s' is already defined at %s; a second definition would silently replace it, so give this one another name",
      name, fixture_lines[name]), 2)
  end
  fixtures[name], fixture_lines[name] = fn, where or "?"
end

-- For the runner: the tests declared, as plain values.
function R.list()
  local out = {}
  for i, t in ipairs(declared) do
    out[i] = { name = t.name, path = t.path, tags = t.tags, skip = t.skip, only = t.only, location = t.location or "" }
  end
  return out
end

-- " (did you mean 'x'?); its <what> are a, b" for a name not among `names`.
local function nearest(key, names, what)
  local near = suggestion(key, names)
  return format("%s; its %s %s", near, what, #names == 0 and "are none" or "are " .. concat(names, ", "))
end

-- A test's context `t`: a misspelt field (`t.parm`, `t.fixture.logged_n`)
-- is an error, not a nil that passes. A fixture that returned nil, and
-- `t.param` in a test without `each`, read nil.
local function test_context(t)
  local fixture = setmetatable({}, { __index = function(_, key)
    for _, name in ipairs(t.fixtures) do
      if name == key then return nil end
    end
    error(format("this test has no fixture '%s'%s", tostring(key), nearest(key, copy(t.fixtures), "fixtures")), 2)
  end })
  return setmetatable({ name = t.name, fixture = fixture, param = t.param }, { __index = function(_, key)
    if key == "param" then return nil end
    error(format("a test's context has no field '%s'%s", tostring(key), nearest(key, { "fixture", "name", "param" }, "fields")), 2)
  end })
end

-- A flow's function called as `unnamed(f)(…)`: a traceback names it by
-- where it is defined (<flows/a_test.lua:3>), not by this file's variable.
local function unnamed(f) return f end

-- For the runner: runs test `index` with its fixtures and returns true and
-- how many asserts it made, or returns false at once when the file declared
-- another test there this time.
function R.run(index, name)
  local t = declared[index]
  if t == nil or t.name ~= name then return false end
  asserts = 0
  -- Not reset when the test fails: nothing declares after that (the session is rewound or closed).
  running, setting_up = t, nil
  local context = test_context(t)
  for _, fixture_name in ipairs(t.fixtures) do
    local f = fixtures[fixture_name]
    if f == nil then
      local shown = #fixture_name > 200 and fixture_name:sub(1, 200) .. "…" or fixture_name
      local site = t.asked[fixture_name] or t.location
      local at = site and site .. ": " or ""
      local names = {}
      for defined in pairs(fixtures) do names[#names + 1] = defined end
      error(format("%sno fixture named '%s'%s; %s", at, shown, suggestion(fixture_name, names),
        #names == 0 and "no fixture is defined (define one with fixture(name, function(t) ... end))"
          or "the fixtures are " .. concat(names, ", ")), 0)
    end
    setting_up = fixture_name
    context.fixture[fixture_name] = unnamed(f)(context)
  end
  setting_up = nil
  local verdict, why
  if t.has_param then verdict, why = unnamed(t.fn)(context, t.param) else verdict, why = unnamed(t.fn)(context) end
  -- `return false` (or `nil, "why"`) meant as a failure: said, not ignored.
  if verdict == false or (verdict == nil and why ~= nil) then
    error(format("%sthe test function returned %s%s, as if to fail; a test fails by an expectation "
      .. "(expect(…), expect_equal(…)) or an error, so use one", t.location and t.location .. ": " or "", tostring(verdict),
      why ~= nil and format(", %q", tostring(why)) or ""), 0)
  end
  running = nil
  return true, asserts
end

-- For the runner, when a test failed: the fixture it was setting up then, and
-- where that fixture is defined; nothing when it failed in the test itself.
function R.fixture_in_progress()
  if setting_up then return setting_up, fixture_lines[setting_up] end
end

return R.list, R.run, R.fixture_in_progress
