-- `print` through the host's output handler, with Lua's own formatting.
-- Run once in a new host, after the determinism chunk (so `tostring` is the
-- stable one), with: write: text -> the host's output.
-- luacheck: globals print
local write, tostring, select, concat = ..., tostring, select, table.concat

print = function(...)
  local n = select("#", ...)
  local parts = {}
  for i = 1, n do parts[i] = tostring((select(i, ...))) end
  write(concat(parts, "\t", 1, n) .. "\n")
end
