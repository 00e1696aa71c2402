-- B: the bindings; resumer(co): the thread that resumed a running coroutine (LuaKit's).
-- differences: Differences.lua's chunk, how values print and where they differ.
local B, resumer, differences = ...
local b_journal, b_app, b_spelling, b_snapshots = B.journal, B.app, B.spelling, B.snapshots
local format, concat, type, tostring, pairs, ipairs, error = string.format, table.concat, type, tostring, pairs, ipairs, error
-- Read once, so a flow that replaces or removes a library function (or
-- string methods, through the string library) cannot break its expectations.
local getmetatable, rawget, next, remove = getmetatable, rawget, next, table.remove
local sub, match, gmatch, gsub, find = string.sub, string.match, string.gmatch, string.gsub, string.find
local math_type, unpack, select, pcall = math.type, table.unpack, select, pcall
local running, setmetatable = coroutine.running, setmetatable
-- The app as the expectations read it, read once: a flow that replaces
-- app.top cannot make expect_top see another app.
local app_top, app_tree, app_root, app_topmost = app.top, app.tree, app.root, app.topmost
local D = differences(B)
local show, same, difference, MAX_DEPTH, MAX_KEYS = D.show, D.same, D.difference, D.MAX_DEPTH, D.MAX_KEYS

-- The expect_error calls under way, a stack of frames per thread: each frame
-- lists the expectations that failed while its function ran, on its thread
-- or on a coroutine it resumed (the chain of resumes Lua code made), so that
-- it takes as meant only those: never one made elsewhere while the function
-- was suspended in a coroutine, nor in code flowrun runs for it: on an
-- interceptor's thread (flowrun resumes it), or called from Swift (a finder,
-- a task: always on the main thread, deeper in calls from Swift than the
-- frame); that failure is its navigation's.
local meant = setmetatable({}, { __mode = "k" })
local main_thread = running()

-- The innermost frame the code running `depth` calls from Swift deep is under, or nil.
local function open_frame(depth)
  local thread = running()
  while thread do
    local frames = meant[thread]
    local top = frames and frames[#frames]
    if top then return (thread ~= main_thread or depth <= top.depth) and top or nil end
    thread = resumer and resumer(thread)
  end
end

-- Checks of an expectation's arguments: a bad one is an error at the flow's
-- line naming the expectation (`optional` lets nil through).
local function argument(value, expected, name, n, optional)
  if type(value) ~= expected and not (optional and value == nil) then
    error(format("bad argument #%d to '%s' (%s expected, got %s)", n, name, expected, type(value)), 3)
  end
  return value
end

-- More arguments than an expectation takes, most likely a message where it
-- takes none (`expect_tab(2, "the cart tab")`): an error, not ignored.
local function no_more(name, takes, ...)
  local extra = select("#", ...)
  if extra > 0 then
    error(format("%s takes %s, but was given %d more argument%s%s", name, takes, extra, extra == 1 and "" or "s",
      name == "expect_equal" and "" or "; only expect and expect_equal take a message"), 3)
  end
end

-- A list's items for a message, each as text.
local function items(list)
  local parts = {}
  for i, value in ipairs(list) do
    if i > MAX_KEYS then parts[i] = "…" break end
    parts[i] = type(value) == "string" and value or show(value)
  end
  return concat(parts, ", ")
end

-- Journals the expectation; on failure raises `message` at the flow's line.
local function check(passed, text, message)
  local depth = b_journal.journal_expectation(text, passed, not passed and message or nil)
  if passed then return true end
  local frame = open_frame(depth)
  if frame then frame[#frame + 1] = b_journal.journal_total() - 1 end
  error(message, 3)
end

-- The kind of a flowrun object ("node", "navigation", "link"…), nil for anything else.
local function object_kind(value)
  local meta = type(value) == "table" and getmetatable(value)
  local kind = type(meta) == "table" and rawget(meta, "__name")
  return type(kind) == "string" and kind or nil
end

-- Objects that are always true, so that expect(object) could never fail.
local always_true = { navigation = "expect_ok(nav) or expect(nav.ok)", link = "expect_ok(link) or expect(link.ok)" }

--- Fails the flow at the caller's line unless `condition` holds.
local function expect(...)
  local condition, message = ...
  if select("#", ...) == 0 then error("expect needs a condition to check, as in expect(balance > 0)", 2) end
  if select("#", ...) > 2 then
    error("expect takes two arguments (a condition and a message); the rest would be ignored: build the message first, "
      .. "as in string.format(\"balance %d\", b)", 2)
  end
  local kind = object_kind(condition)
  if always_true[kind] then
    error(format("bad argument #1 to 'expect' (a %s is always true, so this could never fail: use %s)", kind, always_true[kind]), 2)
  end
  if type(condition) == "function" then
    error("bad argument #1 to 'expect' (a function is always true, so this could never fail: to check that it exists, "
      .. "expect(f ~= nil); to check what it returns, call it, as in expect(f()))", 2)
  end
  if type(message) == "boolean" then
    error("bad argument #2 to 'expect' (a message expected, got boolean: expect checks one condition; "
      .. "for two, call expect for each, or join them with and)", 2)
  end
  -- expect(actual, expected), meant as expect_equal, would pass whatever
  -- the second is: a message that is no text, or a class name after a text.
  local described = type(message) == "table" and type(getmetatable(message)) == "table"
    and rawget(getmetatable(message), "__tostring") ~= nil
  local comparing = message ~= nil and type(message) ~= "string" and not described
    or type(condition) == "string" and type(message) == "string" and pcall(b_app.require_class, message)
  if comparing then
    error(format("bad argument #2 to 'expect' (a message expected, got %s %s: expect(actual, expected) passes whatever "
      .. "actual is; to compare, expect_equal(actual, expected)%s)", type(message), show(message),
      type(message) == "number" and "; if a call gave it as a second result, as string.find does, keep the first with "
        .. "parentheses: expect((s:find(…)))" or ""), 2)
  end
  -- expect(name, "alice"): a value and one word, most likely a comparison meant, which passes for any name.
  if (type(condition) == "string" or type(condition) == "number") and type(message) == "string"
    and message ~= "" and not find(message, "%s") and tostring(condition) ~= message then
    b_journal.warn_here(format("expect(%s, %s) checks only that %s is not nil or false: the second argument is its message; "
      .. "to compare, expect_equal(actual, %s), or give a message of more than one word", show(condition), show(message),
      show(condition), show(message)))
  end
  if described then message = show(message) end
  check(condition and true or false, "expect" .. (message and (": " .. message) or ""), message or "expectation failed")
  return condition
end

--- Fails unless `actual` equals `expected` (tables by content).
-- Takes its arguments as `...` to count them: with one, the expected value
-- would be nil and a misspelt field (also nil) would pass.
local function expect_equal(...)
  local actual, expected, what = ...
  no_more("expect_equal", "three arguments (the actual value, the expected one and a message)", select(4, ...))
  if select("#", ...) < 2 then
    error("expect_equal needs the actual value and the expected one: expect_equal(actual, expected); "
      .. "to check a value is nil, give nil as the expected one", 2)
  end
  if what ~= nil and type(what) ~= "string" then
    error(format("bad argument #3 to 'expect_equal' (a message expected, got %s %s: if a call gave it as a second result, "
      .. "as string.gsub does, keep the first with parentheses: expect_equal(x, (s:gsub(…))))", type(what), show(what)), 2)
  end
  local verdict = same(actual, expected)
  if verdict == nil then
    error(format("expect_equal: the tables nest deeper than %d levels (compare a part of them)", MAX_DEPTH), 2)
  end
  local text = "expect_equal" .. (what and (" " .. what) or "")
  -- A passing check builds no message: a value's __tostring may fail, or cost.
  if verdict then return check(true, text) end
  check(false, text, (what and (what .. ": ") or "") .. difference(expected, actual))
end

-- The expected tree's text without its blank edges and the indentation
-- every line shares (spaces or tabs: the file's own indentation); nil and
-- the line when a tab is left in a line's indentation, which the tree's
-- nesting (two spaces a level) cannot mean.
local function trim_block(text)
  local lines, shared = {}, nil
  for line in gmatch(text .. "\n", "(.-)\n") do
    line = gsub(line, "%s+$", "")
    if line ~= "" then
      local lead = match(line, "^[ \t]*")
      if shared == nil then shared = lead
      else
        local n = 0
        while n < #shared and n < #lead and sub(shared, n + 1, n + 1) == sub(lead, n + 1, n + 1) do n = n + 1 end
        shared = sub(shared, 1, n)
      end
    end
    lines[#lines + 1] = line
  end
  while lines[1] == "" do remove(lines, 1) end
  while lines[#lines] == "" do lines[#lines] = nil end
  for i, line in ipairs(lines) do
    lines[i] = sub(line, #(shared or "") + 1)
    if match(lines[i], "^ *\t") then return nil, lines[i] end
  end
  return concat(lines, "\n")
end

--- Fails unless the app's tree matches `expected` (compact text form;
--- common indentation and blank edges are ignored), showing a line diff.
local function expect_tree(expected, ...)
  no_more("expect_tree", "one argument (the expected tree)", ...)
  argument(expected, "string", "expect_tree", 1)
  local want, tabbed = trim_block(expected)
  if not want then
    error(format("expect_tree: the line '%s' is indented with a tab beyond the indentation all lines share; "
      .. "a tree nests by two spaces a level, so indent it with spaces", (gsub(tabbed, "\t", "\\t"))), 2)
  end
  local got = app_tree()
  check(want == got, "expect_tree",
    "the app tree differs (- expected, + actual)\n" .. b_journal.text_diff(want, got))
end

-- The options expect_tree_matches takes, and the shape of each.
local match_options = { keep_modules = "boolean", styles = "table" }

--- Fails unless the app tree is the one a hierarchy captured on a device
--- (UIKit's _printHierarchy, a file of the project) shows, addresses and
--- views aside; a failure shows a line diff. Options: `keep_modules`, `styles`.
local function expect_tree_matches(path, options, ...)
  no_more("expect_tree_matches", "two arguments (the capture's path, and a table of options)", ...)
  argument(path, "string", "expect_tree_matches", 1)
  argument(options, "table", "expect_tree_matches", 2, true)
  for key, value in pairs(options or {}) do
    local shape = match_options[key]
    if shape == nil then
      local near = type(key) == "string" and b_spelling.suggest(key, "keep_modules", "styles")
      error(format("expect_tree_matches: unknown option '%s'%s; the options are keep_modules, styles", tostring(key),
        near and format(" (did you mean '%s'?)", near) or ""), 2)
    elseif type(value) ~= shape then
      error(format("expect_tree_matches: option '%s' must be a %s, got %s", key, shape, type(value)), 2)
    end
  end
  local captured, simulated, name = b_app.capture_comparison(path, options and options.keep_modules or false, nil,
    options and options.styles)
  check(captured == simulated, "expect_tree_matches " .. name,
    format("the app tree differs from the capture %s (- captured, + simulated; addresses and views left out)\n", name)
      .. b_journal.text_diff(captured, simulated))
end

--- Fails unless `text` (by default the app tree, `app.tree()`) is the text
--- stored as the snapshot `name`, in the project's snapshots/<name>.txt. A
--- missing snapshot is written and said to be (on CI, `CI` set, it fails
--- instead); a changed one fails with a diff, and is rewritten under
--- `flowrun --update-snapshots`. Tests of one run giving a new snapshot
--- different texts all fail.
local function expect_snapshot(name, text, ...)
  no_more("expect_snapshot", "two arguments (the snapshot's name, and the text)", ...)
  argument(name, "string", "expect_snapshot", 1)
  argument(text, "string", "expect_snapshot", 2, true)
  -- No part is "." or "..", nor ends with ".": "a/." would be the file snapshots/a/..txt.
  if not match(name, "^[%w_%-]+[%w_%-%./]*$") or find(name, "..", 1, true) or find(name, "//", 1, true)
    or sub(name, -1) == "/" or find(name, "%./") or sub(name, -1) == "." then
    error(format("bad argument #1 to 'expect_snapshot' (a snapshot's name is letters, digits, _, - and ., in folders "
      .. "split by /, no part of it . or .. or ending with ., as in \"checkout/summary\": it is stored as "
      .. "snapshots/<name>.txt; got %s)", show(name)), 2)
  end
  text = text or app_tree()
  local verdict, file, stored, alike = b_snapshots.compare(name, text)
  local label = "expect_snapshot " .. name
  if verdict == "same" then return check(true, label) end
  if verdict == "written" then return check(true, label .. " (written: " .. file .. ")") end
  if verdict == "updated" then return check(true, label .. " (updated: " .. file .. ")") end
  if verdict == "missing" then
    return check(false, label, format("the snapshot %s is missing, and CI is set, which keeps it from being written: "
      .. "run flowrun where CI is not set to write it, review it and commit it", file))
  end
  if verdict == "conflict" then
    return check(false, label, format("snapshot %s: this test gives it different texts; a snapshot holds one text: "
      .. "give each its own name", file))
  end
  check(false, label, format("the snapshot %s differs (- stored, + actual): if the change is meant, "
    .. "run flowrun with --update-snapshots to rewrite it%s\n%s", file,
    alike and " (the texts differ in their bytes only, as \"é\" composed and decomposed do: Unicode normalization)" or "",
    b_journal.unified_diff(stored, text)))
end

-- A class no app.class defined is an error at the flow's line, naming the
-- nearest: the expectation would fail on a misspelling, not on the app.
local function defined(class, name, n)
  local ok, message = pcall(b_app.require_class, class)
  if not ok then error(format("bad argument #%d to '%s' (%s)", n, name, (gsub(tostring(message), "^[^\n]-:%d+: ", ""))), 3) end
end

--- Fails unless the screen the user sees is of `class`, with the `context`
--- and properties given in `fields`.
local function expect_top(class, fields, ...)
  no_more("expect_top", "two arguments (a class, and a table of properties)", ...)
  if object_kind(class) == "node" then
    error("bad argument #1 to 'expect_top' (a class name expected, got a node: expect_top(\"" .. tostring(class.class) .. "\") checks its class)", 2)
  end
  argument(class, "string", "expect_top", 1)
  defined(class, "expect_top", 1)
  argument(fields, "table", "expect_top", 2, true)
  if fields and next(fields) == nil then
    error("bad argument #2 to 'expect_top' (the properties table is empty, so it checks nothing; a key set to nil is "
      .. "no key in Lua: to check that a property is absent, use expect(app.top().name == nil))", 2)
  end
  for key in pairs(fields or {}) do
    if type(key) ~= "string" then
      error(format("bad argument #2 to 'expect_top' (properties are named by strings, but the table has the key %s: "
        .. "{ name = value } checks a property)", show(key)), 2)
    end
  end
  local top = app_top()
  local text = "expect_top " .. class
  if top == nil then return check(false, text, format("expected %s on top, but no screen is shown", class)) end
  check(top.class == class, text, format("expected %s on top, got %s", class, tostring(top)))
  for key, value in pairs(fields or {}) do
    local got = top[key]
    local hint = ""
    if got == nil then
      local names = {}
      for name in pairs(top) do names[#names + 1] = name end
      local near = b_spelling.suggest(key, unpack(names))
      if near then hint = format(" (it has no property '%s'; did you mean '%s'?)", key, near) end
    end
    check(same(got, value), text .. " " .. key, format("%s on top: expected %s = %s, got %s%s", class, key, show(value), show(got), hint))
  end
end

--- Fails unless the navigation stack the user sees holds screens of these
--- classes, bottom first.
local function expect_stack(classes, ...)
  no_more("expect_stack", "one argument (the list of classes)", ...)
  if type(classes) == "string" then
    error(format("bad argument #1 to 'expect_stack' (a list of class names expected, got the string %s: "
      .. "a stack of one screen is expect_stack({ %s }))", show(classes), show(classes)), 2)
  end
  argument(classes, "table", "expect_stack", 1)
  for i, item in ipairs(classes) do
    if type(item) ~= "string" then
      error(format("bad argument #1 to 'expect_stack' (a list of class names expected, item %d is %s %s)", i, type(item), show(item)), 2)
    end
    defined(item, "expect_stack", 1)
  end
  local got = b_app.visible_stack_classes()
  local verdict = same(got, classes) == true
  local shown = #got == 0 and "no stack" or format("{ %s }", items(got))
  local top = #got == 0 and not verdict and app_top()
  if top then
    shown = format("no stack: the screen the user sees, %s, is %sin no navigation stack", tostring(top),
      top.presenting and "presented modally, " or "")
  end
  local wanted = #classes == 0 and "no stack" or format("the stack { %s }", items(classes))
  check(verdict, "expect_stack", format("expected %s, got %s", wanted, shown))
end

--- Fails unless the tab bar around the screen the user sees has tab `n` (1-based) selected.
local function expect_tab(n, ...)
  no_more("expect_tab", "one argument (the tab number)", ...)
  if math_type(n) ~= "integer" or n < 1 then
    local got = n == nil and "nothing" or n ~= n and "NaN" or format("%s %s", math_type(n) or type(n), show(n))
    error(format("bad argument #1 to 'expect_tab' (a tab number from 1 expected, got %s)", got), 2)
  end
  local current = app_top()
  while current and current.selected == nil do current = current.parent end
  local got = current and current.selected
  local covered = ""
  if not got then
    -- A tab bar under a presented screen: the user sees the presented one, not the bar.
    local root = app_root()
    local presented = root and root.presented
    if root and root.selected and presented then
      covered = format(": %s is presented over the tab bar (tab %d selected under it)", tostring(presented), root.selected)
    end
  end
  check(got == n, "expect_tab " .. show(n),
    got and format("expected tab %s selected, got tab %d", show(n), got)
      or format("expected tab %s selected, but no tab bar is shown%s", show(n), covered))
end

-- The options expect_presented takes.
local presented_options = { style = "string" }

--- Fails unless the topmost modal is of `class` (or shows a screen of it),
--- presented with `options.style` when given ("page_sheet"…); `nil`
--- expects nothing presented.
local function expect_presented(...)
  local class, options = ...
  if select("#", ...) == 0 then
    error("expect_presented needs the class expected presented, or nil to expect nothing presented: expect_presented(nil)", 2)
  end
  no_more("expect_presented", "two arguments (the class, and a table of options)", select(3, ...))
  argument(class, "string", "expect_presented", 1, true)
  if class ~= nil then defined(class, "expect_presented", 1) end
  argument(options, "table", "expect_presented", 2, true)
  for key, value in pairs(options or {}) do
    if presented_options[key] == nil then
      local near = type(key) == "string" and b_spelling.suggest(key, "style")
      error(format("expect_presented: unknown option '%s'%s; the only option is style", tostring(key),
        near and format(" (did you mean '%s'?)", near) or ""), 2)
    elseif type(value) ~= presented_options[key] then
      error(format("expect_presented: option '%s' must be a %s, got %s", key, presented_options[key], type(value)), 2)
    end
  end
  local style = options and options.style
  if class == nil and style then
    error("expect_presented: a style needs a class: expect_presented(nil) expects nothing presented", 2)
  end
  if style then
    local ok, message = pcall(b_app.check_presentation_style, style)
    if not ok then error("expect_presented: " .. (gsub(tostring(message), "^[^\n]-:%d+: ", "")), 2) end
  end
  -- The top of the key window's presentations, as app.topmost sees it; a
  -- presentation above that one is being dismissed (the message says so).
  local root, topmost = app_root(), app_topmost()
  local presented = topmost ~= root and topmost or nil
  local leaving = topmost and topmost.presented
  local note = leaving and format(" (%s is being dismissed: app.settle() lets that end)", tostring(leaving)) or ""
  if class == nil then
    return check(presented == nil, "expect_presented nil", format("expected nothing presented, got %s", tostring(presented)))
  end
  local shown = presented and (presented.class == class or (app_top() and app_top().class == class))
  local text = "expect_presented " .. class .. (style and (" " .. style) or "")
  check(shown and true or false, text,
    presented and format("expected %s presented, got %s%s", class, tostring(presented), note)
      or format("expected %s presented, but nothing is%s", class, note))
  if style then
    local got = presented.style
    check(got == style, text, format("expected %s presented as %s, but it is presented as %s", class, style, tostring(got)))
  end
end

-- What a navigation or link opening is called in a message: "the
-- navigation", or "the link shop://cart"; an error at the flow's line for
-- anything else.
local function navigation_name(nav, name)
  local kind = object_kind(nav)
  if kind == "navigation" then return "the navigation" end
  if kind == "link" then return "the link " .. tostring(nav.url) end
  local got = kind and kind:gsub("_", " ") or type(nav)
  error(format("bad argument #1 to '%s' (a navigation (router:navigate) or link opening (open_url) expected, got %s)", name, got), 3)
end

-- How a navigation or link opening stands, in plain words.
local function standing(nav)
  if nav.pending then
    local waiting = nav.waiting
    return "it is still pending" .. (waiting and (": " .. waiting) or " (an interceptor is waiting)")
  end
  if nav.ok then return "it succeeded" end
  return format("it failed (%s): %s", tostring(nav.kind), tostring(nav.error))
end

--- Fails unless the navigation `nav` (from router:navigate), or the link
--- opening (from open_url), succeeded.
local function expect_ok(nav, ...)
  no_more("expect_ok", "one argument (the navigation or link opening)", ...)
  local what = navigation_name(nav, "expect_ok")
  local ok = nav.ok
  check(ok, "expect_ok", not ok and format("expected %s to succeed, but %s", what, standing(nav)) or nil)
  return nav
end

-- The kinds a failure can have, from Swift (LinkFailureKind.names).
local failure_kinds = { b_journal.failure_kinds() }
local known_kind = {}
for _, name in ipairs(failure_kinds) do known_kind[name] = true end

-- The failures that mean the flow's own code is broken, not that the app
-- refused (kind -> what broke): `expect_failure` without a kind does not take them.
local code_failures = b_journal.code_failures()

--- Fails unless `nav` failed, with the error `kind` when given.
local function expect_failure(nav, kind, ...)
  no_more("expect_failure", "two arguments (the navigation or link opening, and a failure kind)", ...)
  local what = navigation_name(nav, "expect_failure")
  argument(kind, "string", "expect_failure", 2, true)
  if kind and not known_kind[kind] then
    local near = b_spelling.suggest(kind, unpack(failure_kinds))
    error(format("expect_failure: unknown failure kind '%s'%s; the kinds are %s", kind,
      near and format(" (did you mean '%s'?)", near) or "", concat(failure_kinds, ", ")), 2)
  end
  local text = "expect_failure" .. (kind and (" " .. kind) or "")
  local failed = not nav.ok and not nav.pending
  local broken = failed and not kind and code_failures[nav.kind]
  if broken then
    check(false, text, format("expected %s to fail, and it did, but by %s, not by a refusal: %s; "
      .. "if that failure is what this checks, say so: expect_failure(nav, \"%s\")", what, broken, tostring(nav.error), nav.kind))
  end
  -- Any link that matches no route fails, a typo included: a check that passes for every misspelling says so,
  -- unless the link's near miss is warned of already.
  if failed and not kind and nav.kind == "unmatched" and nav.near_miss == nil then
    b_journal.warn_here(format("expect_failure(…) passed because %s matches no route, as any misspelt link would; "
      .. "if an unknown link is what this checks, say so: expect_failure(link, \"unmatched\")", what))
  end
  if not failed or not kind then
    return check(failed, text, not failed and format("expected %s to fail, but %s", what, standing(nav)) or nil) and nav
  end
  local got = nav.kind
  -- A bug in the flow's own Lua code never passes as the refusal it was wrapped in: say so plainly.
  if got == "lua_error" and kind ~= got then
    local outer = nav.failure and nav.failure.kind
    check(false, text, format("expected %s to fail with a %s failure, but the flow's own Lua code raised (lua_error)%s: %s; "
      .. "expect_failure(nav, \"lua_error\") if that is what you mean, or fix the code", what, kind,
      outer and outer ~= got and format(" inside a %s failure", outer) or "", tostring(nav.error)))
  end
  -- The two refusals a user tells apart by who refused: the app's handler, or an interceptor.
  local hint = kind == "refused" and got == "generic"
    and " (refused is the app's open-URL handler refusing the link; an interceptor's refusal is generic)" or ""
  check(got == kind, text, got ~= kind and format("expected %s to fail with a %s failure, but %s%s", what, kind, standing(nav), hint) or nil)
  return nav
end

-- What flowrun says about a flow's own code (a misspelt global, API name or
-- class, a colon call, an argument too many): never the error a flow means
-- to check, so expect_error does not take it.
local misuse_marks = {
  "no global has that name", "(flowrun init writes it)", "; its methods are ", "or define it with app.class",
  ", with a dot", "; the rest would be ignored",
}

--- Fails unless calling `fn` raises an error (whose message contains
--- `text`, when given); returns the message. Expectations that fail inside
--- `fn` (on the thread that called expect_error, or a coroutine it resumes)
--- are meant when `fn` raises: they do not fail the test. One made on
--- another thread while `fn` was suspended fails the test as a caught
--- failure does.
local function expect_error(fn, text, ...)
  no_more("expect_error", "two arguments (a function, and text its error contains)", ...)
  argument(fn, "function", "expect_error", 1)
  argument(text, "string", "expect_error", 2, true)
  local thread = running()
  local frames = meant[thread] or {}
  meant[thread] = frames
  local frame = { depth = b_journal.call_depth() }
  frames[#frames + 1] = frame
  local ok, raised = pcall(fn)
  remove(frames)
  if #frames == 0 then meant[thread] = nil end
  if not ok then
    for _, position in ipairs(frame) do b_journal.accept_failure(position) end
  end
  if ok then return check(false, "expect_error", "expected the function to raise an error, but it returned") end
  local message = tostring(raised)
  for _, phrase in ipairs(misuse_marks) do
    if find(message, phrase, 1, true) then
      check(false, "expect_error", "expected an error raised by the code the function calls, but it raised flowrun's error "
        .. "about the flow's own code: " .. message)
    end
  end
  check(text == nil or find(message, text, 1, true) ~= nil, "expect_error",
    format("expected an error containing %s, got %s", show(text), show(message)))
  return message
end

_G.expect, _G.expect_equal, _G.expect_tree, _G.expect_error = expect, expect_equal, expect_tree, expect_error
_G.expect_tree_matches, _G.expect_snapshot = expect_tree_matches, expect_snapshot
_G.expect_top, _G.expect_stack, _G.expect_tab, _G.expect_presented = expect_top, expect_stack, expect_tab, expect_presented
_G.expect_ok, _G.expect_failure = expect_ok, expect_failure
