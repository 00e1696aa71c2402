"""Random suites for scripts/fuzz --mode isolation: an app definition, a
module the flows require, and flow files whose top level makes state that
their tests then change and show, each in its own order.

The app (app.lua): screen classes (one a subclass), a tab bar or a single
navigation stack of them with properties, state in a global table, routes
pushing each class onto the stack the user sees (some with a context task),
a modal route, a route behind an interceptor that waits for a login, maybe
a router-wide post task, a link table given to the app (maybe), an open-URL
handler that counts (maybe), a fixture and a log_in helper.

A flow file's top level: the module required, local tables, a global table,
router wrappers (a global interceptor router, a single navigation router
around it), a coroutine counting, a closure counting, a weak table, a node
property, and some of the moves below made once; maybe before_each and
after_each hooks, and groups.

A test: moves in a random order, each shown (printed) or checked: navigate
(through the router or a wrapper, to a destination, a modal or the guarded
route, which leaves a navigation waiting and so locks the single navigation
router), the Route commands (push, present, back, select a tab, back to
root, jump, replace, relaunch, other windows), properties set and read (a
misspelt one, which warns), the tree with its node ids, modules reloaded
or dropped from package.loaded, the garbage collected, what the app keeps
one of (classes, a link table, an open-URL handler, converters, duplicate
links that warn), _G's metatable, package.path, global
interceptors and router-wide tasks added, links opened and added, the
module's, the file's and the app's state changed, library tables changed,
the random generator drawn and reseeded, the clock moved, a login that lets
the waiting navigation go on; expectations of values the generator knows
from a fresh start, and at times one that fails.
"""

import random
from dataclasses import dataclass

POOL = ["Feed", "Detail", "Settings", "Profile", "Cart", "Help", "Search", "Wishlist"]
CONFIG = '{ "app": "app.lua", "flows": ["flows"] }\n'


@dataclass
class Suite:
    """A generated project: {relative path: text}."""
    index: int
    files: dict


class AppWriter:
    """The app definition of one suite, and what flows may use of it."""

    def __init__(self, rng):
        self.rng = rng
        self.classes = rng.sample(POOL, rng.randint(2, 5))
        self.tabs = rng.choice([0, 2, 3])
        self.links = rng.random() < 0.7
        self.url_handler = self.links and rng.random() < 0.5
        self.post_task = rng.random() < 0.5

    def text(self, seed, index):
        rng = self.rng
        lines = [f"-- scripts/fuzz --mode isolation --seed {seed} --only {index}: the app",
                 "for _, class in ipairs { " + ", ".join(f'"{c}"' for c in ["Home", "Login", "Orders", "Promo", *self.classes])
                 + " } do app.class(class) end",
                 f'app.class("Special{self.classes[0]}", "{self.classes[0]}")',
                 f"shared = {{ visits = {rng.randint(0, 3)}, log = {{}}, user = nil, flags = {{ beta = {str(rng.random() < 0.5).lower()} }} }}"]
        screens = [f'app.screen("Home", {{ badge = {rng.randint(0, 9)}, note = "home" }})']
        screens += [f'app.screen("{c}", {{ title = "{c.lower()}" }})' for c in self.classes[:max(self.tabs - 1, 0)]]
        if self.tabs:
            stacks = ", ".join(f"app.navigation {{ {screen} }}" for screen in screens[:self.tabs])
            lines.append(f"app.launch(app.tab_bar({{ {stacks} }}, {{ selected = {rng.randint(1, self.tabs)} }}))")
        else:
            lines.append(f"app.launch(app.navigation {{ {screens[0]} }})")
        lines += [
            "routes = {}",
            'local visible = route.class_finder("UINavigationController", { search = "current_visible_only", start = "root" })',
        ]
        for class_name in self.classes:
            task = ":adding(route.context_task(function(vc, context) vc.context_seen = context end))" if rng.random() < 0.5 else ""
            lines.append(f'routes.{class_name} = route.step {{ finder = route.class_finder("{class_name}"), '
                         f'factory = route.class_factory("{class_name}", {{ made = {rng.randint(1, 9)} }}) }}{task}'
                         f":using(route.nav.push()):from(route.general.custom(visible)):assemble()")
        lines += [
            'routes.modal = route.step { finder = route.class_finder("Promo"), factory = route.class_factory("Promo") }'
            f':using(route.general.present_modally {{ style = "{rng.choice(["page_sheet", "form_sheet", "full_screen"])}" }})'
            ":from(route.general.current()):assemble()",
            'routes.guarded = route.step { finder = route.class_finder("Orders"), factory = route.class_factory("Orders") }'
            ":adding(route.interceptor(function() route.wait_until(function() return shared.user ~= nil end) return true end))"
            ":using(route.nav.push()):from(route.general.custom(visible)):assemble()",
        ]
        if self.post_task:
            lines.append("router:add(route.post_task(function(vc) shared.log[#shared.log + 1] = vc.class end))")
        lines.append("links = route.links()")
        for class_name in self.classes:
            lines.append(f'links:add("app://{class_name.lower()}/:id<int>", routes.{class_name})')
        lines.append('links:add("app://orders", routes.guarded)')
        if self.links:
            lines.append("app.links(links)")
        if self.url_handler:
            lines.append("app.on_open_url(function() shared.visits = shared.visits + 1 end)")
        lines += [
            'fixture("logged_in", function() shared.user = "ann" end)',
            "function log_in(name) shared.user = name app.settle() end",
        ]
        return "\n".join(lines) + "\n"


MODULE = """\
-- A module the flows require: its state is the suite's too.
local counter = {{ count = {count}, items = {{}} }}
function counter.bump(n) counter.count = counter.count + (n or 1) return counter.count end
function counter.remember(item) counter.items[#counter.items + 1] = item return #counter.items end
return counter
"""


class FlowWriter:
    """One flow file: its top level, then its tests, each a random order of
    moves. Tracks the values a fresh start gives (state.n, counter.count,
    the global's hits) to check them."""

    def __init__(self, rng, app, name, counter_start, serial):
        self.rng, self.app, self.name, self.serial = rng, app, name, serial
        self.glob = f"G_{name}"
        self.start = {"state.n": rng.randint(0, 5), "counter.count": counter_start, f"{self.glob}.hits": 0}
        self.values = dict(self.start)
        self.lines = []

    def text(self, seed, index):
        rng = self.rng
        out = [f"-- scripts/fuzz --mode isolation --seed {seed} --only {index}: {self.name}",
               'local counter = require("modules.counter")',
               f"local state = {{ n = {self.start['state.n']}, seen = {{}} }}",
               f"{self.glob} = {{ hits = 0 }}",
               "local g = route.global_interceptor_router(router)",
               "local single = route.single_navigation_router(g)",
               "local gen = coroutine.wrap(function() for i = 1, 1000000 do coroutine.yield(i) end end)",
               "local function try(label, f) local ok, result = pcall(f) print(label, ok, result) return result end",
               "local ticks = 0",
               "local function tick() ticks = ticks + 1 return ticks end",
               'local cache = setmetatable({}, { __mode = "k" })',
               "cache[state] = true",
               'app.top().note = "top"']
        self.lines = out
        for _ in range(rng.randint(0, 4)):
            self.move(top_level=True)
        self.start = dict(self.values)
        if rng.random() < 0.3:
            out.append("before_each(function() state.n = state.n + 1 end)")
            self.start["state.n"] += 1
        if rng.random() < 0.3:
            out.append('after_each(function() print("after", state.n, counter.count, app.top().class) end)')
        in_group = False
        for _ in range(rng.randint(2, 6)):
            if rng.random() < 0.25:
                out.append("end)" if in_group else f'group("group {self.fresh()}", function()')
                in_group = not in_group
            self.test()
        if in_group:
            out.append("end)")
        return "\n".join(out) + "\n"

    def fresh(self):
        self.serial[0] += 1
        return self.serial[0]

    def test(self):
        rng = self.rng
        number = self.fresh()
        options = []
        if rng.random() < 0.2:
            options.append('fixtures = { "logged_in" }')
        each = rng.random() < 0.15
        if each:
            options.append(f"each = {{ {rng.randint(1, 3)}, {rng.randint(4, 6)} }}")
        header = f'test("case {number}: {rng.choice(["moves", "state", "links", "navigation", "commands"])} in file {self.name}"'
        if options:
            header += ", { " + ", ".join(options) + " }"
        self.lines.append(header + (", function(_, value)" if each else ", function()"))
        self.values = dict(self.start)
        for _ in range(rng.randint(2, 10)):
            self.move(top_level=False)
        self.lines.append("  expect(true)")
        self.lines.append("end)")

    def emit(self, line, top_level):
        self.lines.append(line if top_level else "  " + line)

    def move(self, top_level):
        """One move, written at the top level or in the current test."""
        rng = self.rng
        n = self.fresh()
        classes = self.app.classes
        router = rng.choice(["router", "g", "single"])
        destination = rng.choice([f"routes.{c}" for c in classes] + ["routes.modal", "routes.guarded"])
        context = rng.choice(["", f", {n}", f', "c{n}"', f", {{ id = {n} }}"])
        moves = [
            lambda: f'try("navigate {n}", function() return {router}:navigate({destination}{context}).kind end)',
            lambda: f'try("push {n}", function() return app.push("{rng.choice(classes)}", {{ pushed = {n} }}).class end)',
            lambda: f'try("present {n}", function() return app.present("Promo", {{ style = "{rng.choice(["page_sheet", "form_sheet"])}" }}).class end)',
            lambda: f'try("back {n}", function() return app.back().class end)',
            lambda: f'try("tab {n}", function() return app.select_tab({rng.randint(1, 3)}).class end)',
            lambda: f'try("root {n}", function() return app.back_to_root().class end)',
            lambda: f'app.top().note = "n{n}"',
            lambda: "print(app.top().nte, app.top().note, app.top().class)",
            lambda: f"g:add_global(route.interceptor(function() {self.glob}.hits = {self.glob}.hits + 1 return true end))",
            lambda: "router:add(route.post_task(function(vc) state.seen[#state.seen + 1] = vc.class end))",
            lambda: f'try("url {n}", function() return open_url("app://{rng.choice(classes).lower()}/{n}").kind end)',
            lambda: 'try("url orders", function() return open_url("app://orders").kind end)',
            lambda: f'links:add("app://extra{n}", {destination})',
            lambda: 'try("log in", function() log_in("ann") return shared.user end)',
            lambda: "app.settle()",
            lambda: f"app.wait({rng.choice(['0.1', '1', '0'])})",
            lambda: f'counter.remember("r{n}")',
            lambda: "state.seen[#state.seen + 1] = app.top().class",
            lambda: "shared.visits = shared.visits + 1",
            lambda: f"shared.flags.f{n} = true",
            lambda: f"rawset(_G, \"NEW_{n}\", {n})",
            lambda: f"string.fuzz{n} = function(s) return s .. \"{n}\" end",
            lambda: "table.extra = (rawget(table, \"extra\") or 0) + 1",
            lambda: f"math.randomseed({n})",
            lambda: 'print("draw", math.random(1000), gen(), app.now(), os.time())',
            lambda: 'print("state", state.n, #state.seen, counter.count, #counter.items, shared.visits, #shared.log, '
                    f'tostring(shared.user), {self.glob}.hits, rawget(_G, "NEW_{n - 1}"), rawget(string, "fuzz{n - 1}"), '
                    'rawget(table, "extra"), #links:routes())',
            lambda: "print(app.tree())",
            lambda: "print(app.tree { ids = true })",
            lambda: 'print("tick", tick())',
            lambda: f"cache[{{ {n} }}] = true cache[app.top()] = {n}",
            lambda: 'collectgarbage("collect") do local c = 0 for _ in pairs(cache) do c = c + 1 end print("cache", c) end',
            lambda: 'package.loaded["modules.counter"] = nil print("fresh", require("modules.counter") == counter)',
            lambda: 'try("reload", function() return host:reload("modules.counter") end)',
            lambda: 'print("generation", host:generation("modules.counter"))',
            lambda: 'try("relaunch", function() app.relaunch() return app.top().class end)',
            lambda: f'try("cold {n}", function() return open_url("app://{rng.choice(classes).lower()}/{n}", {{ cold = true }}).kind end)',
            lambda: f'try("window {n}", function() app.launch_window("w{n % 3}", app.screen("Home")) app.make_key("w{n % 3}") return app.key_window() end)',
            lambda: f'try("jump {n}", function() return app.jump("{rng.choice(classes)}").class end)',
            lambda: f'try("replace {n}", function() return app.replace("{rng.choice(classes)}", {{ replaced = {n} }}).class end)',
            lambda: "app.top().can_be_dismissed = false",
            lambda: 'links:add("app://orders", routes.modal)',
            lambda: 'try("table", function() app.links(nil) app.links(links) return #links:routes() end)',
            lambda: 'try("new table", function() app.links(route.links()) return true end)',
            lambda: 'try("handler", function() app.on_open_url(function() return true end) return true end)',
            lambda: f'try("converter", function() links:converter("k{n % 2}", function(text) return text end) return true end)',
            lambda: f'try("class", function() app.class("Extra{n % 3}") return app.push("Extra{n % 3}").class end)',
            lambda: f'try("extra", function() return app.push("Extra{(n + 1) % 3}").class end)',
            lambda: 'try("strict", function() setmetatable(_G, nil) return true end)',
            lambda: f'print("unset", pcall(function() return UNSET_{n % 2} end))',
            lambda: 'package.path = "?.lua;" .. package.path print("path", #package.path)',
            lambda: f'io.write("written ", {n}, "\\n")',
            lambda: 'print("date", os.date("%Y-%m-%d %H:%M:%S"), env("FUZZ", "unset"))',
            lambda: self.bump("state.n", "state.n = state.n + {k}"),
            lambda: self.bump("counter.count", "counter.bump({k})"),
            lambda: self.bump(f"{self.glob}.hits", f"{self.glob}.hits = {self.glob}.hits + {{k}}"),
            lambda: self.lock(n),
        ]
        if not top_level:
            moves += [
                lambda: self.check(),
                lambda: self.check(),
                lambda: f"expect_equal(state.n, {self.values['state.n'] + 100})",  # fails, the same way each run
            ]
        self.emit(rng.choice(moves)(), top_level)

    def bump(self, name, template):
        k = self.rng.randint(1, 3)
        self.values[name] += k
        return template.format(k=k)

    def check(self):
        name = self.rng.choice(sorted(self.values))
        return f"expect_equal({name}, {self.values[name]})"

    def lock(self, n):
        """Leaves a navigation of the single navigation router waiting for
        the login: navigations after it are refused until someone logs in."""
        return f'try("held {n}", function() return single:navigate(routes.guarded).kind end)'


def generate(seed, index):
    """Suite `index` of the campaign `seed`."""
    rng = random.Random(f"isolation:{seed}:{index}")
    app = AppWriter(rng)
    serial = [0]
    files = {"flowrun.json": CONFIG, "app.lua": app.text(seed, index)}
    counter_start = rng.randint(0, 9)
    files["modules/counter.lua"] = MODULE.format(count=counter_start)
    for name in ["a", "b", "c"][:rng.randint(1, 3)]:
        files[f"flows/{name}_test.lua"] = FlowWriter(rng, app, name, counter_start, serial).text(seed, index)
    return Suite(index, files)
