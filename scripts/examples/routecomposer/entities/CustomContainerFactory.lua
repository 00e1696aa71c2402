-- CustomContainerFactory (Images/ImagesFactories.swift:10)
-- The team's Lua: route.container_factory builds the images module's
-- container (Images.storyboard's CustomContainerController), empty until an
-- action puts its root in; nothing more to set up on it, so no configure.
return {}
