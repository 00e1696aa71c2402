-- How values print in expectations' messages, how they compare, and where
-- two that differ first differ. B: the bindings (B.journal.unified_diff).
local B = ...
local b_journal = B.journal
local format, concat, type, tostring, pairs, ipairs = string.format, table.concat, type, tostring, pairs, ipairs
-- Read once, so a flow that replaces or removes a library function (or
-- string methods, through the string library) cannot break its expectations.
local getmetatable, rawget, sort, pcall, tonumber = getmetatable, rawget, table.sort, pcall, tonumber
local sub, match, gmatch, find, math_type = string.sub, string.match, string.gmatch, string.find, math.type
local utf8_len = utf8.len

-- How deep `show` and `same` go into nested tables, and how much `show` prints.
local MAX_DEPTH, MAX_KEYS, MAX_STRING, MAX_TABLES = 100, 50, 200, 200

-- A float in the fewest digits that read back as it.
local function every_digit(value)
  for digits = 15, 16 do
    local text = format("%." .. digits .. "g", value)
    if tonumber(text) == value then return text end
  end
  return format("%.17g", value)
end

local exact = false -- while set, `show` gives floats every digit they need

-- A readable form of a value: a table by content, sorted by key; a table met
-- again (a cycle) as "<cycle>", past MAX_DEPTH or MAX_TABLES tables (a table
-- shared many times over) as "{ … }"; long strings cut.
-- A table holding data: no metatable, or one marked `__plain` (a link's params).
local function plain(value)
  if type(value) ~= "table" then return false end
  local meta = getmetatable(value)
  return meta == nil or type(meta) == "table" and rawget(meta, "__plain") == true
end

-- Keys in reading order: numbers ascending (a list's [2] before its [10]),
-- then strings sorted, then the rest by their text.
local key_rank = { number = 1, string = 2, boolean = 3 }
local function key_order(a, b)
  local ra, rb = key_rank[type(a)] or 4, key_rank[type(b)] or 4
  if ra ~= rb then return ra < rb end
  if ra <= 2 then return a < b end
  return tostring(a) < tostring(b)
end

local function show(value, depth, open)
  if exact and math_type(value) == "float" then return every_digit(value) end
  if type(value) == "string" then
    if #value > MAX_STRING then return format("%q…", sub(value, 1, MAX_STRING)) end
    return format("%q", value)
  end
  if plain(value) then
    depth, open = depth or 0, open or { shown = 0 }
    if open[value] then return "<cycle>" end
    open.shown = open.shown + 1
    if depth >= MAX_DEPTH or open.shown > MAX_TABLES then return "{ … }" end
    open[value] = true
    local keys = {}
    for k in pairs(value) do keys[#keys + 1] = k end
    sort(keys, key_order)
    local parts = {}
    for i, k in ipairs(keys) do
      if i > MAX_KEYS then parts[i] = format("… (%d more)", #keys - MAX_KEYS) break end
      local name = type(k) == "string" and match(k, "^[%a_][%w_]*$") and k or "[" .. show(k, depth + 1, open) .. "]"
      parts[i] = name .. " = " .. show(rawget(value, k), depth + 1, open)
    end
    open[value] = nil
    return "{ " .. concat(parts, ", ") .. " }"
  end
  local kind = type(value)
  if kind == "table" then
    local meta = getmetatable(value)
    if type(meta) == "table" and rawget(meta, "__tostring") then
      local ok, text = pcall(tostring, value)
      if ok then return text end
      return format("<%s whose __tostring failed: %s>", kind, type(text) == "string" and text or type(text))
    end
  end
  -- Never an address: it would differ from run to run.
  if kind == "table" or kind == "userdata" or kind == "function" or kind == "thread" then return "<" .. kind .. ">" end
  return tostring(value)
end

-- Equal as routing values are: tables by content. A pair of tables met again
-- while comparing them counts as equal, so cyclic tables compare by shape;
-- nil instead of a verdict when the tables nest deeper than MAX_DEPTH.
local function same(a, b, depth, pairs_seen)
  if a == b then return true end
  if not plain(a) or not plain(b) then return false end
  depth, pairs_seen = depth or 0, pairs_seen or {}
  if depth >= MAX_DEPTH then return nil end
  local partners = pairs_seen[a]
  if partners == nil then partners = {}; pairs_seen[a] = partners end
  if partners[b] then return true end
  partners[b] = true
  for k, v in pairs(a) do
    local verdict = same(v, rawget(b, k), depth + 1, pairs_seen)
    if verdict ~= true then return verdict end
  end
  for k in pairs(b) do if rawget(a, k) == nil then return false end end
  return true
end

-- A key as a step of a path: `.name`, `[3]`, `["a b"]`.
local function path_step(key)
  if type(key) == "string" and match(key, "^[%a_][%w_]*$") then return "." .. key end
  return "[" .. show(key) .. "]"
end

-- Where two values that are not `same` first differ, in key order: the
-- path to it ("" for the values themselves) and the two values there. A
-- pair of tables met again is passed over, as `same` counts it equal.
local function first_difference(a, b, path, depth, visited)
  path, depth, visited = path or "", depth or 0, visited or {}
  if not plain(a) or not plain(b) or depth >= MAX_DEPTH then return path, a, b end
  visited[a] = visited[a] or {}
  visited[a][b] = true
  local keys, seen = {}, {}
  for k in pairs(a) do keys[#keys + 1] = k; seen[k] = true end
  for k in pairs(b) do if not seen[k] then keys[#keys + 1] = k end end
  sort(keys, key_order)
  for _, k in ipairs(keys) do
    local x, y = rawget(a, k), rawget(b, k)
    if not (visited[x] and visited[x][y]) and same(x, y) ~= true then
      return first_difference(x, y, path .. path_step(k), depth + 1, visited)
    end
  end
  return path, a, b
end

-- Where two strings first differ: the byte, its line and column (in characters).
local function text_position(a, b)
  local at, shorter = 1, #a < #b and #a or #b
  -- By blocks first: a difference deep in megabytes of text costs few comparisons.
  while at + 255 <= shorter and sub(a, at, at + 255) == sub(b, at, at + 255) do at = at + 256 end
  while at <= shorter and sub(a, at, at) == sub(b, at, at) do at = at + 1 end
  local line, line_start = 1, 1
  for newline in gmatch(sub(a, 1, at - 1), "()\n") do line, line_start = line + 1, newline + 1 end
  local column = utf8_len(sub(a, line_start, at - 1)) or (at - line_start)
  return at, line, column + 1, line_start
end

-- The line of `text` from byte `start`, cut to a window around byte `at`: "…abc…".
local EXCERPT = 40
local function excerpt_at(text, start, at)
  local stop = find(text, "\n", start, true)
  local line = sub(text, start, (stop or #text + 1) - 1)
  local offset = at - start + 1
  local from = offset > EXCERPT and offset - EXCERPT // 2 or 1
  local to = from + EXCERPT - 1
  -- Cut between characters, never inside one (UTF-8's continuation bytes are 0x80-0xBF).
  while from > 1 and find(sub(line, from, from), "^[\128-\191]") do from = from - 1 end
  while to < #line and find(sub(line, to + 1, to + 1), "^[\128-\191]") do to = to + 1 end
  return format("%s%q%s", from > 1 and "…" or "", sub(line, from, to), to < #line and "…" or "")
end

-- How two different strings differ: where, the two excerpts there, and a
-- unified diff when either has more than one line.
local function string_difference(expected, actual)
  local at, line, column, line_start = text_position(expected, actual)
  local got_start = line_start
  local message = format("strings differ at line %d, column %d: expected %s, got %s", line, column,
    at > #expected and "the end of the text" or excerpt_at(expected, line_start, at),
    at > #actual and "the end of the text" or excerpt_at(actual, got_start, at))
  if find(expected, "\n", 1, true) or find(actual, "\n", 1, true) then
    message = message .. " (- expected, + actual)\n" .. b_journal.unified_diff(expected, actual)
  end
  return message
end

-- Whether two values are strings to compare by where they differ: one of
-- several lines, or longer than two excerpts; short ones are shown whole.
local function long_texts(a, b)
  return type(a) == "string" and type(b) == "string"
    and (#a > 2 * EXCERPT or #b > 2 * EXCERPT or find(a, "\n", 1, true) ~= nil or find(b, "\n", 1, true) ~= nil)
end

-- What a failed expect_equal says after its message: the two values, where
-- they first differ, and why values that print alike differ.
local function difference(expected, actual)
  local nan = type(expected) == "number" and expected ~= expected
  if long_texts(expected, actual) then return string_difference(expected, actual) end
  local path, want, got = first_difference(expected, actual)
  local shown_expected, shown_actual, note = show(expected), show(actual), ""
  local shown_want, shown_got = path ~= "" and show(want), path ~= "" and show(got)
  local w, g = expected, actual
  if path ~= "" then w, g = want, got end
  if nan then
    note = " (NaN equals nothing, itself included: check it with expect(x ~= x))"
  elseif w ~= nil and g ~= nil and type(w) ~= type(g) and type(w) ~= "table" and type(g) ~= "table" then
    note = format(" (a %s and a %s never equal: convert one, with tostring(…) or tonumber(…))", type(w), type(g))
  elseif (shown_want or shown_expected) == (shown_got or shown_actual) then
    exact = true
    local ok, exact_expected, exact_actual, exact_want, exact_got = pcall(function()
      return show(expected), show(actual), path ~= "" and show(want), path ~= "" and show(got)
    end)
    exact = false
    if ok and (exact_want or exact_expected) ~= (exact_got or exact_actual) then
      shown_expected, shown_actual, shown_want, shown_got = exact_expected, exact_actual, exact_want, exact_got
      note = " (floating-point numbers that differ past the 14th digit: compare them with a tolerance, "
        .. "as in expect(math.abs(actual - expected) < 1e-9))"
    elseif type(want) == "table" and type(got) == "table" and (not plain(want) or not plain(got)) then
      note = " (different values that print alike: tables with a metatable are equal only to themselves)"
    end
  end
  if path ~= "" then
    local where = sub(path, 1, 1) == "." and sub(path, 2) or path
    local at = long_texts(want, got) and string_difference(want, got)
    note = format("; they first differ at %s: %s%s", where,
      at or format("expected %s, got %s", shown_want, shown_got), note)
  end
  return format("expected %s, got %s%s", shown_expected, shown_actual, note)
end

return { show = show, same = same, plain = plain, difference = difference, MAX_DEPTH = MAX_DEPTH, MAX_KEYS = MAX_KEYS }
