-- Data files of the project for a test's `each`: read_csv and read_json,
-- whose rows and objects say which column or key a misspelt read meant.
local B, K = ...
local b_data = B.data
local error, format, type, tostring, setmetatable, ipairs, sort, concat, pairs =
      error, string.format, type, tostring, setmetatable, ipairs, table.sort, table.concat, pairs
local did_you_mean, no_more = K.did_you_mean, K.no_more

--- Reads a CSV file of the project (a path from the project folder; *.tsv:
--- tab-separated): a list of rows, each a table by column name, for a
--- test's `each`. Numbers and true/false read as such, other cells as text;
--- a column the file does not have is an error, not nil.
local function read_csv(path, ...)
  no_more("read_csv", 1, path, ...)
  if type(path) ~= "string" then error("read_csv needs a file's path (a string), got " .. type(path), 2) end
  local rows, columns, file = b_data.read_csv(path)
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
  no_more("read_json", 1, path, ...)
  if type(path) ~= "string" then error("read_json needs a file's path (a string), got " .. type(path), 2) end
  local value = b_data.read_json(path)
  -- An object's key read misspelt (`row.ulr` beside `url`) is an error; one it simply lacks reads nil, as JSON's optional keys do.
  local function guard(item)
    if type(item) ~= "table" then return end
    local keys = {}
    for key, inner in pairs(item) do
      if type(key) == "string" then keys[#keys + 1] = key end
      guard(inner)
    end
    if #keys == 0 then return end
    sort(keys)
    setmetatable(item, { __index = function(_, key)
      local near = did_you_mean(key, keys)
      if near ~= "" then
        error(format("%s: this object has no key '%s'%s; its keys are %s", path, tostring(key), near, concat(keys, ", ")), 2)
      end
    end })
  end
  guard(value)
  return value
end

return {
  read_csv = read_csv,
  read_json = read_json,
}
