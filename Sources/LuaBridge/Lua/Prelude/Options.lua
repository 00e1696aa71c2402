-- Option tables, checked in this one place against the schema of the
-- function taking them (each module keeps the schemas of its functions):
-- option name -> the shape of its value, a Lua type ("string"), types
-- joined by " or ", "strings" (a list of strings) or "any" (checked by the
-- function itself). An unknown option (with the nearest known one) or a
-- value of another shape is an error at `level` (default 3: the flow's
-- call of the public function).
local _, K = ...
local error, format, type, tostring, getmetatable, math_type, next, sort, concat, pairs =
      error, string.format, type, tostring, getmetatable, math.type, next, table.sort, table.concat, pairs
local did_you_mean, dot_call, kind_of = K.did_you_mean, K.dot_call, K.kind_of

-- What a function given no options reads them from; never written to.
local NO_OPTIONS = {}

local function has_shape(value, shape)
  local kind = type(value)
  if shape == "any" or kind == shape then return true end
  if shape == "strings" then
    if kind ~= "table" then return false end
    local count = 0
    for key, item in pairs(value) do
      if math_type(key) ~= "integer" or type(item) ~= "string" then return false end
      count = count + 1
    end
    return count == #value
  end
  for each in shape:gmatch("%a+") do if each == kind then return true end end
  return false
end

local function describe_shape(shape)
  if shape == "strings" then return "a list of strings" end
  return "a " .. shape:gsub(" or ", " or a ")
end

local function quoted(value)
  local text = tostring(value)
  if #text > 60 then text = text:sub(1, 60) .. "…" end
  return type(value) == "string" and format("%q", text) or text
end

-- What is wrong with a table given for a list of strings, in words; nil
-- when nothing is. An empty list or a hole is most likely a variable
-- misspelt where a string was meant ({ logged_in } for { "logged_in" }).
local function list_problem(list)
  local count, last, seen = 0, 0, {}
  for key, item in pairs(list) do
    if math_type(key) ~= "integer" or key < 1 then return format("must be a list of strings, but has the key %s", quoted(key)) end
    if type(item) ~= "string" then return format("must be a list of strings, but item %d is %s %s", key, type(item), quoted(item)) end
    if item:find("^%s") or item:find("%s$") or item == "" then
      return format("has item %d '%s', %s: a name has none", key, item, item == "" and "an empty string" or "with space at an end")
    end
    local before = seen[item]
    if before then
      return format("names '%s' twice (items %d and %d)", item, before < key and before or key, before < key and key or before)
    end
    seen[item] = key
    count, last = count + 1, key > last and key or last
  end
  if count == 0 then
    return "is an empty list, so it names nothing (a misspelt variable, { logged_in } for { \"logged_in\" }?); leave it out for none"
  end
  if count ~= last then
    local hole = 1
    while list[hole] ~= nil do hole = hole + 1 end
    return format("has nil at position %d of %d (a misspelt variable, or a name without quotes?)", hole, last)
  end
end

local function unknown_option(key, name, schema, level)
  local names = {}
  for option in pairs(schema) do names[#names + 1] = option end
  sort(names)
  error(format("%s: unknown option '%s'%s; %s", name, tostring(key), did_you_mean(key, names),
    #names == 0 and "it takes no options" or "the options are " .. concat(names, ", ")), level + 1)
end

local function check_options(value, name, n, schema, level, first)
  level = level or 3
  if value == nil then return NO_OPTIONS end
  dot_call(value, name, level)
  if type(value) ~= "table" then
    dot_call(first, name, level)
    error(format("bad argument #%d to '%s' (table of options expected, got %s)", n, name, type(value)), level)
  end
  if getmetatable(value) ~= nil then
    local kind = kind_of(value)
    error(format("bad argument #%d to '%s' (table of options expected, got a %s)", n, name,
      kind == "table" and "table with a metatable" or kind), level)
  end
  for key, item in next, value do
    local shape = schema[key]
    local problem = shape == "strings" and type(item) == "table" and list_problem(item)
    if shape == nil then
      dot_call(first, name, level)
      unknown_option(key, name, schema, level)
    elseif problem then
      error(format("%s: option '%s' %s", name, key, problem), level)
    elseif not has_shape(item, shape) then
      error(format("%s: option '%s' must be %s, got %s %s", name, key, describe_shape(shape), type(item), quoted(item)), level)
    end
  end
  return value
end

return {
  check_options = check_options,
}
