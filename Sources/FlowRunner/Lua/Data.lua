-- Data files of the project for a test's `each`: read_csv and read_json,
-- whose rows and objects say which column or key a misspelt read meant.
-- Installed by the runner over its Swift readers (`D`) and flowrun's did-you-mean.
local D = ...
local error, format, type, tostring, setmetatable, ipairs, sort, concat, pairs, select, unpack =
      error, string.format, type, tostring, setmetatable, ipairs, table.sort, table.concat, pairs, select, table.unpack
local read_csv_file, read_json_file, suggest = D.read_csv, D.read_json, D.suggest

-- " (did you mean 'url'?)" when `word` is most likely a misspelling of one of `names`, else "".
local function did_you_mean(word, names)
  local near = type(word) == "string" and suggest(word, unpack(names))
  return near and format(" (did you mean '%s'?)", near) or ""
end

-- More arguments than the one path: an error at the flow's line, never dropped.
local function no_more(name, ...)
  local given = select("#", ...)
  if given > 0 then error(format("%s takes one argument, but was given %d; the rest would be ignored", name, given + 1), 3) end
end

--- Reads a CSV file of the project (a path from the project folder; *.tsv:
--- tab-separated): a list of rows, each a table by column name, for a
--- test's `each`. Numbers read as such, true/false (and TRUE/FALSE, True/False,
--- as spreadsheets export them) as booleans, other cells as text;
--- a column the file does not have is an error, not nil.
local function read_csv(path, ...)
  no_more("read_csv", ...)
  if type(path) ~= "string" then error("read_csv needs a file's path (a string), got " .. type(path), 2) end
  local rows, columns, file = read_csv_file(path)
  local row_class = { __name = "row", __index = function(_, key)
    error(format("%s has no column '%s'%s; its columns are %s", file, tostring(key), did_you_mean(key, columns),
      concat(columns, ", ")), 2)
  end }
  for _, row in ipairs(rows) do setmetatable(row, row_class) end
  return rows
end

--- Reads a JSON file of the project (a path from the project folder):
--- objects become tables, arrays lists; a null in an object leaves its key out.
local function read_json(path, ...)
  no_more("read_json", ...)
  if type(path) ~= "string" then error("read_json needs a file's path (a string), got " .. type(path), 2) end
  local value, places = read_json_file(path)
  -- An object's key read misspelt (`row.ulr` beside `url`) is an error at the object's place in the file;
  -- one it simply lacks reads nil, as JSON's optional keys do. `at` is the object's path, as `places` names it.
  local function guard(item, at)
    if type(item) ~= "table" then return end
    local keys = {}
    for key, inner in pairs(item) do
      if type(key) == "string" then
        keys[#keys + 1] = key
        guard(inner, at == "" and key or at .. "." .. key)
      else
        guard(inner, format("%s[%d]", at, key))
      end
    end
    if #keys == 0 then return end
    sort(keys)
    local place = places[at] or path
    setmetatable(item, { __index = function(_, key)
      local near = did_you_mean(key, keys)
      if near ~= "" then
        error(format("%s: this object has no key '%s'%s; its keys are %s", place, tostring(key), near, concat(keys, ", ")), 2)
      end
    end })
  end
  guard(value, "")
  return value
end

_G.read_csv, _G.read_json = read_csv, read_json
