-- Lua that uses a destination the Swift program built and exposed.
local navigation = router:navigate(profile, "grace")
print(("Lua navigated to the Swift route: ok=%s, top=%s, title=%s"):format(
  tostring(navigation.ok), app.top().class, tostring(app.top().title)))
