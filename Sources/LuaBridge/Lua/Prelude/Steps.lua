-- The methods of steps, chains and switches as they are assembled
-- (:adding, :using, :from, :assemble…); route's functions making them
-- are the next module's.
local B, K = ...
local b_route = B.route
local error, type = error, type
local object_class, object, handle, check_function, named, check_options =
      K.object_class, K.object, K.handle, K.check_function, K.named, K.check_options

-- The schemas of this module's option tables.
local schemas = {
  switch_case = { when = "any", from = "any", expecting = "any" },
}

-- :using takes an action; a function given instead is most likely one not called.
local function using(self, action)
  if type(action) == "function" then
    error("bad argument #1 to 'using' (an action expected, got a function: call it, as in route.nav.push())", 2)
  end
  return object(b_route.using(handle(self), handle(action)))
end

-- :from takes an origin or a destination (the chain is complete) or an
-- intermediate step (which then needs its own :using).
local function chain_from(self, origin)
  return object(b_route.from(handle(self), handle(origin)))
end

object_class("destination", {
  adapting_context = function(self, fn)
    check_function(fn, ":adapting_context")
    return object(b_route.adapting_context(handle(self), function(context) return fn(context) end, named(fn)))
  end,
  expecting_container = function(self) return self end,
  unsafely_rewrapped = function(self) return self end,
})
-- A single or container step, before the chain's :using gives it its action
-- (RouteComposer's SingleStep and its ActionToStepIntegrator).
object_class("intermediate", {
  adding = function(self, task) return object(b_route.intermediate_adding(handle(self), handle(task))) end,
  -- RouteComposer's rewrapping words change static types only; contexts and classes are checked when navigating here.
  expecting_container = function(self) return self end,
  unsafely_rewrapped = function(self) return self end,
  adapting_context = function(self, fn)
    if fn ~= nil then
      error("a single step's :adapting_context() takes nothing (RouteComposer's SingleStep.adaptingContext()); "
        .. "to change the context, call :adapting_context(fn) on the assembled destination", 2)
    end
    return self
  end,
})
object_class("complete_chain", { assemble = function(self) return object(b_route.assemble(handle(self))) end })
object_class("action_chain", { from = chain_from })
object_class("integrator", {
  using = using,
})
object_class("step_assembly", {
  adding = function(self, task) return object(b_route.adding(handle(self), handle(task))) end,
  using = using,
  from = chain_from,
})
object_class("switch", {
  --- A case: a function of the context returning a destination or nil; or
  --- { when = boolean | function(context) | finder, from = destination };
  --- or { from = finder } / { expecting = finder } to start from what the finder finds.
  add_case = function(self, case)
    if type(case) == "function" then
      return object(b_route.switch_case(handle(self), function(context)
        local destination = case(context)
        return destination and handle(destination)
      end, named(case)))
    end
    if type(case) ~= "table" then error("add_case needs a function or a table", 2) end
    check_options(case, "switch:add_case", 1, schemas.switch_case)
    if case.when ~= nil then
      local condition = type(case.when) == "table" and handle(case.when) or case.when
      return object(b_route.switch_when(handle(self), condition, handle(case.from), named(case.when)))
    end
    local finder = case.expecting or case.from
    return object(b_route.switch_from(handle(self), handle(finder)))
  end,
  assemble = function(self, default) return object(b_route.switch_assemble(handle(self), handle(default))) end,
})

return {}
