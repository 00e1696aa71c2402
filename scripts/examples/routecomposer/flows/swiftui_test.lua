-- SwiftUITests.swift's one scenario, testSwiftUIViewFromProduct: a SwiftUI
-- view pushed from a product, then the square tab.

test("testSwiftUIViewFromProduct", function()
  expect_top("PromptViewController")
  expect_ok(router:navigate(routes.homeScreen))
  expect_top("CircleViewController")
  -- "Go to Product 00"
  expect_ok(router:navigate(routes.productScreen, { productId = "00" }))
  expect_top("ProductViewController", { context = { productId = "00" } })
  -- "Go to SwiftUI" (ProductViewController.goToSwiftUITapped): the view shows "SwiftUI+RouteComposer".
  expect_ok(router:navigate(routes.swiftUIScreen, "RouteComposer"))
  expect_top("UIHostingController<SwiftUIContentView>", { context = "RouteComposer" })
  -- "Go to Square Tab"
  expect_ok(router:navigate(routes.squareScreen))
  expect_top("SquareViewController")
end)
