-- A test's matrix read into its cases: its axes (plain values, rows with
-- a name field, fixtures { … }, states { … }), checked at the test's line,
-- and its exclude. Loaded by the test API, given flowrun's did-you-mean
-- and the metatable of fixtures { … } and states { … }.
local suggest, Axis = ...
local format, type, ipairs, tostring, error = string.format, type, ipairs, tostring, error
local pairs, sort, concat, unpack = pairs, table.sort, table.concat, table.unpack
local setmetatable, getmetatable, pcall = setmetatable, getmetatable, pcall
local math_type, max = math.type, math.max

local function copy(list)
  local out = {}
  for i, v in ipairs(list or {}) do out[i] = v end
  return out
end

-- " (did you mean 'x'?)" when `key` is most likely a misspelling of one of
-- `names` (sorted in place, for the caller to list), else "".
local function suggestion(key, names)
  sort(names)
  local near = type(key) == "string" and suggest(key, unpack(names))
  return near and format(" (did you mean '%s'?)", near) or ""
end

-- " (did you mean 'x'?); its <what> are a, b" for a name not among `names`.
local function nearest(key, names, what)
  local near = suggestion(key, names)
  return format("%s; its %s %s", near, what, #names == 0 and "are none" or "are " .. concat(names, ", "))
end

-- A row's name field, when it has one (a row of read_csv errors on a missing column).
local function row_name(value)
  if type(value) ~= "table" then return nil end
  local ok, name = pcall(function() return value.name end)
  if ok and (type(name) == "string" or type(name) == "number") then return tostring(name) end
end

-- How a matrix case shows an axis's value: the value, or its row's name.
local function axis_label(value) return row_name(value) or tostring(value) end

-- The most cases one matrix may declare, and the order of its kinds of
-- axes (fixtures { … } and states { … } make the others).
local most_cases = 10000
local axis_order = { fixtures = 1, values = 2, states = 3 }

-- A case's values, read by axis name; a misspelt axis is an error.
local function case_values(values, axes)
  return setmetatable(values, { __index = function(_, key)
    local names = {}
    for i, axis in ipairs(axes) do names[i] = axis.name end
    error(format("this case has no axis '%s'%s; its axes are %s", tostring(key), suggestion(key, copy(names)),
      concat(names, ", ")), 2)
  end })
end

-- How an exclude entry's value reads in an error: the same bytes every run
-- (never a table's address).
local function entry_value(value)
  local kind = type(value)
  if kind == "string" then return format("'%s'", value) end
  if kind == "number" or kind == "boolean" then return tostring(value) end
  local named = row_name(value)
  if named then return format("a table named '%s' (give the axis's row itself, as listed, or its name)", named) end
  return format("a %s (give the axis's value itself, as listed)", kind)
end

-- " (did you mean 1, a number?)" when `value` reads as one of `values`
-- of another type: "1" is not the number 1, nor "true" the boolean.
local function other_type(value, values)
  for _, candidate in ipairs(values) do
    if type(candidate) ~= type(value) and type(candidate) ~= "table" and tostring(candidate) == tostring(value) then
      return format(" (did you mean %s, a %s?)", type(candidate) == "string" and format("'%s'", candidate) or tostring(candidate), type(candidate))
    end
  end
end

-- A matrix's `exclude`: a list of entries, each naming some of its axes
-- with one of their values ({ user = "guest", from = "cart" }); a case
-- every name of an entry matches is not generated. Each entry is read
-- against the axes as { axis name = the value itself }: a misspelt axis or
-- value is an error with the names there are, never an entry that silently
-- excludes nothing.
local function exclusions(given, axes, name, where)
  local function fail(text, ...) error(format("%s: test '%s': " .. text, where, name, ...), 0) end
  if type(given) ~= "table" or getmetatable(given) ~= nil then
    fail("the matrix's exclude must be a list of cases to leave out (exclude = { { user = \"guest\", from = \"cart\" } }), got %s", type(given))
  end
  local by_name, names = {}, {}
  for i, axis in ipairs(axes) do by_name[axis.name], names[i] = axis, axis.name end
  local count, last = 0, 0
  for key in pairs(given) do
    if math_type(key) ~= "integer" or key < 1 then
      fail("the matrix's exclude must be a list of cases ({ { axis = value, … }, … }), but has the key %s", tostring(key))
    end
    count, last = count + 1, max(last, key)
  end
  if count == 0 then fail("the matrix's exclude is empty; leave it out, or list the cases to leave out") end
  if count ~= last then fail("the matrix's exclude has nil at a position (a misspelt variable?), so a case would stay in") end
  local out = {}
  for i, entry in ipairs(given) do
    if type(entry) ~= "table" then
      fail("exclude entry %d must be a table naming axes and values ({ user = \"guest\" }), got %s", i, type(entry))
    end
    local chosen, named, keys = {}, 0, {}
    for key in pairs(entry) do
      if type(key) ~= "string" then
        fail("exclude entry %d must name axes ({ user = \"guest\" }), but has the key %s", i, tostring(key))
      end
      keys[#keys + 1] = key
    end
    sort(keys)
    for _, axis_name in ipairs(keys) do
      local value = entry[axis_name]
      local axis = by_name[axis_name]
      if axis == nil then
        fail("exclude entry %d names the axis '%s', which the matrix does not have%s", i, tostring(axis_name), nearest(axis_name, copy(names), "axes"))
      end
      local found, shown = nil, {}
      for j, candidate in ipairs(axis.values) do
        shown[j] = axis_label(candidate)
        -- A row by its name; any other value by type and value.
        if candidate == value or (type(value) == "string" and type(candidate) == "table" and shown[j] == value) then found = candidate end
      end
      if found == nil then
        local typed = other_type(value, axis.values)
        fail("exclude entry %d gives the axis '%s' the value %s, which it does not have%s", i, axis_name, entry_value(value),
          typed and typed .. format("; its values are %s", concat((sort(shown) or shown), ", ")) or nearest(value, shown, "values"))
      end
      chosen[axis_name], named = found, named + 1
    end
    if named == 0 then fail("exclude entry %d names no axis, so it would leave out every case; give { axis = value, … }", i) end
    for j, earlier in ipairs(out) do
      local same = true
      for axis_name in pairs(by_name) do same = same and earlier.values[axis_name] == chosen[axis_name] end
      if same then fail("exclude entries %d and %d name the same case; give it once", j, i) end
    end
    out[i] = { values = chosen, matched = 0 }
  end
  return out
end

-- The cases of a matrix: { label, values, fixtures, states } each, the
-- fixture axes first, then plain values, then starting states (each kind
-- by axis name), the last axis varying fastest.
local function matrix_cases(matrix, name, where)
  local axes = {}
  for axis_name, given in pairs(matrix) do
    if axis_name == "exclude" then goto next_axis end
    if type(axis_name) ~= "string" or not axis_name:find("^[%a_][%w_]*$") then
      error(format("%s: test '%s': a matrix's axes are named (matrix = { user = fixtures { … }, from = states { … } }), but it has the key %s",
        where, name, tostring(axis_name)), 0)
    end
    local axis = { name = axis_name }
    if getmetatable(given) == Axis then
      axis.kind, axis.values = given.kind, given.values
    elseif type(given) == "table" then
      axis.kind, axis.values = "values", {}
      local count, last = 0, 0
      for key in pairs(given) do
        if math_type(key) ~= "integer" or key < 1 then
          error(format("%s: test '%s': the axis '%s' must be a list of values, but has the key %s", where, name, axis_name, tostring(key)), 0)
        end
        count, last = count + 1, max(last, key)
      end
      if count ~= last then
        error(format("%s: test '%s': the axis '%s' has nil at a position (a misspelt variable?), so a case would be lost", where, name, axis_name), 0)
      end
      for i, value in ipairs(given) do
        local kind = type(value)
        local named = row_name(value)
        if kind ~= "string" and kind ~= "boolean" and kind ~= "number" and not named then
          error(format("%s: test '%s': the axis '%s' has a %s at position %d; an axis's values are strings, numbers, booleans "
            .. "or rows with a name field (fixtures { … } and states { … } for fixtures and starting states)", where, name, axis_name,
            kind == "table" and "table without a name field" or kind, i), 0)
        end
        axis.values[i] = value
      end
    else
      error(format("%s: test '%s': the axis '%s' must be a list of values, fixtures { … } or states { … }, got %s",
        where, name, axis_name, type(given)), 0)
    end
    if #axis.values == 0 then
      error(format("%s: test '%s': the axis '%s' has no values, so the matrix has no case", where, name, axis_name), 0)
    end
    local seen = {}
    for i, value in ipairs(axis.values) do
      local shown = axis_label(value)
      if seen[shown] then
        error(format("%s: test '%s': the axis '%s' gives %s twice (positions %d and %d)", where, name, axis_name, shown, seen[shown], i), 0)
      end
      seen[shown] = i
    end
    axes[#axes + 1] = axis
    ::next_axis::
  end
  if #axes == 0 then
    error(format("%s: test '%s': its matrix has no axis, so it declares no test (matrix = { axis = { values } })", where, name), 0)
  end
  local state_axes = {}
  for _, axis in ipairs(axes) do if axis.kind == "states" then state_axes[#state_axes + 1] = axis.name end end
  if #state_axes > 1 then
    sort(state_axes)
    error(format("%s: test '%s': its matrix has %d axes of starting states (%s), but a case starts from one state; give one states { … } axis",
      where, name, #state_axes, concat(state_axes, ", ")), 0)
  end
  sort(axes, function(a, b)
    if a.kind ~= b.kind then return axis_order[a.kind] < axis_order[b.kind] end
    return a.name < b.name
  end)
  -- Checked as it grows: a product of many axes would wrap around.
  local total = 1
  for _, axis in ipairs(axes) do
    total = total * #axis.values
    if total > most_cases then
      local count = 1.0
      for _, each in ipairs(axes) do count = count * #each.values end
      error(format("%s: test '%s': its matrix has %.0f cases, more than the %d one test may declare; split it, or narrow an axis",
        where, name, count, most_cases), 0)
    end
  end
  local excluded = matrix.exclude ~= nil and exclusions(matrix.exclude, axes, name, where) or {}
  local cases = {}
  local function expand(depth, parts, values, wanted, entered)
    if depth > #axes then
      local out = false
      for _, entry in ipairs(excluded) do
        local all = true
        for axis_name, value in pairs(entry.values) do all = all and values[axis_name] == value end
        if all then entry.matched, out = entry.matched + 1, true end
      end
      if out then return end
      cases[#cases + 1] = { label = concat(parts, ", "), values = case_values(values, axes), fixtures = wanted, states = entered }
      return
    end
    local axis = axes[depth]
    for _, value in ipairs(axis.values) do
      local p, v, w, e = copy(parts), {}, copy(wanted), copy(entered)
      for key, old in pairs(values) do v[key] = old end
      v[axis.name] = value
      if axis.kind == "fixtures" then
        p[#p + 1], w[#w + 1] = tostring(value), value
      else
        p[#p + 1] = format("%s=%s", axis.name, axis_label(value))
        if axis.kind == "states" then e[#e + 1] = value end
      end
      expand(depth + 1, p, v, w, e)
    end
  end
  expand(1, {}, {}, {}, {})
  for i, entry in ipairs(excluded) do
    -- Each of its values is the axis's own: only an earlier entry's cases could be all it names.
    if entry.matched == 0 then error(format("%s: test '%s': exclude entry %d leaves out no case", where, name, i), 0) end
  end
  if #cases == 0 then
    error(format("%s: test '%s': its exclude leaves out every case of the matrix, so it declares no test", where, name), 0)
  end
  return cases
end

return { cases = matrix_cases, row_name = row_name, copy = copy, suggestion = suggestion }
