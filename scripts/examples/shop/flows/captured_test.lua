-- "The user is anywhere in the app", taken from a device: captures/ holds
-- view controller hierarchies printed in the debugger with
-- `expr -l objc -O -- [UIViewController _printHierarchy]`.

test("a product link over the cart, as captured on a device, lands on the product", function()
  app.launch_from("captures/cart_over_catalog.txt")
  expect_tree_matches("captures/cart_over_catalog.txt")
  expect_top("CartViewController")
  expect_ok(open_url("shop://product/42"))
  expect_top("ProductViewController", { product_id = 42 })
end)
