-- `coroutine.wrap` on top of the resume that tracks running coroutines (see
-- `clua_budget_arm`), with Lua 5.4's own behaviour: a string error gets the
-- caller's position, and the coroutine is closed. Run once in a new host,
-- before anything else.
local create, resume, status, close = coroutine.create, coroutine.resume, coroutine.status, coroutine.close
local pack, unpack, error, type = table.pack, table.unpack, error, type
coroutine.wrap = function(f)
  local co = create(f)
  return function(...)
    local results = pack(resume(co, ...))
    if results[1] then return unpack(results, 2, results.n) end
    if status(co) == "dead" then close(co) end
    error(results[2], type(results[2]) == "string" and 2 or 0)
  end
end
