local function show(value, depth)
  if type(value) == "string" then return depth > 0 and string.format("%q", value) or value end
  if type(value) ~= "table" or getmetatable(value) ~= nil or depth > 1 then return tostring(value) end
  local keys = {}
  for k in pairs(value) do keys[#keys + 1] = k end
  table.sort(keys, function(a, b) return tostring(a) < tostring(b) end)
  local parts = {}
  for i, k in ipairs(keys) do
    if i > 20 then parts[#parts + 1] = "…" break end
    parts[#parts + 1] = (type(k) == "string" and k or "[" .. tostring(k) .. "]") .. " = " .. show(value[k], depth + 1)
  end
  return "{ " .. table.concat(parts, ", ") .. " }"
end
return function(...)
  local out = {}
  for i = 1, select("#", ...) do out[i] = show((select(i, ...)), 0) end
  return table.concat(out, "\t")
end
