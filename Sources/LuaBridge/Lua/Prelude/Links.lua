-- Deep links: route tables (route.links), the app's table and handler
-- (app.links, app.on_open_url), and opening URLs (open_url, route.redirect)
-- as live objects saying how each opening goes.
local B, K = ...
local b_waits, b_links = B.waits, B.links
local error, format, type, tostring, rawget, getmetatable, setmetatable, ipairs, math_type, sort, concat, pairs =
      error, string.format, type, tostring, rawget, getmetatable, setmetatable, ipairs, math.type, table.sort, table.concat, pairs
local yield, in_interceptor, returned, did_you_mean, classes, object_class, object, handle, no_more, kind_of, check_function, named =
      K.yield, K.in_interceptor, K.returned, K.did_you_mean, K.classes, K.object_class, K.object, K.handle, K.no_more, K.kind_of,
      K.check_function, K.named
local check_options, app, relaunch, route, Navigation, NAVIGATION, LINK, standing_text, no_field, read_only =
      K.check_options, K.app, K.relaunch, K.route, K.Navigation, K.NAVIGATION, K.LINK, K.standing_text, K.no_field, K.read_only
-- Whether a module's text is running again (LuaKit's hot reload): its
-- table and handler then replace those its last version gave.
local is_reloading = K.reloadable.reloading

-- What a runner adds to each row links:fuzz makes (FlowSession's fuzz-row hook), if anything.
local fuzz_row_hook

-- The schemas of this module's option tables.
local schemas = {
  links = { case_insensitive_paths = "boolean", redirect_limit = "number" },
  links_fuzz = { seed = "number", count = "number" },
  converter = { examples = "table" },
  open_url = { cold = "boolean" },
}

-- The parameters a route pattern names: `:id`, `*rest`, `id<int>`, `page<int>?`.
local function pattern_names(pattern, into)
  local names = into or {}
  for name in pattern:gmatch("[:*]([%w_]+)") do names[name] = true end
  for name in pattern:gmatch("([%w_]+)<") do names[name] = true end
  return names
end

-- Each link table's parameter names, over all its patterns: a make_context
-- shared by routes reads names another route of the table has.
local table_names = setmetatable({}, { __mode = "k" })

-- A link's params as make_context and `link.params` read them: a name no
-- pattern of its table has is an error naming the pattern's own (a
-- misspelt `p.idd` would be a nil context). Still plain data (`__plain`):
-- the expectations compare and show it by content.
local function strict_params(params, pattern, known)
  return setmetatable(params, { __plain = true, __index = function(_, key)
    if known[key] then return nil end
    local list = {}
    for name in pairs(pattern_names(pattern)) do list[#list + 1] = name end
    sort(list)
    error(format("the params of %s have no '%s'%s; its pattern names %s", pattern, tostring(key), did_you_mean(key, list),
      #list == 0 and "no parameter" or concat(list, ", ")), 2)
  end })
end

object_class("links", {
  --- Adds a route: URLs matching `pattern` open `destination`, with the
  --- context `make_context(params)` returns (default: the params table).
  add = function(self, pattern, destination, make_context)
    if type(pattern) ~= "string" then error("links:add needs a URL pattern string, got " .. type(pattern), 2) end
    if getmetatable(destination) ~= classes.destination then
      error("links:add needs a destination (from :assemble()), got " .. type(destination), 2)
    end
    local known = table_names[self] or {}
    table_names[self] = known
    pattern_names(pattern, known)
    local maker = make_context
    if make_context ~= nil then
      check_function(make_context, "links:add make_context")
      maker = function(params)
        local count, context = returned(make_context(strict_params(params, pattern, known)))
        setmetatable(params, nil)
        -- A function that forgot its `return` would open the screen with no context: none
        -- returned here is an error Swift places at make_context's own line (passed below).
        if count == 0 then return end
        return context
      end
    end
    b_links.links_add(handle(self), pattern, handle(destination), maker, make_context)
    return self
  end,
  --- A parameter type of its own: `fn(text)` returns the value, or nil when the text is not one.
  --- `{ examples = { "ABC123" } }`: texts it takes, from which the fuzzer builds valid links
  --- (each is checked with `fn` here).
  converter = function(self, name, fn, options, ...)
    no_more("links:converter", 3, options, ...)
    check_function(fn, "links:converter")
    options = check_options(options, "links:converter", 3, schemas.converter)
    local examples = options.examples
    if examples ~= nil then
      local count = 0
      for _ in pairs(examples) do count = count + 1 end
      if count == 0 or count ~= #examples then
        error("links:converter examples must be a non-empty list of texts the converter takes, as { examples = { \"ABC123\" } }", 2)
      end
      for index, example in ipairs(examples) do
        if type(example) ~= "string" then
          error(format("links:converter examples: item %d is a %s; each example is the text a link holds (a string)", index, type(example)), 2)
        end
      end
    end
    b_links.links_converter(handle(self), name, fn, examples)
    return self
  end,
  --- The routes in declaration order: { pattern, location }.
  routes = function(self) return b_links.links_routes(handle(self)) end,
  --- Problems with the table: duplicates, routes that never win, required query parameters a catch-all takes links without.
  lint = function(self) return b_links.links_lint(handle(self)) end,
  --- How `url` resolves: every candidate (matched, params or reason), the winner's index and the rule.
  explain = function(self, url) return b_links.links_explain(handle(self), url) end,
  --- URLs made from each route's pattern, `links:fuzz { seed = 1, count = 12 }` (count: per route),
  --- as rows for a test's `each`: name (the URL), url, route, variant, fits (its own route takes it),
  --- and what a runner adds to each (flowrun's check(link)).
  fuzz = function(self, options)
    options = check_options(options, "links:fuzz", 1, schemas.links_fuzz)
    local seed, count = options.seed or 1, options.count or 12
    if math_type(seed) ~= "integer" or seed < 0 then error("links:fuzz: seed must be a whole number of 0 or more, got " .. tostring(seed), 2) end
    if math_type(count) ~= "integer" or count < 1 then
      error("links:fuzz: count must be a whole number of 1 or more (URLs per route), got " .. tostring(count), 2)
    end
    -- With a runner's hook, what could not be fuzzed is said when the first row is checked
    -- (once, when fuzzing runs), not whenever the file loads.
    local rows, notes = b_links.links_fuzz(handle(self), seed, count, fuzz_row_hook ~= nil)
    for index, row in ipairs(rows) do
      row.name = row.url
      if fuzz_row_hook then fuzz_row_hook(row, index == 1 and notes or nil) end
    end
    return rows
  end,
})

--- A deep-link route table: route.links { case_insensitive_paths = false, redirect_limit = 5 }.
function route.links(options, ...)
  no_more("route.links", 1, options, ...)
  local links = object(b_links.links_new())
  if options ~= nil then
    if type(options) ~= "table" then error("route.links takes an option table", 2) end
    check_options(options, "route.links", 1, schemas.links)
    local limit = options.redirect_limit
    if limit ~= nil and (math_type(limit) ~= "integer" or limit < 0) then
      error("route.links redirect_limit must be a whole number of 0 or more, got " .. tostring(limit), 2)
    end
    b_links.links_configure(handle(links), options.case_insensitive_paths, options.redirect_limit)
  end
  return links
end

--- Makes `links` the table the app opens URLs with (open_url, route.redirect).
--- A reloaded module giving it again replaces it.
function app.links(links, ...) no_more("app.links", 1, links, ...) b_links.app_links(handle(links), is_reloading()) end

--- The app's own handler of opened URLs, asked before the table:
--- `fn(url)` returns nothing or true to go on, a string to open that URL
--- instead, or false (or nil) and a reason to refuse the link. nil removes it.
function app.on_open_url(fn, ...)
  no_more("app.on_open_url", 1, fn, ...)
  if fn ~= nil then check_function(fn, "app.on_open_url") end
  b_links.app_on_open_url(fn, named(fn), is_reloading())
end

-- A link opening: what the URL resolved to and, once it navigated, how the
-- navigation went (live, like a navigation).
local function navigation_object(number) return setmetatable({ [NAVIGATION] = number }, Navigation) end
local link_fields = {
  params = function(state)
    local params, pattern = state.params, state.route
    return params and pattern and strict_params(params, pattern, pattern_names(pattern)) or params
  end,
  navigation = function(_, nav) return nav end,
  failed_step = function(_, nav) return nav and nav.failed_step end,
  traceback = function(_, nav) return nav and nav.traceback end,
  trace = function(_, nav) return nav and nav.trace end,
  waiting = function(_, nav) return nav and nav.waiting end,
  -- When it failed: its navigation's failure, or, refused before navigating
  -- (unmatched, refused, converter…), its kind and message in the same shape.
  failure = function(state, nav)
    if state.ok or state.pending then return nil end
    if nav and nav.kind == state.kind then return nav.failure end
    return { kind = state.kind, message = state.error }
  end,
  -- Whether it failed before anything changed: its navigation's word, or true when it never navigated.
  synchronous = function(state, nav)
    if nav then return nav.synchronous end
    return not state.ok and not state.pending
  end,
}
-- The fields of b_links.link_state (some nil, as `route` of an unmatched link).
local link_state_fields = {
  url = true, chain = true, rewrite = true, route = true, route_location = true, params = true,
  ok = true, pending = true, kind = true, error = true, near_miss = true,
}
local link_field_names = {}
for name in pairs(link_fields) do link_field_names[name] = true end
for name in pairs(link_state_fields) do link_field_names[name] = true end
local Link = {
  __name = "link",
  __tostring = standing_text,
  __index = function(self, key)
    if not link_field_names[key] then no_field("a link opening", key, link_field_names) end
    local state = b_links.link_state(rawget(self, LINK), false, key)
    local nav = state.navigation and navigation_object(state.navigation)
    local field = link_fields[key]
    if field then return field(state, nav) end
    return state[key]
  end,
  __newindex = function(_, key) read_only("a link opening", key) end,
}
local function link_object(number) return setmetatable({ [LINK] = number }, Link) end

--- Opens a deep link as the user tapping it would: resolved in the app's
--- table (app.links) and navigated to through the router, interceptors and
--- all. `{ cold = true }` relaunches the app first (a cold start). Returns
--- the opening: `ok`, `pending`, `kind` (opened, pending, unmatched,
--- invalid, redirect_loop, too_many_redirects, context, converter, no_links,
--- busy, refused, handler, or the navigation's failure), `error`, `url`, `route`, `params`, `chain`,
--- `navigation`, `trace`, and `near_miss`: when it failed, the link as a route one slip away
--- spells it (`travel://trips` for `travel://trps`; reading that it failed then warns).
local function open_url(url, options, ...)
  no_more("open_url", 2, url, ...)
  if type(url) ~= "string" then error("open_url needs a URL string, got " .. type(url), 2) end
  if options ~= nil and type(options) ~= "table" then error("open_url options must be a table ({ cold = true })", 2) end
  options = check_options(options, "open_url", 2, schemas.open_url)
  if options.cold then relaunch() end
  return link_object(b_links.open_link(url))
end

--- Inside an interceptor: opens `url` first (a login screen, say) and
--- returns that opening once it has navigated; the interceptor then goes on.
--- Redirects extend the chain of the link being opened: a loop, or more
--- redirects than the table's limit, ends the chain with the whole of it.
function route.redirect(url, ...)
  no_more("route.redirect", 1, url, ...)
  if type(url) ~= "string" then error("route.redirect needs a URL string, got " .. type(url), 2) end
  if not in_interceptor() then error("route.redirect can only be used inside an interceptor", 2) end
  return link_object(yield(b_waits.redirect(url)))
end

return {
  open_url = open_url,
  -- The opening a link object stands for, or nil and what the value is instead.
  link_opening = function(link)
    local number = type(link) == "table" and rawget(link, LINK)
    if number then return number end
    return nil, kind_of(link)
  end,
  on_fuzz_row = function(hook) fuzz_row_hook = hook end,
}
