import { FAMILIES, SHOP_FAMILIES, placedOrder } from "./page-families";
import { runFamilies } from "./run";
import { placeOrder, readyCart } from "./setup";

// Backend faults on the shop's pages and forms (issue 21): shell, search, product, cart, checkout, orders, sign-in.
runFamilies(
  FAMILIES.filter((family) => SHOP_FAMILIES.includes(family.family)),
  async (faults) => {
    placedOrder.code = await placeOrder(faults.backend(), "buyer@acme.example");
    await readyCart(faults.backend(), "buyer@acme.example");
  },
);
