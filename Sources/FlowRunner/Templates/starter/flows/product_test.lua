group("product", { tags = { "smoke" } }, function()
  test("opens for a logged-in user", { fixtures = { "logged_in" } }, function()
    expect_ok(router:navigate(product, 42))
    expect_top("ProductViewController", { product_id = 42 })
    expect_stack({ "HomeViewController", "ProductViewController" })
  end)

  test("is refused to a guest", function()
    expect_failure(router:navigate(product, 42))
    expect_top("HomeViewController")
  end)
end)

test("opens from the account tab", { fixtures = { "logged_in" }, each = { 1, 2 } }, function(_, id)
  app.select_tab(2)
  expect_ok(router:navigate(product, id))
  expect_tab(2)
  expect_tree(string.format([[
    window main
      UITabBarController
        UINavigationController
          HomeViewController
        UINavigationController (selected)
          AccountViewController
          ProductViewController product_id=%d
  ]], id))
end)
