-- The app: its classes, the tree it launches with (and relaunches), its
-- windows, and what reads it whole (app.top, app.tree…). The commands that
-- change it are the next module's.
local B, K = ...
local b_app, b_nodes = B.app, B.nodes
local error, format, type, tostring, rawget, getmetatable, ipairs, next, concat, pcall =
      error, string.format, type, tostring, rawget, getmetatable, ipairs, next, table.concat, pcall
local did_you_mean, dot_call, optional, no_more, kind_of, check_function, check_options, node, node_handle =
      K.did_you_mean, K.dot_call, K.optional, K.no_more, K.kind_of, K.check_function, K.check_options, K.node, K.node_handle

-- The schemas of this module's option tables.
local schemas = {
  tab_bar = { selected = "number", properties = "table", class = "string" },
  container = { class = "string" },
  launch_from = { keep_modules = "boolean", containers = "table", styles = "table", launch = "boolean" },
  tree = { ids = "boolean" },
  container_class = { visible = "function or string", make_visible = "function", module = "string" },
  class = { module = "string" },
}

local app = {}

--- Defines a screen class, a subclass of `superclass` (default UIViewController);
--- `{ module = "Shop" }` (after the superclass, or in its place) is the Swift
--- module it was captured with, which `flowrun tree --format uikit` prints.
function app.class(name, superclass, options, ...)
  no_more("app.class", 3, name, ...)
  if type(superclass) == "table" and getmetatable(superclass) == nil and options == nil then superclass, options = nil, superclass end
  options = check_options(options, "app.class", superclass == nil and 2 or 3, schemas.class, nil, name)
  b_app.define_class(name, superclass, options.module)
end

--- Defines a custom container class: `visible(container)` returns the list
--- of children it shows, `make_visible(child, container)` shows one (see app.ops);
--- `visible = "all"` (and no make_visible) shows every child, as UIKit leaves
--- the children a controller embeds. `module` is as app.class's.
function app.container_class(name, adapter, ...)
  no_more("app.container_class", 2, name, ...)
  if type(adapter) ~= "table" then
    dot_call(name, "app.container_class", 2)
    error("app.container_class needs { visible = ..., make_visible = ... }", 2)
  end
  check_options(adapter, "app.container_class", 2, schemas.container_class)
  if adapter.visible == "all" then
    if adapter.make_visible ~= nil then error("app.container_class: visible = \"all\" shows every child already: leave make_visible out", 2) end
    b_app.define_embedding_container_class(name, adapter.module)
    return
  end
  if type(adapter.visible) == "string" then
    error(format("app.container_class: option 'visible' must be a function or \"all\", got \"%s\"", adapter.visible), 2)
  end
  check_function(adapter.visible, "app.container_class visible")
  check_function(adapter.make_visible, "app.container_class make_visible")
  b_app.define_container_class(name,
    function(id)
      local ids = {}
      for i, child in ipairs(adapter.visible(node(id))) do ids[i] = node_handle(child, "a node from visible") end
      return ids
    end,
    function(child, container) adapter.make_visible(node(child), node(container)) end, adapter.module)
end

-- The children of a container for app.launch: a list of entries (made by
-- app.screen, app.navigation…, or class names), checked where it is written.
local function launch_children(children, name)
  dot_call(children, name, 3)
  if type(children) ~= "table" or getmetatable(children) ~= nil then
    error(format("bad argument #1 to '%s' (list of screens expected, got %s)", name, kind_of(children)), 3)
  end
  if type(children.class) == "string" then
    error(format("bad argument #1 to '%s' (list of screens expected, got one screen (%s): put it in a list, as in %s { app.screen(\"%s\") })",
      name, children.class, name, children.class), 3)
  end
  for i, child in ipairs(children) do
    if type(child) ~= "string" and (type(child) ~= "table" or type(child.class) ~= "string") then
      error(format("bad argument #1 to '%s' (item %d: a screen (app.screen, app.navigation, …) or a class name expected, got %s)",
        name, i, kind_of(child)), 3)
    end
  end
  return children
end

-- What each container builder for app.launch makes: its UIKit class and kind.
local containers = {
  ["app.navigation"] = { base = "UINavigationController", kind = "navigation", what = "a navigation controller" },
  ["app.tab_bar"] = { base = "UITabBarController", kind = "tab_bar", what = "a tab bar controller" },
  ["app.split"] = { base = "UISplitViewController", kind = "split", what = "a split view controller" },
}

-- The properties of an entry for app.launch: nil or a table of them; a
-- screen given there most likely belongs in the list of children.
local function launch_properties(properties, name)
  if properties ~= nil and type(properties) ~= "table" then
    error(format("bad argument #2 to '%s' (table of properties expected, got %s)", name, type(properties)), 3)
  end
  if type(properties) == "table" and type(properties.class) == "string" and getmetatable(properties) == nil then
    local ok, kind = pcall(b_app.container_kind, properties.class)
    local own = containers[name] and ok and kind == containers[name].kind and format("; the %s's own class is an option, %s(children, nil, { class = \"%s\" })",
      name:sub(5), name, properties.class) or ""
    error(format("bad argument #2 to '%s' (properties expected, got a screen (%s): put every screen in the list, the first argument%s)",
      name, properties.class, own), 3)
  end
  return properties
end

-- The class of the container `name` builds: its option `class` (a defined
-- class of the same kind, as an imported app's MainTabBarController), else UIKit's.
local function container_class(class, name)
  local made = containers[name]
  if class == nil then return made.base end
  local kind = b_app.container_kind(class)
  if kind ~= made.kind then
    error(format("%s: option 'class' must be the class of %s (%s, or a class defined from it), got \"%s\", %s", name,
      made.what, made.base, class, kind == nil and "a screen's class" or "another kind of container's"), 3)
  end
  return class
end

--- A screen of `class` for app.launch, with optional properties.
function app.screen(class, properties, ...)
  no_more("app.screen", 2, class, ...)
  b_app.require_class(class)
  return { class = class, properties = launch_properties(properties, "app.screen") }
end

--- A navigation stack for app.launch: `app.navigation { screen, ... }`;
--- `app.navigation(children, properties, { class = "MainNavigationController" })`
--- launches a class defined from UINavigationController instead.
function app.navigation(children, properties, options, ...)
  no_more("app.navigation", 3, children, ...)
  options = check_options(options, "app.navigation", 3, schemas.container, nil, children)
  local class = container_class(options.class, "app.navigation")
  return { class = class, children = launch_children(children, "app.navigation"),
           properties = launch_properties(properties, "app.navigation") }
end

--- A tab bar for app.launch: `app.tab_bar({ tab, ... }, { selected = 1 })`;
--- option `class` launches a class defined from UITabBarController instead.
function app.tab_bar(children, options, ...)
  no_more("app.tab_bar", 2, children, ...)
  options = check_options(options, "app.tab_bar", 2, schemas.tab_bar, nil, children)
  return { class = container_class(options.class, "app.tab_bar"), children = launch_children(children, "app.tab_bar"), selected = options.selected,
           properties = options.properties }
end

--- A split view for app.launch: `app.split { primary, secondary }`;
--- `app.split(children, properties, { class = "MainSplitViewController" })`
--- launches a class defined from UISplitViewController instead.
function app.split(children, properties, options, ...)
  no_more("app.split", 3, children, ...)
  options = check_options(options, "app.split", 3, schemas.container, nil, children)
  local class = container_class(options.class, "app.split")
  if type(properties) == "table" and getmetatable(properties) == nil and rawget(properties, "collapsed") ~= nil then
    error("app.split: 'collapsed' in the properties would be a property of the split, not collapse it: write the entry as "
      .. "{ class = \"UISplitViewController\", collapsed = true, children = { primary, secondary } }, or collapse it after "
      .. "launching with app.ops.set_collapsed(split, true)", 2)
  end
  return { class = class, children = launch_children(children, "app.split"),
           properties = launch_properties(properties, "app.split") }
end

--- An entry for app.launch presenting another: `presented` (an entry, or a
--- class name) presented over `presenter` with `style` (default "full_screen").
--- Only the outermost entry, or one presented, can present (as in UIKit).
function app.presenting(presenter, presented, style, ...)
  no_more("app.presenting", 3, presenter, ...)
  for n, entry in ipairs({ presenter, presented }) do
    if type(entry) ~= "string" and (type(entry) ~= "table" or getmetatable(entry) ~= nil or type(entry.class) ~= "string") then
      dot_call(entry, "app.presenting", 2)
      error(format("bad argument #%d to 'app.presenting' (a screen (app.screen, app.navigation, …) or a class name expected, got %s)",
        n, kind_of(entry)), 2)
    end
  end
  optional(style, "string", "app.presenting", 3, presenter)
  if style ~= nil then b_app.check_presentation_style(style) end
  local entry = type(presenter) == "string" and { class = presenter } or {}
  if type(presenter) == "table" then
    if presenter.presented ~= nil then
      error(format("bad argument #1 to 'app.presenting' (%s presents already: present the second from the first, "
        .. "app.presenting(a, app.presenting(b, c)))", presenter.class), 2)
    end
    for key, value in next, presenter do entry[key] = value end
  end
  entry.presented, entry.presented_style = presented, style
  return entry
end

-- The fields of a launch tree entry written as a table, listed and as a set.
local launch_fields = { "children", "class", "collapsed", "presented", "presented_style", "properties", "selected" }
local launch_field = {}
for _, field in ipairs(launch_fields) do launch_field[field] = true end

-- Builds the entry `spec` (not what it presents); `inside` a container, it may not present.
-- Its errors are raised at `level`: the flow's call of the public function.
local function build(spec, inside, level)
  if type(spec) == "string" then spec = { class = spec } end
  if type(spec) == "table" and getmetatable(spec) == nil then
    for key in next, spec do
      if not launch_field[key] then
        error(format("a launch tree entry has no field '%s'%s; its fields are %s (or use app.screen, app.navigation, app.tab_bar)",
          tostring(key), did_you_mean(key, launch_fields), concat(launch_fields, ", ")), level)
      end
    end
  end
  if type(spec) ~= "table" or type(spec.class) ~= "string" then
    error("a launch tree entry needs a class (use app.screen, app.navigation, app.tab_bar)", level)
  end
  if inside and spec.presented ~= nil then
    error(format("a launch tree entry inside a container cannot present (%s presents %s): the simulator presents from the "
      .. "outermost container, as UIKit does; present from the outermost entry, app.presenting(root, …)",
      spec.class, type(spec.presented) == "table" and tostring(spec.presented.class) or tostring(spec.presented)), level)
  end
  local id = b_app.make_node(spec.class, spec.properties)
  if spec.children then
    local ids = {}
    for i, child in ipairs(spec.children) do ids[i] = build(child, true, level + 1) end
    b_app.set_children(id, ids)
  end
  if spec.selected then b_app.select_tab(id, spec.selected) end
  if spec.collapsed ~= nil then
    if type(spec.collapsed) ~= "boolean" then
      error(format("a launch tree entry's 'collapsed' is true or false, got %s", kind_of(spec.collapsed)), level)
    end
    b_app.set_collapsed(id, spec.collapsed)
  end
  return id
end

-- What app.launch and app.launch_window launched, window by window, in
-- order, for app.relaunch. `capture`: app.launch_from launched it;
-- `undecided`: that capture's path, when it was launched over a tree of the
-- app's own without saying which a cold start relaunches (launch = true or false).
local launches = {}
local function remember_launch(window, spec, capture, undecided)
  for _, launch in ipairs(launches) do
    if launch.window == window then launch.spec, launch.capture, launch.undecided = spec, capture, undecided return end
  end
  launches[#launches + 1] = { window = window, spec = spec, capture = capture, undecided = undecided }
end

-- Makes the entry `spec` the root of `window` (nil: the key window), then
-- presents what it presents, and what that presents, in turn. Called by the
-- public functions, so the flow's call is four levels up from `build`.
local function launch_tree(spec, window)
  local id = build(spec, false, 4)
  if window == nil then b_app.set_root(id) else b_app.window_set_root(window, id) end
  while type(spec) == "table" and spec.presented ~= nil do
    local presented = build(spec.presented, false, 4)
    b_nodes.node_present(id, presented, spec.presented_style)
    id, spec = presented, spec.presented
  end
end

--- Makes `spec` the root of the main window, and remembers it for app.relaunch.
function app.launch(spec, ...)
  no_more("app.launch", 1, spec, ...)
  launch_tree(spec)
  remember_launch(b_app.key_window(), spec)
end

--- Makes `spec` the root of the window `name`, made if new (the first window
--- is "main"), and remembers it for app.relaunch. The key window, where
--- routing, commands and app.top work, stays as it is: app.make_key moves it.
function app.launch_window(name, spec, ...)
  no_more("app.launch_window", 2, name, ...)
  if type(name) ~= "string" then
    dot_call(name, "app.launch_window", 2)
    error(format("bad argument #1 to 'app.launch_window' (a window's name expected, got %s)", kind_of(name)), 2)
  end
  launch_tree(spec, name)
  remember_launch(name, spec)
end

--- Makes the window `name` the key window: where navigations start (as
--- RouteComposer's key window provider sees it), and what app.top, app.root
--- and the commands work on.
function app.make_key(name, ...)
  no_more("app.make_key", 1, name, ...)
  b_app.make_key(name)
end

--- The names of the app's windows, in the order they were made.
function app.windows(...) no_more("app.windows", 0, nil, ...) return b_app.windows() end
--- The name of the key window.
function app.key_window(...) no_more("app.key_window", 0, nil, ...) return b_app.key_window() end

--- Launches from a view controller hierarchy captured on a device (UIKit's
--- _printHierarchy), a file of the project; options: `keep_modules`,
--- `containers`, `styles`, and `launch`: true, the capture is how the app
--- launches (app.relaunch, a cold start, relaunches it); false, it is a
--- moment of the running app (a cold start relaunches the app's own launch
--- tree). Left out, it is true when the app has no launch tree of its own;
--- over one, a cold start asks which.
function app.launch_from(path, options, ...)
  no_more("app.launch_from", 2, path, ...)
  if type(path) ~= "string" then
    dot_call(path, "app.launch_from", 2)
    error(format("bad argument #1 to 'app.launch_from' (the path of a captured hierarchy expected, got %s)", kind_of(path)), 2)
  end
  options = check_options(options, "app.launch_from", 2, schemas.launch_from, nil, path)
  local spec = b_app.launch_capture(path, options.keep_modules or false, options.containers, options.styles)
  local window = b_app.key_window()
  local own
  for _, launch in ipairs(launches) do
    if launch.window == window and not launch.capture then own = launch end
  end
  if options.launch == false and own == nil then
    error(format("app.launch_from(%q, { launch = false }): a moment of the running app needs a launch tree of the app's own "
      .. "for a cold start to relaunch, and the app has none (app.launch); leave launch out, or give launch = true", path), 2)
  end
  launch_tree(spec)
  if options.launch ~= false then
    remember_launch(window, spec, true, options.launch == nil and own ~= nil and path or nil)
  end
end

--- A cold start: abandons what is waiting (a navigation's interceptor, its
--- waits), lets transitions finish and builds the launch tree again. Lua
--- state (modules, variables) stays, as what the app keeps on disk would.
local function relaunch(...)
  no_more("app.relaunch", 0, nil, ...)
  if launches[1] == nil then error("app.relaunch needs app.launch to have run first", 2) end
  for _, launch in ipairs(launches) do
    if launch.undecided then
      error(format("a cold start after app.launch_from(%q), launched over the app's own launch tree: say which it relaunches, "
        .. "with { launch = true } (the capture is how the app launches: it relaunches the capture) or { launch = false } "
        .. "(a moment of the running app: it relaunches the app's own launch tree), in app.launch_from(path, { … }) "
        .. "or state(name, path, { … })", launch.undecided), 2)
    end
  end
  b_app.relaunch_prepare()
  -- A cold start: the first window is the key window again.
  b_app.make_key(b_app.windows()[1])
  for _, launch in ipairs(launches) do launch_tree(launch.spec, launch.window) end
end
app.relaunch = relaunch

--- The screen the user sees (the visible leaf of the topmost screen).
function app.top(...) no_more("app.top", 0, nil, ...) return node(b_app.visible_leaf()) end
--- The topmost node: the window root followed up its presentations.
function app.topmost(...) no_more("app.topmost", 0, nil, ...) return node(b_app.topmost()) end
--- The root of the key window, or of the window `name`.
function app.root(name, ...)
  no_more("app.root", 1, name, ...)
  if name == nil then return node(b_app.root()) end
  return node(b_app.window_root(name))
end
--- The tree in its compact text form; `{ ids = true }` adds node ids.
function app.tree(options, ...)
  no_more("app.tree", 1, options, ...)
  options = check_options(options, "app.tree", 1, schemas.tree)
  return b_app.tree_text(options.ids or false)
end

return {
  app = app,
  relaunch = relaunch,
}
