---@meta flowrun
-- LuaLS annotations for flowrun's flow and routing API. Point a project's
-- .luarc.json at this file (`flowrun init` does) for completion and checks.

---@alias flowrun.Context nil|boolean|integer|number|string|table
---@alias flowrun.SearchOption "current"|"visible"|"contained"|"presented"|"presenting"|"parent"|"current_all_stack"|"current_visible_only"|"all_visible"|"full_stack"|"current_and_up"|"current_and_down"
---@alias flowrun.FailureKind "invalid"|"unmatched"|"converter"|"context"|"no_links"|"busy"|"refused"|"handler"|"redirect_loop"|"too_many_redirects"|"type_mismatch"|"composition_failed"|"cant_be_dismissed"|"initial_controller"|"generic"|"lua_error"
---@alias flowrun.PresentationStyle "full_screen"|"page_sheet"|"form_sheet"|"over_full_screen"|"over_current_context"|"current_context"|"popover"|"automatic"

-- The app -------------------------------------------------------------------

---A screen or container of the simulated app. Reading `vc.name` reads a
---property; assigning `vc.name = value` sets one.
---@class flowrun.Node
---@field id integer The node's serial number (`#7`).
---@field class string Its class name.
---@field context flowrun.Context The context a route.context_setting_task() gave it (nil until one does).
---@field parent flowrun.Node? The container holding it.
---@field children flowrun.Node[] What it holds, for a container.
---@field presented flowrun.Node? What it presents.
---@field presenting flowrun.Node? What presents it.
---@field style flowrun.PresentationStyle? How it was presented ("page_sheet"…), nil when it is not presented.
---@field selected integer? The selected tab, for a tab bar (1-based).
---@field can_be_dismissed boolean Whether a navigation may dismiss it (settable; false blocks navigations that would).
---@field modal_in_presentation boolean Whether, presented, it refuses the swipe down (settable).
---@field is_being_presented boolean UIKit's isBeingPresented: its animated presentation is running (read only).
---@field is_being_dismissed boolean UIKit's isBeingDismissed: its animated dismissal is running (read only).
---@field is_moving_to_parent boolean UIKit's isMovingToParent: its animated push is running (read only).
---@field is_moving_from_parent boolean UIKit's isMovingFromParent: its animated pop is running (read only).
---@field [string] any A property.

---A launch-tree entry, as made by app.screen, app.navigation, app.tab_bar, app.split, app.presenting.
---@class flowrun.Spec
---@field class string
---@field children flowrun.Spec[]?
---@field properties table<string, any>?
---@field selected integer? The selected tab, for a tab bar (1-based).
---@field collapsed boolean? For a split view: launched collapsed (a secondary navigation stack goes on top of the primary one).
---@field presented flowrun.Spec|string? What it presents (only the outermost entry, or a presented one).
---@field presented_style string? The style `presented` is presented with (default "full_screen").

---How app.launch_from and expect_tree_matches read a captured hierarchy.
---@class flowrun.CaptureOptions
---@field keep_modules boolean? Keep Swift's module prefix (`MyApp.ProductViewController`); dropped by default.
---@field containers table<string, string>? Superclasses by class name: "UINavigationController", "UITabBarController", "UISplitViewController" for a container subclass its name does not reveal, "UIViewController" for a screen whose name looks like a container's, "custom" for an app.container_class. A class holding children that nothing names imports as a container showing them all (app.container_class(name, { visible = "all" })), with a note.
---@field styles table<string, string>? Presentation styles by custom presentation controller class ("over_full_screen"…).
---@field launch boolean? app.launch_from only: true, the capture is how the app launches (a cold start relaunches it); false, a moment of the running app (a cold start relaunches the app's own launch tree). Left out over a launch tree of the app's own, a cold start is an error asking which.

---@class flowrun.App
app = {}

---Defines a screen class, a subclass of `superclass` (default UIViewController).
---`{ module = "Shop" }` (after the superclass, or in its place) is the Swift module the class belongs to,
---which `flowrun tree --format uikit` prints (`Shop.HomeViewController`), as a device capture names it.
---@param name string
---@param superclass? string|{ module: string? }
---@param options? { module: string? }
function app.class(name, superclass, options) end

---Defines a custom container class: `visible(container)` returns the children it shows,
---`make_visible(child, container)` shows one. `visible = "all"` (without make_visible) shows every child, as UIKit
---leaves the children a controller embeds (what `flowrun import` makes of an unknown container). `module` as app.class's.
---@param name string
---@param adapter { visible: (fun(container: flowrun.Node): flowrun.Node[])|"all", make_visible: fun(child: flowrun.Node, container: flowrun.Node)?, module: string? }
function app.container_class(name, adapter) end

---A screen of `class` for app.launch, with optional properties.
---@param class string
---@param properties? table<string, any>
---@return flowrun.Spec
function app.screen(class, properties) end
---A navigation stack for app.launch: `app.navigation { screen, ... }`, bottom to top.
---@param children flowrun.Spec[]
---@param properties? table<string, any>
---@param options? { class: string? } class: a class defined from UINavigationController, launched instead
---@return flowrun.Spec
function app.navigation(children, properties, options) end
---A tab bar for app.launch: `app.tab_bar({ tab, ... }, { selected = 1 })`.
---@param children flowrun.Spec[]
---@param options? { selected: integer?, properties: table<string, any>?, class: string? } class: a class defined from UITabBarController, launched instead
---@return flowrun.Spec
function app.tab_bar(children, options) end
---A split view for app.launch: `app.split { primary, secondary }`.
---@param children flowrun.Spec[]
---@param properties? table<string, any>
---@param options? { class: string? } class: a class defined from UISplitViewController, launched instead
---@return flowrun.Spec
function app.split(children, properties, options) end

---An entry for app.launch presenting another: `presented` over `presenter`, with `style`
---(default "full_screen"). Only the outermost entry, or a presented one, can present.
---@param presenter flowrun.Spec|string
---@param presented flowrun.Spec|string
---@param style? "full_screen"|"page_sheet"|"form_sheet"|"current_context"|"over_full_screen"|"over_current_context"|"popover"|"automatic"
---@return flowrun.Spec
function app.presenting(presenter, presented, style) end

---Makes `spec` the root of the main window, and remembers it for app.relaunch.
---@param spec flowrun.Spec|string
function app.launch(spec) end
---Launches from a view controller hierarchy captured on a device (the output of UIKit's
---`_printHierarchy`), a file of the project (a relative path starts at the project folder):
---its classes are defined, the selected tabs and each stack's top read from the `state:`
---fields, each presentation's style from its presentation controller. What cannot be mapped
---is an error naming the capture's line. What app.relaunch goes back to: the capture when the app has no launch
---tree of its own; over one (app.launch), `{ launch = true }` the capture, `{ launch = false }` the app's own,
---and left out, app.relaunch is an error asking which.
---@param path string
---@param options? flowrun.CaptureOptions
function app.launch_from(path, options) end
---A cold start: abandons what waits (a navigation's interceptor), lets
---transitions finish and builds the launch tree again (app.launch's, or a capture's launched as the launch).
---After app.launch_from over the app's own launch tree without `{ launch = … }`, an error asking which.
---Whatever a starting state did on top of it is gone. Lua state stays.
function app.relaunch() end
---Makes `links` the table the app opens URLs with (open_url, route.redirect); nil for none.
---@param links flowrun.Links?
function app.links(links) end
---The app's own handler of opened URLs, asked before the table: return nothing
---or true to go on, a string to open that URL instead, or false (or nil) and a reason to refuse.
---@param fn (fun(url: string): (boolean|string|nil, string?))?
function app.on_open_url(fn) end

---The screen the user sees.
---@return flowrun.Node?
function app.top() end
---The window root followed up its presentations.
---@return flowrun.Node?
function app.topmost() end
---The root of the key window, or of the window `name`.
---@param name? string
---@return flowrun.Node?
function app.root(name) end
---Makes `spec` the root of the window `name`, made if new (the first window is
---"main"); remembered for app.relaunch. The key window stays as it is.
---@param name string
---@param spec flowrun.Spec|string
function app.launch_window(name, spec) end
---Makes the window `name` the key window: where navigations start (RouteComposer's
---key window provider), and what app.top, app.root and the commands work on.
---@param name string
function app.make_key(name) end
---The names of the app's windows, in the order they were made.
---@return string[]
function app.windows() end
---The name of the key window.
---@return string
function app.key_window() end
---The tree in its compact text form.
---@param options? { ids: boolean? }
---@return string
function app.tree(options) end
---A new node, not yet in the app (for factories written in Lua).
---@param class string
---@param properties? table<string, any>
---@return flowrun.Node
function app.make(class, properties) end

---How a command's transitions run. Without it, they run to their end (the
---clock moves on by their duration); `animated = true` starts them and returns
---while they are in flight (app.wait or app.settle moves the clock on);
---`animated = false` makes the change at once.
---@alias flowrun.TransitionOptions { animated: boolean? }

---Pushes a new screen onto the stack the user sees; returns the new top screen.
---@param class string
---@param properties? table<string, any>
---@param options? flowrun.TransitionOptions
---@return flowrun.Node
function app.push(class, properties, options) end
---Presents a new screen from the top screen.
---@param class string
---@param options? { style: flowrun.PresentationStyle?, properties: table<string, any>?, animated: boolean? }
---@return flowrun.Node
function app.present(class, options) end
---Goes back one screen: pops the stack, or else dismisses the modal.
---@param options? flowrun.TransitionOptions
---@return flowrun.Node
function app.back(options) end
---Goes back to the nearest screen of `class` in the back stack for which
---`condition` holds (`app.back_to(class, options)` works too).
---@param class string
---@param condition? fun(vc: flowrun.Node): boolean
---@param options? flowrun.TransitionOptions
---@return flowrun.Node
function app.back_to(class, condition, options) end
---Dismisses every modal and pops the visible stacks to their first screens.
---@param options? flowrun.TransitionOptions
---@return flowrun.Node
function app.back_to_root(options) end
---Goes to the first screen of `class` (for which `condition` holds), wherever
---it is (`app.jump(class, options)` works too).
---@param class string
---@param condition? fun(vc: flowrun.Node): boolean
---@param options? flowrun.TransitionOptions
---@return flowrun.Node
function app.jump(class, condition, options) end
---Replaces the top screen.
---@param class string
---@param properties? table<string, any>
---@param options? flowrun.TransitionOptions
---@return flowrun.Node
function app.replace(class, properties, options) end
---Makes a new screen the window's root.
---@param class string
---@param properties? table<string, any>
---@param options? flowrun.TransitionOptions
---@return flowrun.Node
function app.set_root(class, properties, options) end
---The first screen of `class` (for which `condition` holds), wherever it is, or nil.
---@param class string
---@param condition? fun(vc: flowrun.Node): boolean
---@return flowrun.Node?
function app.find(class, condition) end
---The screens the user can go back to, nearest first.
---@return flowrun.Node[]
function app.back_stack() end
---The screens on top of each other, bottom first.
---@return flowrun.Node[]
function app.top_stack() end

---The user taps the back button.
---@param options? flowrun.TransitionOptions
---@return flowrun.Node
function app.tap_back(options) end
---The user swipes the modal down.
---@param options? flowrun.TransitionOptions
---@return flowrun.Node
function app.swipe_down(options) end
---The user selects tab `n` (1-based); tab changes are not animated, as in UIKit.
---@param n integer
---@return flowrun.Node
function app.select_tab(n) end
---Lets `seconds` of virtual time pass: transitions in flight end when their
---time comes, and waiting interceptors whose conditions hold go on.
---@param seconds number
function app.wait(seconds) end
---Lets the app settle: transitions in flight run to their end (the clock moves
---on to the last one's end), then waiting interceptors whose conditions hold go on.
function app.settle() end
---The virtual clock, in seconds.
---@return number
function app.now() end
---Whether an animated transition is running (a push, a pop, a presentation, a dismissal).
---@return boolean
function app.transition_in_progress() end
---The adapter of a container, as the router works it (RouteComposer's ContainerAdapter).
---@param container flowrun.Node
---@return flowrun.Adapter
function app.adapter(container) end

---@class flowrun.Adapter
local Adapter = {}
---Every child the container holds, in order.
---@return flowrun.Node[]
function Adapter:contained() end
---The children the container shows.
---@return flowrun.Node[]
function Adapter:visible() end
---Shows one of its children (pops to it, selects its tab…), at once.
---@param child flowrun.Node
function Adapter:make_visible(child) end

---Dismisses `vc` as its dismissal task says (route.dismissal_task). The method is given
---`animated` (RouteComposer's dismissViewController(animated:)): `{ animated = true }` passes
---true and leaves what it starts in flight on the virtual clock, `{ animated = false }` passes
---false, and no options pass true and let its transitions end (the clock moves on by their duration).
---@param vc flowrun.Node
---@param context? flowrun.Context
---@param options? flowrun.TransitionOptions
function app.dismiss(vc, context, options) end

---Container operations for actions and adapters written in Lua. Each makes its
---change at once; `{ animated = true }` starts it on the virtual clock instead.
app.ops = {}
---Pushes `vc` onto the navigation stack `navigation`.
---@param navigation flowrun.Node
---@param vc flowrun.Node
---@param options? flowrun.TransitionOptions
function app.ops.push(navigation, vc, options) end
---Presents `vc` from `presenter` (a style, or `{ style = …, animated = … }`).
---@param presenter flowrun.Node
---@param vc flowrun.Node
---@param style? flowrun.PresentationStyle|{ style: flowrun.PresentationStyle?, animated: boolean? }
function app.ops.present(presenter, vc, style) end
---Dismisses what `vc` (or a container of it) presents, and what that presents.
---@param vc flowrun.Node
---@param options? flowrun.TransitionOptions
function app.ops.dismiss_presented(vc, options) end
---Replaces the children of `container` (a stack's, bottom to top; a tab bar's tabs; a split's columns).
---@param container flowrun.Node
---@param children flowrun.Node[]
---@param options? flowrun.TransitionOptions
function app.ops.set_children(container, children, options) end
---Selects tab `n` (1-based) of `tab_bar`.
---@param tab_bar flowrun.Node
---@param n integer
function app.ops.select_tab(tab_bar, n) end
---Collapses or expands a split view as UIKit does by default: collapsing puts a
---secondary navigation stack on top of the primary one; expanding takes it back out.
---@param split flowrun.Node
---@param collapsed boolean
function app.ops.set_collapsed(split, collapsed) end

-- Routing -------------------------------------------------------------------

---@class flowrun.Finder
local Finder = {}
---Runs the finder now, as a navigation's walk would: the node it finds, or nil.
---@param context? flowrun.Context
---@return flowrun.Node?
function Finder:find(context) end
---@class flowrun.Factory
---@class flowrun.Action
---@class flowrun.Origin
---@class flowrun.Interceptor
---@class flowrun.ContextTask
---@class flowrun.PostTask
---@class flowrun.DismissalTask

---@class flowrun.Destination
local Destination = {}
---The same destination, reached with the context `fn` makes of the navigation's.
---@param fn fun(context: flowrun.Context): flowrun.Context
---@return flowrun.Destination
function Destination:adapting_context(fn) end
---RouteComposer's expectingContainer(): the same destination (the container is found among the parents when the navigation runs).
---@return flowrun.Destination
function Destination:expecting_container() end
---RouteComposer's unsafelyRewrapped(): the same destination.
---@return flowrun.Destination
function Destination:unsafely_rewrapped() end

---A step being assembled (route.step): tasks added, then `:using(action)`; a step whose
---factory builds nothing goes straight to `:from(origin)`.
---@class flowrun.Step
local Step = {}
---Adds an interceptor, a context task or a post task to the step.
---@param task flowrun.Interceptor|flowrun.ContextTask|flowrun.PostTask
---@return flowrun.Step
function Step:adding(task) end
---The action that puts what the step builds in place.
---@param action flowrun.Action
---@return flowrun.ActionChain
function Step:using(action) end
---Where the step goes from: an origin (route.general.*), a destination, or a single step.
---@param origin flowrun.Origin|flowrun.Destination
---@return flowrun.CompleteChain
---@overload fun(self: flowrun.Step, origin: flowrun.SingleStep): flowrun.Chain
function Step:from(origin) end

---A step with its action, waiting for where it starts from.
---@class flowrun.ActionChain
local ActionChain = {}
---Where the chain starts: an origin or destination completes it; a single step is a
---link before it (which then needs its own `:using`).
---@param origin flowrun.Origin|flowrun.Destination
---@return flowrun.CompleteChain
---@overload fun(self: flowrun.ActionChain, origin: flowrun.SingleStep): flowrun.Chain
function ActionChain:from(origin) end

---A complete chain of steps, ready to become a destination.
---@class flowrun.CompleteChain
local CompleteChain = {}
---The destination the chain describes, for router:navigate.
---@return flowrun.Destination
function CompleteChain:assemble() end

---A single step (route.single_step, route.navigation_controller…): an origin (`:from(step)`)
---or the start of `route.chain(step)`, with interceptors and tasks added (RouteComposer's SingleStep).
---@class flowrun.SingleStep
local SingleStep = {}
---Adds an interceptor, context task or post task to the step (a new step; this one is unchanged).
---@param entity flowrun.Interceptor|flowrun.ContextTask|flowrun.PostTask
---@return flowrun.SingleStep
function SingleStep:adding(entity) end
---RouteComposer's expectingContainer(): the same step (the container is checked when navigating).
---@return flowrun.SingleStep
function SingleStep:expecting_container() end
---RouteComposer's unsafelyRewrapped(): the same step.
---@return flowrun.SingleStep
function SingleStep:unsafely_rewrapped() end
---RouteComposer's adaptingContext() on a single step: the same step (every step takes any context).
---@return flowrun.SingleStep
function SingleStep:adapting_context() end

---A chain started from a single step (route.chain), waiting for its action.
---@class flowrun.Chain
local Chain = {}
---The action that puts what the chain's step builds in place.
---@param action flowrun.Action
---@return flowrun.ActionChain
function Chain:using(action) end

---The context an entity accepts (RouteComposer's `Context`), checked where RouteComposer
---checks it (in prepare, and when the entity runs): a kind, optional with "?" ("string?"),
---or a function returning true, or false and why. Another context fails the navigation
---with kind "type_mismatch", naming the entity, the type expected and the context's type.
---Without it an entity takes every context. "any" is RouteComposer's `Any?`; "void" its
---`Void`: no context.
---@alias flowrun.ContextType "any"|"void"|"bool"|"int"|"number"|"string"|"table"|"bool?"|"int?"|"number?"|"string?"|"table?"|fun(context: flowrun.Context): (boolean, string?)

---@class flowrun.SearchSpec
---@field search? flowrun.SearchOption|flowrun.SearchOption[]
---Where the search starts: "topmost" (the default) or "root", a node, or a function
---returning one when the navigation runs (nil finds nothing; an error fails it).
---@field start? "topmost"|"root"|flowrun.Node|fun(): flowrun.Node?
---The context the finder accepts (see flowrun.ContextType).
---@field context? flowrun.ContextType

route = {}
---Finds a screen of `class` (or a subclass), searching as `options` say (RouteComposer's ClassFinder).
---@param class string
---@param options? flowrun.SearchSpec
---@return flowrun.Finder
function route.class_finder(class, options) end
---A node of `class` whose context equals the navigation's: one a route.context_setting_task()
---gave its context (RouteComposer's ClassWithContextFinder); without that task it finds none.
---@param class string
---@param options? flowrun.SearchSpec
---@return flowrun.Finder
function route.class_with_context_finder(class, options) end
---A finder written in Lua: `is_target` walks the app as class_finder does; `find` does it all.
---@param spec { is_target: fun(vc: flowrun.Node, context: flowrun.Context): boolean, search?: flowrun.SearchOption|flowrun.SearchOption[], start?: "topmost"|"root"|flowrun.Node|fun(): flowrun.Node?, context?: flowrun.ContextType }|{ find: fun(context: flowrun.Context): flowrun.Node?, context?: flowrun.ContextType }
---@return flowrun.Finder
function route.finder(spec) end
---A finder that never finds: its step always builds.
---@return flowrun.Finder
function route.nil_finder() end
---Finds the screen that presents the current one (RouteComposer's PresentingFinder).
---@return flowrun.Finder
function route.presenting_finder() end
---Finds the navigation stack a split view shows as its details, collapsed or not (RouteComposer's DetailsNavigationFinder).
---@return flowrun.Finder
function route.details_navigation_finder() end
---Finds this very node while it is alive (RouteComposer's InstanceFinder, which holds it weakly):
---in a window or not; once it is deallocated (popped, dismissed, replaced), it finds nothing.
---@param vc flowrun.Node
---@return flowrun.Finder
function route.instance_finder(vc) end

---Builds a new screen of `class`, with optional properties; `configuration(node)`, if given,
---runs on each screen built (RouteComposer's factories' `configuration`). The options come third:
---`{ configuration = … }` or `{ context = … }` given as the properties (with no options) is an error.
---`storyboard = { name =, identifier = }` or `xib = { nib_name = }` says where the app loads the class
---from (RouteComposer's StoryboardFactory, ClassFactory(nibName:)); a node of `class` is built all the same.
---@param class string
---@param properties? table<string, any>
---@param options? flowrun.ClassFactoryOptions
---@return flowrun.Factory
function route.class_factory(class, properties, options) end
---Options of route.class_factory.
---@class flowrun.ClassFactoryOptions: flowrun.FactoryOptions
---@field storyboard? { name: string, identifier: string? } the storyboard the app loads the class from
---@field xib? { nib_name: string } the xib the app loads the class from
---Options of the factories that take a `configuration`.
---@class flowrun.FactoryOptions
---@field configuration? fun(node: flowrun.Node) runs on the screen or container built (a container: once it holds its children) or found
---@field context? flowrun.ContextType the context the factory accepts
---Builds nothing and finds its screen with `finder` once the earlier steps have run ("find after build",
---RouteComposer's FinderFactory); `configuration(node)`, if given, runs on the screen found.
---@param finder flowrun.Finder
---@param options? flowrun.FactoryOptions
---@return flowrun.Factory
function route.finder_factory(finder, options) end
---A factory written in Lua: `build(context)` returns a node from app.make;
---`prepare(context)`, if given, is its check before anything changes (see flowrun.Prepare);
---`context`, the context it accepts (see flowrun.ContextType).
---@param spec { build: fun(context: flowrun.Context): flowrun.Node, prepare: flowrun.Prepare?, context: flowrun.ContextType? }
---@return flowrun.Factory
function route.factory(spec) end
---Builds nothing: with a real finder, "find after build" (the earlier steps must have built it).
---@return flowrun.Factory
function route.nil_factory() end
---Builds a navigation stack (of a subclass, if named), with the steps gathered into it.
---`route.navigation_factory(options)` or `route.navigation_factory(class, options)`: options take a `configuration`.
---@param class? string|flowrun.FactoryOptions
---@param options? flowrun.FactoryOptions
---@return flowrun.Factory
function route.navigation_factory(class, options) end
---Builds a tab bar (of a subclass, if named), with the steps gathered into it.
---`route.tab_bar_factory(options)` or `route.tab_bar_factory(class, options)`: options take a `configuration`.
---@param class? string|flowrun.FactoryOptions
---@param options? flowrun.FactoryOptions
---@return flowrun.Factory
function route.tab_bar_factory(class, options) end
---Builds a split view (of a subclass, if named), with the steps gathered into it.
---`route.split_factory(options)` or `route.split_factory(class, options)`: options take a `configuration`.
---@param class? string|flowrun.FactoryOptions
---@param options? flowrun.FactoryOptions
---@return flowrun.Factory
function route.split_factory(class, options) end
---Builds a custom container of `class` (see app.container_class), with the steps gathered into it.
---@param class string
---@param options? flowrun.FactoryOptions
---@return flowrun.Factory
function route.container_factory(class, options) end
---A container factory with preset children (RouteComposer's CompleteFactoryAssembly):
---`route.complete_factory(route.tab_bar_factory()):with(factory, action):adding(task):assemble()`.
---A child given without an action goes after the children before it; one built by
---`route.nil_factory()` is dropped, with the tasks added to it.
---@param container flowrun.Factory
---@return flowrun.CompleteFactory
function route.complete_factory(container) end

---A container factory being assembled with its children.
---@class flowrun.CompleteFactory
local CompleteFactory = {}
---Adds a child: built by `factory`, put in place by `action` (or after the
---children before it); `adapt` makes the child's context of the container's
---(`:with(factory, adapt)` works too).
---@param factory flowrun.Factory
---@param action? flowrun.Action|fun(context: flowrun.Context): flowrun.Context
---@param adapt? fun(context: flowrun.Context): flowrun.Context
---@return flowrun.CompleteFactory
function CompleteFactory:with(factory, action, adapt) end
---Adds a context task to the child added last (a child takes context tasks
---only, as in RouteComposer: interceptors and post tasks go on a step).
---@param task flowrun.ContextTask
---@return flowrun.CompleteFactory
function CompleteFactory:adding(task) end
---The container factory, with its preset children.
---@return flowrun.Factory
function CompleteFactory:assemble() end

---An action written in Lua: `fn(vc, existing)` puts `vc` in place (see app.ops).
---@param fn fun(vc: flowrun.Node, existing: flowrun.Node)
---@return flowrun.Action
function route.action(fn) end
---A container action written in Lua: `embed(vc, children)` returns the new children of a container of `class`.
---@param class string
---@param embed fun(vc: flowrun.Node, children: flowrun.Node[]): flowrun.Node[]
---@return flowrun.Action
function route.container_action(class, embed) end

route.nav = {}
---Pushes onto the navigation stack.
---@return flowrun.Action
function route.nav.push() end
---Makes the screen the only one of the navigation stack.
---@return flowrun.Action
function route.nav.push_as_root() end
---Replaces the top of the navigation stack (pushes onto an empty one).
---@return flowrun.Action
function route.nav.push_replacing_last() end
route.tab = {}
---Adds a tab: at `at` (1-based) within the tabs, replacing the tab there with `replacing`, else at the end.
---@param options? { at: integer?, replacing: boolean? }
---@return flowrun.Action
function route.tab.add(options) end
route.split = {}
---Makes the screen the split view's primary column.
---@return flowrun.Action
function route.split.set_as_master() end
---Shows the screen as the split view's details (needs a primary).
---@return flowrun.Action
function route.split.push_to_details() end
---Pushes onto the navigation stack the split view shows as its details.
---@return flowrun.Action
function route.split.push_on_to_details() end
route.general = {}
---Presents modally from `start`: "current" (the default: the screen the walk reached),
---"topmost_parent", a node, or a function returning one when the navigation runs
---(nil or an error fails the navigation).
---@param options? { style: flowrun.PresentationStyle?, start: "current"|"topmost_parent"|flowrun.Node|(fun(): flowrun.Node?)|nil, modal_in_presentation: boolean? }
---@return flowrun.Action
function route.general.present_modally(options) end
---RouteComposer's DispatchQueue.delay: `action`, reporting it is done `seconds`
---(default 0.3) of virtual time after it succeeded, when animated.
---@param action flowrun.Action
---@param seconds? number
---@return flowrun.Action
function route.delay(action, seconds) end
---RouteComposer's CATransaction.wrap: `action`, done only once its animations have
---ended. Every action of the simulated app already is, so this is `action` itself.
---@param action flowrun.Action
---@return flowrun.Action
function route.transaction_wrap(action) end
---Makes the screen the root of the key window (of the window `window` names), whose root must be
---what the previous step reached, and makes that window key; fails when there is no such window.
---@param options? { window: string? }
---@return flowrun.Action
function route.general.replace_root(options) end
---Puts nothing in place: for a step whose screen is already where it goes.
---@return flowrun.Action
function route.general.nil_action() end
---The origin at the key window's root (`window`: the root of the window of that name).
---@param options? { window: string? }
---@return flowrun.Origin
function route.general.root(options) end
---The origin at the topmost screen: the key window's root (`window`: that window's) followed up its presentations.
---@param options? { window: string? }
---@return flowrun.Origin
function route.general.current(options) end
---The origin at what `finder` finds (nothing found fails the navigation).
---@param finder flowrun.Finder
---@return flowrun.Origin
function route.general.custom(finder) end

---RouteComposer's `prepare(with:)`: a check run while the chain is walked, before
---anything changes. It returns nothing or true to go on, or false and a reason to
---refuse the navigation at once (its `synchronous` field is then true); it cannot wait.
---@alias flowrun.Prepare fun(context: flowrun.Context): (boolean?, string?)

---An interceptor: returns true to go on, or false and a reason; it may wait first.
---Options: `prepare`, its check before anything changes; `context`, the context it accepts.
---@param fn fun(context: flowrun.Context): (boolean, string?)
---@param options? { prepare: flowrun.Prepare?, context: flowrun.ContextType? }
---@return flowrun.Interceptor
function route.interceptor(fn, options) end
---A context task: `fn(vc, context)` sets up the screen found or built.
---Options: `prepare`, its check before anything changes; `context`, the context it accepts.
---@param fn fun(vc: flowrun.Node, context: flowrun.Context)
---@param options? { prepare: flowrun.Prepare?, context: flowrun.ContextType? }
---@return flowrun.ContextTask
function route.context_task(fn, options) end
---A post-routing task: `fn(vc, context, routing_stack)` runs once the navigation has succeeded.
---Options: `context`, the context it accepts (a mismatch fails the navigation before it runs).
---@param fn fun(vc: flowrun.Node, context: flowrun.Context, routing_stack: flowrun.Node[])
---@param options? { context: flowrun.ContextType? }
---@return flowrun.PostTask
function route.post_task(fn, options) end
---RouteComposer's ContextSettingTask: gives the screen the navigation's context (`vc.context`).
---`check_compatibility(context)` (RouteComposer's ContextAccepting.checkCompatibility(with:)) is its
---prepare: returning false and a reason refuses a context the screen cannot accept, before anything changes.
---@param options? { check_compatibility: flowrun.Prepare? }
---@return flowrun.ContextTask
function route.context_setting_task(options) end
---Gives the screen its dismissal method: `fn(vc, context, animated)` dismisses it, as app.dismiss asks
---(`animated`: whether to animate, as RouteComposer's dismissalBlock is told).
---@param fn fun(vc: flowrun.Node, context: flowrun.Context, animated: boolean)
---@return flowrun.DismissalTask
function route.dismissal_task(fn) end
---RouteComposer's NavigationDelayingInterceptor: while a modal of the key window is
---being presented or dismissed, `"abort"` (the default, as in RouteComposer) fails the
---navigation ("composition failed") and `"wait"` looks again every 0.1 s of the virtual clock.
---@param strategy? "wait"|"abort"
---@return flowrun.Interceptor
function route.navigation_delaying_interceptor(strategy) end
---Inside an interceptor: resumes after `seconds` of virtual time.
---@param seconds number
function route.wait(seconds) end
---Inside an interceptor: resumes once `condition()` holds.
---@param condition fun(): boolean
function route.wait_until(condition) end
---Inside an interceptor: opens `url` first (a login screen, say) and returns
---that opening once it has navigated; the interceptor then goes on. A
---redirect back to a URL already in the chain is a loop, and chains longer
---than the table's redirect limit are stopped.
---@param url string
---@return flowrun.LinkOpening
function route.redirect(url) end

---@class flowrun.Links A deep-link route table.
local Links = {}
---Adds a route. Patterns: `scheme://host/static/:name/:id<int>/:opt?/*rest?q<string>&page<int>?`
---(`*` for any scheme or host; types string, int, uuid or a converter's name).
---@param pattern string
---@param destination flowrun.Destination
---@param make_context? fun(params: table<string, any>): flowrun.Context Default: the params table.
---@return flowrun.Links
function Links:add(pattern, destination, make_context) end
---A parameter type of its own: `fn(text)` returns the value, or nil (or false) when the text is not one.
---`{ examples = { "ABC123" } }`: texts it takes (each checked by `fn` here), from which the fuzzer builds valid links.
---@param name string
---@param fn fun(text: string): any
---@param options? { examples: string[]? }
---@return flowrun.Links
function Links:converter(name, fn, options) end
---The routes of the table, in the order they were added, with where each was added.
---@return { pattern: string, location: string? }[]
function Links:routes() end
---Duplicates, routes an earlier equally specific one always beats, and routes whose required
---query parameters send a link lacking them to a catch-all.
---@return string[]
function Links:lint() end
---Every candidate (matched with params, or the reason it was rejected), the winner's index and the rule.
---@param url string
---@return { url: string, candidates: { pattern: string, location: string?, matched: boolean, params: table?, reason: string? }[], winner: integer?, rule: string? }
function Links:explain(url) end

---@class flowrun.FuzzCase
---@field name string The URL (the case's name).
---@field url string
---@field route string The pattern of the route it was made from.
---@field variant string What it varies: "the valid form", ":id at 0", "a trailing slash"…
---@field fits boolean Whether its own route's pattern takes it.
---@field check fun(link: flowrun.LinkOpening): flowrun.LinkOpening Fails the test when the opening surprises.

---URLs made from each route's pattern, as rows for a test's `each` (`count`: URLs per route, default 12;
---`seed`, default 1). In the test: `case.check(open_url(case.url))`.
---@param options? { seed?: integer, count?: integer }
---@return flowrun.FuzzCase[]
function Links:fuzz(options) end
---A deep-link route table. Paths compare case-sensitively unless told; scheme and host never do.
---@param options? { case_insensitive_paths: boolean?, redirect_limit: integer? }
---@return flowrun.Links
function route.links(options) end

---A step: the screen the finder finds, or else the factory builds (RouteComposer's StepAssembly).
---`context` types its finder and factory (see flowrun.ContextType).
---@param parts { finder: flowrun.Finder, factory: flowrun.Factory, context: flowrun.ContextType? }
---@return flowrun.Step
function route.step(parts) end
---A step that takes the action of the step after it (RouteComposer's SingleStep).
---`context` types its finder and factory (see flowrun.ContextType).
---@param parts { finder: flowrun.Finder, factory: flowrun.Factory, context: flowrun.ContextType? }
---@return flowrun.SingleStep
function route.single_step(parts) end
---A destination and the context to navigate to it with, as one value that router:navigate
---takes (RouteComposer's Destination(to:with:)).
---@param step flowrun.Destination
---@param context? flowrun.Context
---@return flowrun.DestinationWithContext
function route.destination(step, context) end
---A container's step that takes the action of the step after it (RouteComposer's SingleContainerStep).
---`context` types its finder and factory (see flowrun.ContextType).
---@param parts { finder: flowrun.Finder, factory: flowrun.Factory, context: flowrun.ContextType? }
---@return flowrun.SingleStep
function route.single_container_step(parts) end
---A chain starting at a single step, to be given an action (RouteComposer's ChainAssembly).
---@param step flowrun.SingleStep
---@return flowrun.Chain
function route.chain(step) end
---A switch (RouteComposer's SwitchAssembly): picks the rest of the chain when the navigation starts.
---Options: `context`, the context its cases (and default) take: for another, none answers;
---`class`, the class every case leads to (SwitchAssembly<VC, C>'s VC), a class the app defines.
---@param options? { context: flowrun.ContextType?, class: string? }
---@return flowrun.Switch
function route.switch(options) end

---@class flowrun.Switch
local Switch = {}
---A case: a function of the context returning a destination or nil; or
---`{ when = boolean | function(context) | finder, from = destination }`;
---or `{ from = finder }` / `{ expecting = finder }` to start from what the finder finds.
---@param case (fun(context: flowrun.Context): flowrun.Destination?)|{ when: boolean|(fun(context: flowrun.Context): boolean)|flowrun.Finder|nil, from: flowrun.Destination|flowrun.Finder|nil, expecting: flowrun.Finder? }
---@return flowrun.Switch
function Switch:add_case(case) end
---The destination: the first case that matches, else `default`.
---@param default? flowrun.Destination
---@return flowrun.Destination
function Switch:assemble(default) end
---A single step: the navigation controller the finder or factory below it needs, found or built.
---@param class? string
---@return flowrun.SingleStep
function route.navigation_controller(class) end
---A single step: the tab bar the finder or factory below it needs, found or built.
---@param class? string
---@return flowrun.SingleStep
function route.tab_bar_controller(class) end
---A single step: the split view the finder or factory below it needs, found or built.
---@param class? string
---@return flowrun.SingleStep
function route.split_controller(class) end

---How a navigation went; live while an interceptor waits.
---@class flowrun.Navigation
---@field pending boolean
---@field ok boolean
---@field error string?
---@field kind string? The error's kind as `expect_failure` matches it, or "pending": "lua_error" when the flow's own Lua code raised (a bug, never a refusal), whatever RoutingError wrapped it; `failure.kind` is that RoutingError's kind.
---@field failed_step string? The step that failed first, as its trace line names it ("context task: Lua context task (flow.lua:6) on ProductViewController #4: failed", "search: 2. ClassFinder(…): failed"); nil when no step failed.
---@field traceback string?
---@field trace string The routing trace (of the last navigation only).
---@field waiting string? While pending: what it waits for, in words.
---@field synchronous boolean Whether it failed before anything changed (RouteComposer's navigate throwing: a finder, a prepare, the dismissibility check), rather than later, while it ran.
---@field initial_controller "not_found"|"deallocated"|nil For an "initial_controller" failure: whether the starting screen was not found or went away.
---@field failure flowrun.Failure? When it failed: the error as data (RouteComposer's RoutingError and its context).

---A navigation's error as data (RouteComposer's RoutingError with its Context).
---@class flowrun.Failure
---@field kind string RouteComposer's RoutingError kind: "type_mismatch", "composition_failed", "cant_be_dismissed", "initial_controller", "generic"; underneath, also "lua_error" or "error". A Lua error in the flow's code reads here as the error that wrapped it ("composition_failed", with `underlying.kind` "lua_error"), but as "lua_error" in `nav.kind`, the kind `expect_failure` matches. A link opening refused before it navigated reads its own kind ("unmatched", "refused"…) and `message` only.
---@field message string The error in words, as `nav.error` reads it.
---@field context string? What happened (RouteComposer's Context.debugDescription), without the error underneath.
---@field underlying flowrun.Failure? The error underneath, in the same shape (a Lua error has a `traceback`).
---@field failed_step string? At the top: the step that failed first, as `nav.failed_step` reads it (nil when no step failed).
---@field type string? For a type mismatch: the type found.
---@field expected_type string? For a type mismatch: the type expected.
---@field initial_controller "not_found"|"deallocated"|nil For an initial controller error.
---@field traceback string? For a Lua error underneath.

---A destination with its context, as one value (RouteComposer's Destination(to:with:)).
---@class flowrun.DestinationWithContext
---@field step flowrun.Destination
---@field context flowrun.Context

---The options of a navigation.
---@class flowrun.NavigateOptions
---@field animated? boolean Whether transitions take their time on the virtual clock (default true); false makes each at once, as RouteComposer's `animated: false`.

---@class flowrun.LinkOpening One opening of a link; live, like a navigation.
---@field ok boolean
---@field pending boolean
---@field kind string? opened, pending, unmatched, invalid, converter, context, no_links, busy (another navigation runs or waits), refused or handler (the app's open-URL handler), redirect_loop, too_many_redirects, or the navigation's failure.
---@field error string?
---@field url string
---@field chain string[] The URLs from the first opening to this one.
---@field route string? The pattern that won.
---@field route_location string? Where that route was added (file:line).
---@field rewrite string? The URL the app's open-URL handler opened instead, if it rewrote the link.
---@field params table<string, any>?
---@field navigation flowrun.Navigation?
---@field failed_step string?
---@field traceback string?
---@field trace string?
---@field waiting string? While pending: what it waits for, in words.
---@field failure flowrun.Failure? When it failed: its navigation's failure, or, when it failed before navigating, its `kind` and `message`.
---@field synchronous boolean Whether it failed before anything changed: its navigation's `synchronous`, or true when it failed without navigating.
---@field near_miss string? When it failed: the link as a route one edit away spells it (`travel://trips` for `travel://trps`); reading that it failed then warns.

---Opens a deep link as a tap would: resolved in the app's table and navigated
---to through the router, interceptors and all. `{ cold = true }` relaunches first.
---@param url string
---@param options? { cold: boolean? }
---@return flowrun.LinkOpening
function open_url(url, options) end

---Reads a CSV file of the project (path from the project folder; *.tsv: tab-separated): a list of rows,
---each a table by column name, for a test's `each`: numbers as such; true/false, TRUE/FALSE and True/False as
---booleans (yes/no stay text, 1/0 numbers); other cells as text.
---@param path string
---@return table<string, any>[]
function read_csv(path) end

---Reads a JSON file of the project (path from the project folder): objects as tables, arrays as lists.
---@param path string
---@return any
function read_json(path) end

---A variable given to flows (--env NAME=VALUE, "env" of flowrun.json or of the profile chosen by its
---option), else `default`; one neither given nor defaulted is an error naming those given. A defaulted name one
---letter off a given variable, or set only in flowrun's own environment, is warned about.
---@param name string
---@param default? string
---@return string
function env(name, default) end

---@class flowrun.Router
router = {}
---Navigates to `destination` with `context`: the navigation, live. The virtual clock
---runs until it ends, timed waits included (route.wait, a "wait" delaying interceptor);
---it returns pending while an interceptor waits for the flow (route.wait_until).
---A route.destination value carries its context: give nil as `context`.
---@param destination flowrun.Destination|flowrun.DestinationWithContext
---@param context? flowrun.Context
---@param options? flowrun.NavigateOptions
---@return flowrun.Navigation
function router:navigate(destination, context, options) end
---Adds a router-wide interceptor or task.
---@param entity flowrun.Interceptor|flowrun.ContextTask|flowrun.PostTask
function router:add(entity) end

---A router around the flow's router (or around another such one).
---@class flowrun.RouterWrapper
local RouterWrapper = {}
---Navigates through this router, as router:navigate does through the flow's.
---@param destination flowrun.Destination|flowrun.DestinationWithContext
---@param context? flowrun.Context
---@param options? flowrun.NavigateOptions
---@return flowrun.Navigation
function RouterWrapper:navigate(destination, context, options) end
---Adds an interceptor that runs before each of its navigations, before the inner
---router walks the chain (a global interceptor router's only).
---@param interceptor flowrun.Interceptor
function RouterWrapper:add_global(interceptor) end
---RouteComposer's GlobalInterceptorRouter around `inner`: interceptors given with
---:add_global run before each of its navigations.
---@param inner flowrun.Router|flowrun.RouterWrapper
---@return flowrun.RouterWrapper
function route.global_interceptor_router(inner) end
---RouteComposer's SingleNavigationRouter around `inner`: a navigation asked of it while
---one it started still runs fails at once ("Navigation is in progress"). In a flow,
---flowrun already refuses a navigation while another runs or waits (an error naming
---the pending one), so that refusal comes first; the router's own is for Swift callers.
---Routers given the same `lock` (route.single_navigation_lock) share it, as in RouteComposer.
---@param inner flowrun.Router|flowrun.RouterWrapper
---@param lock? flowrun.SingleNavigationLock
---@return flowrun.RouterWrapper
function route.single_navigation_router(inner, lock) end
---RouteComposer's SingleNavigationLock: one lock several single navigation routers share.
---@return flowrun.SingleNavigationLock
function route.single_navigation_lock() end

---@class flowrun.SingleNavigationLock
local SingleNavigationLock = {}
---Whether a navigation started by a router holding this lock still runs.
---@return boolean
function SingleNavigationLock:is_navigation_in_progress() end

---@class flowrun.Host
host = {}
---Reloads a module the app required (`require("interceptors")`) in place: routes built with its
---functions use the new code; the tree and the module's state (its non-function fields) stay, unless
---the new version's `migrate(old, new)` decides otherwise. Returns true, the new generation, the
---names of the kept fields the new text changed (kept as they were) and the names of the functions
---taken from the module that the new text no longer defines (calling them fails). A module never
---required, or a new text that fails (the old version stays), is an error at the call.
---@param name string
---@return true ok
---@return integer generation
---@return string[] kept
---@return string[] dropped
function host:reload(name) end
---How many times a required module has been loaded (1 before any reload); an error for one never required.
---@param name string
---@return integer
function host:generation(name) end

-- Expectations -----------------------------------------------------------------

-- Each fails the flow at the caller's line, saying what was expected and what was found.

---Fails unless `condition` holds; returns it.
---@generic T
---@param condition T
---@param message? string
---@return T
function expect(condition, message) end
---Fails unless `actual` equals `expected` (tables by content).
---@param actual any
---@param expected any
---@param what? string
function expect_equal(actual, expected, what) end
---Fails unless the whole tree matches the compact text form (common indentation and
---blank edges ignored); a failure shows a line diff.
---@param expected string The compact text form.
function expect_tree(expected) end
---Fails unless the whole tree is the one a hierarchy captured on a device shows (UIKit's
---`_printHierarchy` output, a file of the project), addresses and views aside, each state
---as its transition ends; a failure shows a line diff (- captured, + simulated).
---@param path string
---@param options? { keep_modules: boolean?, styles: table<string, string>? }
function expect_tree_matches(path, options) end
---Fails unless `text` (by default the app tree, `app.tree()`) is the snapshot `name`, stored in
---the project's snapshots/<name>.txt, compared byte for byte. A missing snapshot is written and
---said to be (with `CI` set it fails instead); a changed one fails with a diff (- stored, + actual)
---and is rewritten by `flowrun test --update-snapshots` (or `run`). Tests of one run giving a new
---snapshot different texts all fail.
---@param name string Letters, digits, _, - and ., in folders split by / ("checkout/summary"); no part . or .. or ending with ".".
---@param text? string
function expect_snapshot(name, text) end
---Fails unless the screen the user sees is of `class`, with that context and those properties.
---@param class string
---@param fields? table<string, any> `context` and properties.
function expect_top(class, fields) end
---Fails unless the navigation stack the user sees holds screens of these classes.
---@param classes string[] Bottom first.
function expect_stack(classes) end
---Fails unless the tab bar around the screen the user sees has tab `n` (1-based) selected.
---@param n integer
function expect_tab(n) end
---Fails unless the topmost modal is of `class` (or shows a screen of it), presented with
---`options.style` when given; `nil` expects nothing presented.
---@param class string?
---@param options? { style: flowrun.PresentationStyle? }
function expect_presented(class, options) end
---Fails unless the navigation (or link opening) succeeded; returns it.
---@generic N: flowrun.Navigation|flowrun.LinkOpening
---@param nav N
---@return N
function expect_ok(nav) end
---Fails unless the navigation (or link opening) failed, with the error `kind` when given; returns it.
---@generic N: flowrun.Navigation|flowrun.LinkOpening
---@param nav N
---@param kind? flowrun.FailureKind
---@return N
function expect_failure(nav, kind) end
---Fails unless calling `fn` raises an error whose message contains `text` (when given); returns the
---message. Expectations failing inside `fn` are meant: elsewhere, a failed expectation whose error a
---flow catches (pcall, a coroutine) still fails the test. flowrun's errors about the flow's own code (a
---misspelt name or class, an argument too many) do not count.
---@param fn fun()
---@param text? string
---@return string
function expect_error(fn, text) end

-- Tests ---------------------------------------------------------------------

---@class flowrun.Test
---@field name string
---@field fixture table<string, any> What each requested fixture returned.
---@field param any The `each` value, or the matrix case.
---@field skip fun(why: string) Stops the test, reported skipped with `why` (a case that does not apply); it raises, so no pcall around it.

---@class flowrun.TestOptions
---@field tags? string[]
---@field fixtures? string[]
---@field each? any[]|table<string, any> One test per value (a list, or rows by name), passed as the second argument.
---@field matrix? table<string, any[]|flowrun.Axis|table<string, any>[]> One test per combination of the axes' values; the case is the second argument. `exclude = { { user = "guest", from = "cart" } }` in it leaves out the combinations each entry names (never generated; a misspelt axis or value is an error).
---@field skip? string|boolean
---@field only? boolean

---@class flowrun.TestFunction
---@field skip fun(name: string, options: flowrun.TestOptions|string|fun(t: flowrun.Test, param: any), fn?: fun(t: flowrun.Test, param: any))
---@field only fun(name: string, options: flowrun.TestOptions|fun(t: flowrun.Test, param: any), fn?: fun(t: flowrun.Test, param: any))
---@overload fun(name: string, fn: fun(t: flowrun.Test))
---@overload fun(name: string, options: flowrun.TestOptions, fn: fun(t: flowrun.Test, param: any))
test = {}

---@class flowrun.GroupFunction
---@field skip fun(name: string, options: flowrun.TestOptions|fun(), fn?: fun())
---@field only fun(name: string, options: flowrun.TestOptions|fun(), fn?: fun())
---@overload fun(name: string, fn: fun())
---@overload fun(name: string, options: flowrun.TestOptions, fn: fun())
group = {}

---Defines a fixture a test can list in `fixtures`; it runs in the test's fresh app first.
---@param name string
---@param fn fun(t: flowrun.Test): any
function fixture(name, fn) end

---@class flowrun.Axis A matrix axis of fixtures or starting states.

---A matrix axis whose cases each run one of these fixtures first (named by the fixture: `[guest, …]`).
---@param names string[]
---@return flowrun.Axis
function fixtures(names) end

---A matrix axis whose cases each start from one of these states (`[…, from=cart]`); none: every state, `launch`
---(the app as launched) first, then those defined so far.
---@param names? string[]
---@return flowrun.Axis
function states(names) end

---Defines a starting state: a function that brings a fresh app somewhere, or the path of a hierarchy captured on
---a device to launch it from (matrices, `flowrun links --fuzz --from`). A capture's `{ launch = true }`: it is how
---the app launches (a cold start relaunches it); `{ launch = false }`: a moment of the running app (a cold start
---relaunches the app's own launch tree, as from a function's state).
---@param name string
---@param fn fun()|string
---@param options? { launch: boolean? }
function state(name, fn, options) end

---Runs before each test of the group it is called in (of every test, at a file's top level), after the
---test's fixtures and before its starting state.
---@param fn fun(t: flowrun.Test, case: any)
function before_each(fn) end

---Runs after each test of the group (or file) whose function returned; an error in it fails the test.
---@param fn fun(t: flowrun.Test, case: any)
function after_each(fn) end
