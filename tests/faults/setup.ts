import { type TestBackend, login, readJson, sendJson } from "../../backend/tests/helpers";

const SITE = "/occ/v2/corporate";

/** A cart with two of a stocked item, every checkout step completed (so each step's page shows). */
export async function readyCart(backend: TestBackend, uid: string) {
  const { access_token: token } = await login(backend, uid);
  const variant = backend.db
    .prepare<[], { code: string }>("SELECT v.code FROM variants v JOIN products p ON p.code = v.product_code WHERE p.product_type = 'S' AND v.stock_level > 20 ORDER BY p.position, v.position LIMIT 1")
    .get();
  await sendJson(backend, "POST", `${SITE}/users/current/carts`, { token });
  await sendJson(backend, "POST", `${SITE}/orgUsers/current/carts/current/entries?code=${variant?.code}&quantity=2`, { token });
  const cart = (await readJson(await sendJson(backend, "GET", `${SITE}/orgUsers/current/carts/current`, { token }))) as { code: string };
  backend.db
    .prepare("UPDATE carts SET reviewed_at = 1, delivery_address_id = 1, delivery_mode = 'standard', payment_type = 'ACCOUNT', cost_centre = 'ACME-OPS', po_number = 'PO-1' WHERE id = ?")
    .run(Number(cart.code));
  return { token, cartCode: cart.code };
}

/** Places the ready cart of `uid` as an order and returns its code. */
export async function placeOrder(backend: TestBackend, uid: string): Promise<string> {
  const { token, cartCode } = await readyCart(backend, uid);
  const response = await sendJson(backend, "POST", `${SITE}/orgUsers/current/orders?cartId=${cartCode}&termsChecked=true&fields=FULL`, {
    token,
    headers: { "Idempotency-Key": "fault-harness-order-1" },
  });
  const order = (await readJson(response)) as { code: string };
  return order.code;
}
