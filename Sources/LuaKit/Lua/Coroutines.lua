-- `coroutine.wrap` on top of the resume that tracks running coroutines (see
-- `clua_budget_arm`), with Lua 5.4's own behaviour: a string error gets the
-- caller's position (unless it already starts with that very position, as
-- when the coroutine failed on the line that resumed it), and the coroutine
-- is closed. `coroutine.resume` and `coroutine.close` refuse the threads the
-- host drives from Swift (an interceptor's, say): only the host resumes
-- them, when what they wait for has come. Each keeps, while it runs, the
-- thread that resumed it: the chunk returns `resumer(co)`, which tells it
-- (nil for a thread Swift resumed, or none running). Run once in a new
-- host, before anything else.
local create, resume, status, close, running = coroutine.create, coroutine.resume, coroutine.status, coroutine.close, coroutine.running
local pack, unpack, error, type, getinfo, sub = table.pack, table.unpack, error, type, debug.getinfo, string.sub
local registry = debug.getregistry()
-- The registry field the C host keeps them in (CLUA_DRIVEN_THREADS).
local DRIVEN = "clua.driven threads"

local function refuse_driven(name, co)
  local driven = registry[DRIVEN]
  if type(co) == "thread" and driven and driven[co] then
    error(name .. ": this coroutine is run by the host (an interceptor or task waiting, say); "
      .. "only the host resumes or closes it, once what it waits for has come", 3)
  end
end

local resumers = setmetatable({}, { __mode = "k" })

-- Forgets who resumed `co` once the resume returns, passing its results on.
local function returned(co, ...)
  resumers[co] = nil
  return ...
end

-- resume(co, ...), with `co`'s resumer known while it runs.
local function resume_from_here(co, ...)
  if type(co) ~= "thread" then return resume(co, ...) end
  resumers[co] = running()
  return returned(co, resume(co, ...))
end

coroutine.resume = function(co, ...)
  refuse_driven("coroutine.resume", co)
  return resume_from_here(co, ...)
end

coroutine.close = function(co, ...)
  refuse_driven("coroutine.close", co)
  return close(co, ...)
end

coroutine.wrap = function(f)
  local co = create(f)
  return function(...)
    local results = pack(resume_from_here(co, ...))
    if results[1] then return unpack(results, 2, results.n) end
    if status(co) == "dead" then close(co) end
    local message = results[2]
    if type(message) ~= "string" then error(message, 0) end
    local caller = getinfo(2, "Sl")
    local where = caller and caller.currentline > 0 and caller.short_src .. ":" .. caller.currentline .. ":"
    error(message, where and sub(message, 1, #where) == where and 0 or 2)
  end
end

return function(co) return resumers[co] end
