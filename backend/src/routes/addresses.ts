import { Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { invalidParameter } from "../http/errors";
import { idempotencyKey } from "../http/idempotency-key";
import { parseInput } from "../http/validation";

const NO_STORE = { "Cache-Control": "private, no-store" };
const idParam = z.object({ addressId: z.string().min(1).max(64) });

/**
 * The address book (issue 25, H3; docs/address-book.md; docs/occ-api.md "Address book"): SAP Commerce 2211's
 * AddressController, as Spartacus calls it (`default-occ-user-config.ts`: addresses, addressDetail,
 * addressVerification). `GET users/{u}/addresses` (the book, also checkout's stock read) stays in routes/checkout.ts.
 * - `POST users/{u}/addresses` (JSON AddressWsDTO; optional `Idempotency-Key`) → 201 the address;
 * - `GET users/{u}/addresses/{id}` → the address;
 * - `PATCH users/{u}/addresses/{id}` (JSON, the fields to change and/or `defaultAddress`) → 200, empty body;
 * - `DELETE users/{u}/addresses/{id}` → 200, empty body;
 * - `POST users/{u}/addresses/verification` (JSON AddressWsDTO) → AddressValidationWsDTO.
 * Rules: stores/address-book.ts, stores/address-verification.ts.
 */
export function addressRoutes(deps: AppDeps) {
  const { db } = deps;
  const { cartAccess: access, addressBook } = deps.stores;
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });
  const base = "/:site/users/:userId/addresses";
  const uidOf = (c: Parameters<typeof callerOf>[0]) => access.signedInCaller(callerOf(c)).actingUid;
  const json = async (c: { req: { json: () => Promise<unknown> } }) =>
    c.req.json().catch(() => {
      throw invalidParameter("body", "The body must be a JSON Address");
    });

  app.post(`${base}/verification`, auth, async (c) => {
    uidOf(c);
    const body = await json(c);
    return c.json(addressBook.verify(body), 200, NO_STORE);
  });

  app.post(base, auth, async (c) => {
    const uid = uidOf(c);
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const body = await json(c);
    const { address } = db.transaction(() => addressBook.create(uid, body, key)).immediate();
    return c.json(address, 201, NO_STORE);
  });

  app.get(`${base}/:addressId`, auth, (c) => {
    const { addressId } = parseInput(idParam, c.req.param());
    return c.json(addressBook.get(uidOf(c), addressId), 200, NO_STORE);
  });

  app.patch(`${base}/:addressId`, auth, async (c) => {
    const uid = uidOf(c);
    const { addressId } = parseInput(idParam, c.req.param());
    const body = await json(c);
    db.transaction(() => addressBook.patch(uid, addressId, body)).immediate();
    return c.body(null, 200, NO_STORE);
  });

  app.delete(`${base}/:addressId`, auth, (c) => {
    const uid = uidOf(c);
    const { addressId } = parseInput(idParam, c.req.param());
    db.transaction(() => addressBook.delete(uid, addressId)).immediate();
    return c.body(null, 200, NO_STORE);
  });

  return app;
}
