-- ShortUITests.swift, one test per scenario, in its order: each button the
-- UI test taps is the navigation the Example's button starts, and each screen
-- it expects is the one on top.

--- The prompt screen's "Continue": home.
local function continue_home()
  expect_top("PromptViewController")
  expect_ok(router:navigate(routes.homeScreen))
  expect_top("CircleViewController")
end

test("testPromptScreenAndBack", function()
  continue_home()
  expect_ok(router:navigate(routes.welcomeScreen))
  expect_top("PromptViewController")
end)
