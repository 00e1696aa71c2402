-- Nodes: the app's view controllers as Lua sees them, a proxy per node
-- whose fields read the node live, and the checks of arguments that are nodes.
local B, K = ...
local b_nodes = B.nodes
local error, format, type, tostring, rawget, getmetatable, setmetatable, ipairs, sort, concat, pairs =
      error, string.format, type, tostring, rawget, getmetatable, setmetatable, ipairs, table.sort, table.concat, pairs
local HANDLE, dot_call, kind_of = K.HANDLE, K.dot_call, K.kind_of

-- One proxy per node, kept while the node lives so that scans over the app
-- make none. Keyed by the node's handle, an opaque value (Swift alone knows
-- what it is made of). Proxies of deallocated nodes are swept out whenever
-- the cache has doubled.
local nodes, node_count, sweep_at = {}, 0, 1024
local node

local function sweep_nodes()
  for key, proxy in pairs(nodes) do
    if not b_nodes.node_alive(rawget(proxy, HANDLE)) then
      nodes[key] = nil
      node_count = node_count - 1
    end
  end
  sweep_at = node_count * 2 > 1024 and node_count * 2 or 1024
end

local function node_list(ids)
  local list = {}
  for i, id in ipairs(ids) do list[i] = node(id) end
  return list
end

local node_fields = {
  id = function(id) return b_nodes.node_number(id) end,
  class = function(id) return b_nodes.node_class(id) end,
  context = function(id) return b_nodes.node_context(id) end,
  parent = function(id) return node(b_nodes.node_parent(id)) end,
  children = function(id) return node_list(b_nodes.node_children(id)) end,
  presented = function(id) return node(b_nodes.node_presented(id)) end,
  presenting = function(id) return node(b_nodes.node_presenting(id)) end,
  selected = function(id) return b_nodes.node_selected(id) end,
  style = function(id) return b_nodes.node_style(id) end,
}
-- Settable flags: whether a navigation may dismiss the node (RouteComposer's
-- canBeDismissed), and whether a presented node refuses the swipe down.
local node_flags = { can_be_dismissed = true, modal_in_presentation = true }
-- UIKit's read-only transition flags: true while an animated transition runs.
local node_transition_flags = { is_being_presented = true, is_being_dismissed = true,
  is_moving_to_parent = true, is_moving_from_parent = true }

-- A node's properties have names: `vc[1]` is a mistake (its children are
-- `vc.children`), not a nil to carry on with. Raised for a key that is no string.
local function property_name(key, verb)
  error(format("cannot %s node[%s]: a node's properties are named by strings (its children are node.children)",
    verb, type(key) == "number" and tostring(key) or type(key)), 3)
end

local Node = {
  __name = "node",
  __index = function(self, key)
    if type(key) ~= "string" then property_name(key, "read") end
    local id = rawget(self, HANDLE)
    local field = node_fields[key]
    if field then return field(id) end
    if node_flags[key] or node_transition_flags[key] then return b_nodes.node_flag(id, key) end
    return b_nodes.node_get(id, key)
  end,
  __newindex = function(self, key, value)
    if type(key) ~= "string" then property_name(key, "set") end
    if node_fields[key] or node_transition_flags[key] then
      local names = {}
      for name in pairs(node_fields) do names[#names + 1] = name end
      for name in pairs(node_transition_flags) do names[#names + 1] = name end
      sort(names)
      error(format("'%s' of a node cannot be set: it is the node's own (its fields %s are read-only); give the property another name",
        key, concat(names, ", ")), 2)
    end
    if node_flags[key] then
      if type(value) ~= "boolean" then error(format("'%s' of a node is true or false, not %s", key, type(value)), 2) end
      return b_nodes.node_set_flag(rawget(self, HANDLE), key, value)
    end
    b_nodes.node_set(rawget(self, HANDLE), key, value)
  end,
  __tostring = function(self) return b_nodes.node_describe(rawget(self, HANDLE)) end,
  -- pairs(vc): the node's own properties, by name.
  __pairs = function(self)
    local id = rawget(self, HANDLE)
    local names, i = b_nodes.node_property_names(id), 0
    return function()
      i = i + 1
      local name = names[i]
      if name ~= nil then return name, b_nodes.node_get(id, name) end
    end, self, nil
  end,
}

node = function(id)
  if id == nil then return nil end
  local n = nodes[id]
  if n == nil then
    n = setmetatable({ [HANDLE] = id }, Node)
    nodes[id] = n
    node_count = node_count + 1
    if node_count >= sweep_at then sweep_nodes() end
  end
  return n
end

-- The handle of a node, or an error naming what was expected.
local function node_handle(value, what)
  if type(value) == "table" and getmetatable(value) == Node then return rawget(value, HANDLE) end
  error((what or "a node") .. " expected", 3)
end

-- Argument `n` of the public function `name` as a node's handle; a bad
-- argument at the flow's line otherwise.
local function node_argument(value, name, n)
  if type(value) == "table" and getmetatable(value) == Node then return rawget(value, HANDLE) end
  dot_call(value, name, 3)
  error(format("bad argument #%d to '%s' (node expected, got %s)", n, name, kind_of(value)), 3)
end

-- `fn(context)` as Swift calls it: the node it returns, as a handle (nil
-- stays nil); anything else is an error naming `what`.
local function returning_node(fn, what)
  return function(context)
    local result = fn(context)
    return result and node_handle(result, what)
  end
end

return {
  node = node,
  node_list = node_list,
  node_handle = node_handle,
  node_argument = node_argument,
  returning_node = returning_node,
  Node = Node,
  nodes = nodes,
}
