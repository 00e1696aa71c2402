-- luacheck configuration (run by scripts/lint-lua, in CI before the tests).
-- Covers flowrun's own Lua (Sources/**/*.lua), the starter project and the
-- annotations that `flowrun init` writes, and the example and hostile flows.

std = "lua54+flowrun"

-- Flowrun's style allows long lines (option tables, messages); past 160 a
-- line wants wrapping.
max_line_length = 160

-- The API's methods (router:navigate, host:reload, ...) take `self` for the
-- `:` call syntax even where the object is a singleton.
self = false

-- The globals a flow (and an app file) finds installed: the flow API (the
-- prelude), the expectations, and the test API.
stds.flowrun = {
  read_globals = {
    "app", "route", "router", "host", "open_url", "read_csv", "read_json", "env",
    "expect", "expect_equal", "expect_tree", "expect_tree_matches", "expect_snapshot", "expect_top", "expect_stack", "expect_tab", "expect_presented",
    "expect_ok", "expect_failure", "expect_error",
    "test", "group", "fixture", "state", "states", "fixtures", "before_each", "after_each",
  },
}

-- flowrun's own chunks install the API through _G (not as plain globals), so
-- they see only standard Lua; the expectations are built on the public `app`,
-- which the prelude has installed before they run.
files["Sources/LuaBridge/Lua"] = { std = "lua54" }
files["Sources/LuaBridge/Lua/Expectations.lua"] = { std = "lua54", read_globals = { "app" } }
files["Sources/FlowRunner/Lua"] = { std = "lua54" }
files["Sources/LuaKit/Lua"] = { std = "lua54" }
-- The one chunk that replaces a standard function in place: coroutine.wrap,
-- rebuilt on the resume that the execution budget tracks.
files["Sources/LuaKit/Lua/Coroutines.lua"] = { std = "lua54", globals = { "coroutine" } }

-- LuaLS annotations: a declaration file that defines the API's globals with
-- empty bodies (so the arguments are unused), declares its classes as local
-- tables that only carry methods for the editor (W241: mutated, never read),
-- and whose ---@alias and ---@param lines cannot wrap.
files["Sources/FlowRunner/Templates/flowrun.lua"] = {
  std = "lua54",
  globals = {
    "app", "route", "router", "host", "open_url", "read_csv", "read_json", "env",
    "expect", "expect_equal", "expect_tree", "expect_tree_matches", "expect_snapshot", "expect_top", "expect_stack", "expect_tab", "expect_presented",
    "expect_ok", "expect_failure", "expect_error",
    "test", "group", "fixture", "state", "states", "fixtures", "before_each", "after_each",
  },
  unused_args = false,
  ignore = { "241" },
  max_line_length = false,
}

-- An app file shares its destinations and state with its flows through
-- globals: the starter's `product` and `session`, the shop's `shop`,
-- `routes` and `links` (flows may update the shared state).
files["Sources/FlowRunner/Templates/starter"] = { globals = { "product", "session" } }
files["scripts/examples/shop"] = { globals = { "shop", "routes", "links" } }
-- RouteComposer's Example: `example` is its state, `routes` the imported ones.
files["scripts/examples/routecomposer"] = { globals = { "example", "routes", "links" } }

-- The embedding example's flow navigates to the destination its Swift
-- program exposes as the global `profile`.
files["Examples/Embedding/Lua/flow.lua"] = { read_globals = { "profile" } }
