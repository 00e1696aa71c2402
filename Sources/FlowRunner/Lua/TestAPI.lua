local R = ...
local format, type, ipairs, tostring, error = string.format, type, ipairs, tostring, error
local pairs, sort, concat = pairs, table.sort, table.concat
-- Read once, so a flow that replaces them cannot break the test API.
local select, setmetatable, getmetatable, pcall = select, setmetatable, getmetatable, pcall
local math_type, max, io_open = math.type, math.max, io.open

local declared = {}      -- every test, in declaration order
local groups = {}        -- the groups being declared, outermost first
local fixtures = {}      -- name -> function(t)
local fixture_lines = {} -- name -> where it is defined
-- Starting states: name -> function() that brings a fresh app there, where
-- each is defined, and their names in order. "launch", the app as its
-- definition launched it, is always the first.
local states = { launch = function() end }
local state_lines = { launch = "flowrun (the app as launched)" }
local state_order = { "launch" }
local file_scope = { before = {}, after = {} } -- the hooks of every test of the file
local setting_up         -- what the running test is setting up ("fixture 'x'", "state 'y'", "before_each"), if anything
local setting_up_line    -- where that is defined
local test_lines = {}    -- full name (groups and name joined by " › ", as its id) -> where it is declared
local test_names = {}    -- full name -> the name of the test declared with it
local running            -- the test running now, if any
local asserts = 0        -- the asserts the running test has made
local skipped            -- why the running test skipped itself (t.skip), if it did
local skip_said          -- the error t.skip raised then, without its place
local Axis = { __name = "matrix axis" } -- the metatable of fixtures { … } and states { … }
-- A matrix read into its cases (Matrix.lua), and a row's name field.
local Matrix = R.matrix(R.suggest, Axis)
local row_name = Matrix.row_name

-- Lua's assert, counted: a test that made one checked something. It fails
-- as Lua's does, its message placed at the line that called it.
_G.assert = function(...)
  asserts = asserts + 1
  if select("#", ...) == 0 then error("bad argument #1 to 'assert' (value expected)", 2) end
  if (...) then return ... end
  local message = select("#", ...) < 2 and "assertion failed!" or select(2, ...)
  error(message, 2)
end

local copy, suggestion = Matrix.copy, Matrix.suggestion

-- " (did you mean 'x'?); its <what> are a, b" for a name not among `names`.
local function nearest(key, names, what)
  local near = suggestion(key, names)
  return format("%s; its %s %s", near, what, #names == 0 and "are none" or "are " .. concat(names, ", "))
end

-- The options each takes, checked as the flow API checks its own.
local schemas = {
  test = { tags = "strings", fixtures = "strings", each = "table", matrix = "table", skip = "string or boolean", only = "boolean" },
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
  if options ~= nil and getmetatable(options.fixtures) == Axis then
    error(format("%s '%s': fixtures { … } makes a matrix axis; the fixtures option takes a plain list (fixtures = { \"a\" }), "
      .. "or put the axis in the matrix (matrix = { user = fixtures { … } })", kind, name), 3)
  end
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
  return concat(parts)
end

local function inherited(field)
  local out = {}
  for _, g in ipairs(groups) do for _, v in ipairs(g[field]) do out[#out + 1] = v end end
  return out
end


-- How an each case is named: by its value, its row's name, else its position.
local function label(value, index)
  local kind = type(value)
  if kind == "string" or kind == "boolean" or math_type(value) == "integer" then return tostring(value) end
  return row_name(value) or tostring(index)
end

-- Registers `fn` as the `kind` (fixture, state) named `name`: refused when
-- given more than a name and a function, inside a running test, or when the
-- name is taken (a second definition would silently replace the first).
local function define(kind, registry, lines, name, fn, extra, too_late)
  if extra > 0 then
    error(format("%s '%s' takes a name and a function, but was given more; the rest would be ignored", kind, name), 3)
  end
  if running then
    error(format("%s '%s' is defined inside the test '%s'%s; define it at the file's top level (or in the app definition)",
      kind, name, running.name, too_late or ""), 3)
  end
  if lines[name] then
    error(format("%s '%s' is already defined at %s; a second definition would silently replace it, so give this one another name",
      kind, name, lines[name]), 3)
  end
  registry[name], lines[name] = fn, R.where() or "?"
end


local function names_list(kind, names, level)
  if type(names) ~= "table" or getmetatable(names) ~= nil then
    error(format("%s needs a list of names, as in %s { \"a\", \"b\" }, got %s", kind, kind, type(names)), level)
  end
  local count, last, seen = 0, 0, {}
  for key, item in pairs(names) do
    if math_type(key) ~= "integer" or key < 1 then error(format("%s: the list has the key %s; give a list of names", kind, tostring(key)), level) end
    if type(item) ~= "string" or not item:find("%S") then
      error(format("%s: item %d must be a name (a string), got %s", kind, key, type(item) == "string" and format("%q", item) or type(item)), level)
    end
    if seen[item] then error(format("%s: the list names '%s' twice", kind, item), level) end
    seen[item], count, last = true, count + 1, max(last, key)
  end
  if count == 0 then error(format("%s: the list is empty, so the axis has no case", kind), level) end
  if count ~= last then error(format("%s: the list has nil at a position (a misspelt variable, or a name without quotes?)", kind), level) end
  return copy(names)
end

--- `fixtures { "guest", "logged_in" }`: a matrix axis whose cases each run one of these fixtures first.
function _G.fixtures(names, ...)
  if select("#", ...) > 0 then error("fixtures takes one list of names; the rest would be ignored", 2) end
  return setmetatable({ kind = "fixtures", values = names_list("fixtures", names, 3) }, Axis)
end

--- `states { "launch", "cart_modal" }` (or `states()`, every state defined
--- so far): a matrix axis whose cases each start from one of these states.
function _G.states(names, ...)
  if select("#", ...) > 0 then error("states takes one list of names; the rest would be ignored", 2) end
  if names == nil then return setmetatable({ kind = "states", values = copy(state_order) }, Axis) end
  return setmetatable({ kind = "states", values = names_list("states", names, 3) }, Axis)
end

--- Defines a starting state: `state(name, function() ... end)` brings a
--- fresh app there; `state(name, "captures/x.txt")` launches it from a
--- hierarchy captured on a device (a matrix's `states { … }` axis,
--- `flowrun links --fuzz --from`). A capture's `{ launch = true }` makes
--- it how the app launches (a cold start relaunches it), `{ launch = false }`
--- a moment of the running app (a cold start relaunches the app's own tree).
function _G.state(name, fn, options, ...)
  if type(name) ~= "string" or not name:find("^[%w_%-%.]+$") then
    error(format("state needs a name of letters, digits, _, - and . (it is shown in case names, from=%s), got %s",
      tostring(name), type(name) == "string" and format("%q", name) or type(name)), 2)
  end
  local extra = select("#", ...) + (options ~= nil and 1 or 0)
  if type(fn) == "string" then
    -- A hierarchy captured on a device: the state is the app launched from it, as its launch or a moment of it.
    local capture = fn
    if options ~= nil and select("#", ...) == 0 then
      extra = 0
      if type(options) ~= "table" then
        error(format("state '%s': the options of a captured state are a table ({ launch = true } or { launch = false }), got %s",
          name, type(options)), 2)
      end
      for key, value in pairs(options) do
        if key ~= "launch" then
          error(format("state '%s': a captured state has no option '%s'%s; its option is launch (true or false)", name,
            tostring(key), suggestion(key, { "launch" })), 2)
        end
        if type(value) ~= "boolean" then
          error(format("state '%s': launch is true (the capture is how the app launches) or false (a moment of the running app), got %s",
            name, type(value)), 2)
        end
      end
    end
    local file, why = io_open(capture)
    if not file then error(format("state '%s': %s", name, tostring(why)), 2) end
    file:close()
    local launch = options and options.launch
    fn = function() _G.app.launch_from(capture, { launch = launch }) end
  elseif type(fn) ~= "function" then
    error(format("state '%s' needs a function that brings the app there, or a captured hierarchy's path, got %s", name, type(fn)), 2)
  end
  define("state", states, state_lines, name, fn, extra)
  state_order[#state_order + 1] = name
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
  -- The test function's last line: `flowrun test file:line` runs the test whose lines hold it. Only a
  -- function written in the declaration counts (one defined elsewhere spans other lines, or another file).
  local _, defined, last_line = R.parameters(fn)
  local file, line = (where or ""):match("^(.*):(%d+)$")
  local defined_file, defined_line = (defined or ""):match("^(.*):(%d+)$")
  if file == nil or file ~= defined_file or tonumber(defined_line) < tonumber(line) then last_line = nil end
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
  local scopes = { file_scope }
  for i, g in ipairs(groups) do scopes[i + 1] = g end
  local function add(test_name, param, has_param, case_fixtures, case_asked, case_states)
    local parts = copy(path)
    parts[#parts + 1] = test_name
    local full = concat(parts, " › ")
    if test_lines[full] and test_names[full] == test_name then
      error(format("%s: test '%s' is already declared at %s; tests are told apart by name (in --filter and the reports), so give each its own",
        where or "?", test_name, test_lines[full]), 0)
    elseif test_lines[full] then
      error(format("%s: test '%s' has the full name '%s' of the test declared at %s (groups' names and the test's are joined by ' › '); "
        .. "tests are told apart by it (in --list, --filter, --last-failed and the reports), so give each its own", where or "?", test_name, full,
        test_lines[full]), 0)
    end
    test_lines[full], test_names[full] = where or "?", test_name
    declared[#declared + 1] = {
      name = valid_utf8(test_name), path = path, tags = tags, fixtures = case_fixtures or wanted, asked = case_asked or asked,
      states = case_states or {}, scopes = scopes, fn = fn, param = param, has_param = has_param,
      skip = skip and (type(skip) == "string" and skip or "") or false, only = only and true or false,
      location = where, last_line = last_line,
    }
  end
  if options.each ~= nil and options.matrix ~= nil then
    error(format("%s: test '%s' has both 'each' and 'matrix'; give one (a matrix's axes can hold the rows: matrix = { row = rows, from = states() })",
      where or "?", name), 0)
  end
  local given = options.each ~= nil and "each" or options.matrix ~= nil and "matrix" or nil
  if given == nil and R.parameters(fn) >= 2 then
    error(format("%s: test '%s' takes a parameter after t, but has no 'each' or 'matrix' to give it one (a misspelt variable given as each?)",
      where or "?", name), 0)
  end
  if given ~= nil and R.parameters(fn) == 1 then
    error(format("%s: test '%s' has '%s', so its function is called with the test context, then the %s: "
      .. "function(t, %s); with one parameter it would take the context for the %s", where or "?", name, given,
      given == "each" and "value" or "case", given == "each" and "value" or "case", given == "each" and "value" or "case"), 0)
  end
  if getmetatable(options.each) == Axis then
    error(format("%s: test '%s': %s { … } is a matrix axis, not a list of values: matrix = { %s = %s { … } }",
      where or "?", name, options.each.kind, options.each.kind == "states" and "from" or "user", options.each.kind), 0)
  end
  if options.matrix ~= nil then
    for _, case in ipairs(Matrix.cases(options.matrix, name, where or "?")) do
      local more = copy(wanted)
      local more_asked = {}
      for key, value in pairs(asked) do more_asked[key] = value end
      for _, f in ipairs(case.fixtures) do
        if not more_asked[f] then more[#more + 1], more_asked[f] = f, where or "?" end
      end
      add(format("%s [%s]", name, case.label), case.values, true, more, more_asked, case.states)
    end
  elseif options.each ~= nil then
    local integers, strings, last = 0, {}, 0
    for key in pairs(options.each) do
      if math_type(key) == "integer" and key >= 1 then
        integers, last = integers + 1, max(last, key)
      elseif type(key) == "string" then
        strings[#strings + 1] = key
      else
        error(format("%s: test '%s': 'each' must be a list of values or a table of named rows, but has the key %s", where or "?", name, tostring(key)), 0)
      end
    end
    if integers > 0 and #strings > 0 then
      error(format("%s: test '%s': 'each' mixes a list (position %d) with named rows ('%s'); give a list, or name every row",
        where or "?", name, last, strings[1]), 0)
    end
    if integers == 0 and #strings == 0 then
      error(format("%s: test '%s': 'each' has no values, so it declares no test (give it a list of at least one value)", where or "?", name), 0)
    end
    if #strings > 0 then
      sort(strings)
      for _, row in ipairs(strings) do add(format("%s [%s]", name, row), options.each[row], true) end
      return
    end
    if integers ~= last then
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
  local entry = { name = valid_utf8(name), tags = copy(options.tags), fixtures = copy(options.fixtures), before = {}, after = {},
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

-- before_each(fn) and after_each(fn): for every test of the group being
-- declared, or at a file's top level (or in the app definition) of every test.
local function hook(kind, list_name)
  return function(fn, ...)
    if type(fn) ~= "function" then error(format("%s needs a function: %s(function(t, case) ... end)", kind, kind), 2) end
    if select("#", ...) > 0 then error(format("%s takes one function; the rest would be ignored", kind), 2) end
    if running then
      error(format("%s is called inside the test '%s', where it would apply to no test; call it at the file's top level or in a group",
        kind, running.name), 2)
    end
    local scope = groups[#groups] or file_scope
    local list = scope[list_name]
    list[#list + 1] = { fn = fn, where = R.where() or "?" }
  end
end

--- `before_each(function(t, case) ... end)`: runs before each test of the
--- group it is called in (of the file, at its top level), after the test's
--- fixtures and before its starting state; `case` is the test's value (each) or case (matrix).
_G.before_each = hook("before_each", "before")
--- `after_each(function(t, case) ... end)`: runs after each test of the
--- group (or file) whose function returned; an error in it fails the test.
_G.after_each = hook("after_each", "after")

--- Defines a fixture: `fixture(name, function(t) ... return value end)`. A
--- test that lists it runs it in its fresh app first; `t.fixture[name]` is the value.
function _G.fixture(name, fn, ...)
  if type(name) ~= "string" or type(fn) ~= "function" then error("fixture needs a name and a function", 2) end
  define("fixture", fixtures, fixture_lines, name, fn, select("#", ...), ", after its fixtures ran")
end

-- For the runner: the tests declared, as plain values. With `checked` (the
-- runner, about to run them), a fixture or state no one defined is a mistake
-- of the declaration: the file fails to load, rather than each test that
-- asks for it failing.
function R.list(checked)
  local out = {}
  for _, t in ipairs(checked and declared or {}) do
    for _, fixture_name in ipairs(t.fixtures) do
      if fixtures[fixture_name] == nil then
        local names = {}
        for defined in pairs(fixtures) do names[#names + 1] = defined end
        local shown = #fixture_name > 200 and fixture_name:sub(1, 200) .. "…" or fixture_name
        error(format("%s: no fixture named '%s'%s; %s", t.asked[fixture_name] or t.location or "?", shown, suggestion(fixture_name, names),
          #names == 0 and "no fixture is defined (define one with fixture(name, function(t) ... end))"
            or "the fixtures are " .. concat(names, ", ")), 0)
      end
    end
    for _, state_name in ipairs(t.states) do
      if states[state_name] == nil then
        error(format("%s: no starting state named '%s'%s; the states are %s", t.location or "?", state_name,
          suggestion(state_name, copy(state_order)), concat(state_order, ", ")), 0)
      end
    end
  end
  for i, t in ipairs(declared) do
    out[i] = { name = t.name, path = t.path, tags = t.tags, skip = t.skip, only = t.only, location = t.location or "", last_line = t.last_line }
  end
  return out
end


-- t.skip("why"): stops the running test, which is reported skipped with the reason.
local function skip_test(why, ...)
  if type(why) == "table" then error("t.skip was called with a colon: call it as t.skip(\"why\"), with a dot", 2) end
  if type(why) ~= "string" or not why:find("%S") then
    error(format("t.skip needs a reason, as in t.skip(\"no cart for guests\"), got %s",
      type(why) == "string" and format("%q", why) or type(why)), 2)
  end
  if select("#", ...) > 0 then error("t.skip takes one reason; the rest would be ignored", 2) end
  skipped = why
  skip_said = format("the test skipped itself: %s (t.skip stops it by raising: a pcall around it must let this error through)", why)
  error(skip_said, 2)
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
  local context = { name = t.name, fixture = fixture, param = t.param, skip = skip_test }
  return setmetatable(context, { __index = function(_, key)
    if key == "param" then return nil end
    error(format("a test's context has no field '%s'%s", tostring(key), nearest(key, { "fixture", "name", "param", "skip" }, "fields")), 2)
  end })
end

-- A flow's function called as `unnamed(f)(…)`: a traceback names it by
-- where it is defined (<flows/a_test.lua:3>), not by this file's variable.
local function unnamed(f) return f end

-- For the runner: runs test `index` with its fixtures and returns true and
-- how many asserts it made from its function on (its after_each included),
-- or returns false at once when the file declared another test there this
-- time. `body_starts` is called as the function starts: the runner counts
-- the steps from there, not those of the fixtures, before_each and state.
function R.run(index, name, body_starts)
  local t = declared[index]
  if t == nil or t.name ~= name then return false end
  asserts, skipped, skip_said = 0, nil, nil
  -- Not reset when the test fails: nothing declares after that (the session is rewound or closed).
  running, setting_up, setting_up_line = t, nil, nil
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
    setting_up, setting_up_line = format("fixture '%s'", fixture_name), fixture_lines[fixture_name]
    context.fixture[fixture_name] = unnamed(f)(context)
  end
  for _, scope in ipairs(t.scopes) do
    for _, h in ipairs(scope.before) do
      setting_up, setting_up_line = "before_each", h.where
      unnamed(h.fn)(context, t.param)
    end
  end
  for _, state_name in ipairs(t.states) do
    local f = states[state_name]
    if f == nil then
      error(format("%s: no starting state named '%s'%s; the states are %s", t.location or "?", state_name,
        suggestion(state_name, copy(state_order)), concat(state_order, ", ")), 0)
    end
    setting_up, setting_up_line = format("state '%s'", state_name), state_lines[state_name]
    unnamed(f)()
  end
  setting_up, setting_up_line = nil, nil
  -- What the set-up checked is not the test's: only the steps and asserts from its function on count.
  asserts = 0
  body_starts()
  local verdict, why
  if t.has_param then verdict, why = unnamed(t.fn)(context, t.param) else verdict, why = unnamed(t.fn)(context) end
  -- `return false` (or `nil, "why"`) meant as a failure: said, not ignored (a caught skip before it too).
  if verdict == false or (verdict == nil and why ~= nil) then
    error(format("%sthe test function returned %s%s, as if to fail; a test fails by an expectation "
      .. "(expect(…), expect_equal(…)) or an error, so use one", t.location and t.location .. ": " or "", tostring(verdict),
      why ~= nil and format(", %q", tostring(why)) or ""), 0)
  end
  -- A skip a pcall caught still skips when nothing failed (the runner checks that): the test said it does not apply.
  if skipped then
    running = nil
    return true, asserts, skipped
  end
  for i = #t.scopes, 1, -1 do
    for _, h in ipairs(t.scopes[i].after) do
      setting_up, setting_up_line = "after_each", h.where
      unnamed(h.fn)(context, t.param)
    end
  end
  setting_up, setting_up_line = nil, nil
  running = nil
  return true, asserts
end

-- For the runner, when a test failed: what it was setting up or tearing
-- down then ("fixture 'x'", "state 'y'", "before_each") and where that is
-- defined; nothing when it failed in the test itself.
function R.fixture_in_progress()
  if setting_up then return setting_up, setting_up_line end
end

-- For the runner, when a test failed: why it skipped itself (t.skip), if
-- it did, and the error that skip raised (the runner checks it is the one
-- that ended the test: an error after a caught skip is a failure).
function R.skipped() return skipped, skip_said end

-- For the runner: the starting states defined, in order, each { name, location }.
function R.states()
  local out = {}
  for i, name in ipairs(state_order) do out[i] = { name = name, location = state_lines[name] } end
  return out
end

-- For the runner: brings the app to the starting state `name`.
function R.enter(name)
  local f = states[name]
  if f == nil then
    error(format("no starting state named '%s'%s; the states are %s", name, suggestion(name, copy(state_order)),
      concat(state_order, ", ")), 0)
  end
  unnamed(f)()
end

return R.list, R.run, R.fixture_in_progress, R.states, R.enter, R.skipped
