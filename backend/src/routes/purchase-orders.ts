import { type Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { DEFAULT_SORT, purchaseOrderStore, SORT_CODES } from "../stores/purchase-orders";
import { bearerAuth } from "../http/auth";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute } from "../http/extensions";
import { idempotencyKey } from "../http/idempotency-key";
import { dateSchema, jsonBody, optional, parseInput } from "../http/validation";

const NO_STORE = { "Cache-Control": "private, no-store" };


// The rules of the storefront's zod schema (app/lib/purchase-orders/purchase-order-form.ts; spec part 1 §5, §9).
const NUMBER_PATTERN = /^[A-Za-z0-9]{1,17}$/;
const DESCRIPTION_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} '’-]+$/u;
const DESCRIPTION_MAX = 100;
const UNITS_MAX = 50;

const numberSchema = z
  .string({ invalid_type_error: "purchaseOrderNumber must be a string" })
  .trim()
  .regex(NUMBER_PATTERN, "The purchase order number must be 1–17 letters (A–Z) or digits");
const descriptionSchema = z
  .string({ invalid_type_error: "description must be a string" })
  .trim()
  .refine(
    (value) => value.length <= DESCRIPTION_MAX && DESCRIPTION_PATTERN.test(value),
    "The description must be 1–100 letters, spaces, hyphens or apostrophes",
  );
/** 1–50 business-unit uids (duplicates count once); any problem is reported on `units` itself. */
const unitsSchema = z
  .array(z.unknown(), { invalid_type_error: "units must be a list of business-unit uids" })
  .refine(
    (list) => list.every((uid) => typeof uid === "string" && uid.trim().length >= 1 && uid.trim().length <= 64),
    "Every unit must be a business-unit uid",
  )
  .refine((list) => list.length >= 1, "Choose at least one business unit")
  .refine((list) => list.length <= UNITS_MAX, `Choose at most ${UNITS_MAX} business units`)
  .transform((list) => [...new Set(list.map((uid) => String(uid).trim()))]);

const createSchema = z.object({ purchaseOrderNumber: numberSchema, description: descriptionSchema, units: unitsSchema });
const updateSchema = z.object({
  purchaseId: z.string().min(1).max(40),
  description: descriptionSchema,
  units: unitsSchema,
  purchaseOrderNumber: z.never({ invalid_type_error: "The number of a purchase order cannot be changed" }).optional(),
});

const listSchema = z.object({
  currentPage: z.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.number().int().min(1).max(50).default(10),
  sort: z.enum(SORT_CODES, { errorMap: () => ({ message: `sort must be one of ${SORT_CODES.join(", ")}` }) }).default(DEFAULT_SORT),
  status: optional(z.enum(["OPEN", "CLOSED"], { errorMap: () => ({ message: "status must be OPEN or CLOSED" }) })),
  businessUnit: optional(z.string().min(1).max(64)),
  createdFrom: optional(dateSchema),
  createdTo: optional(dateSchema),
});

const searchQuerySchema = z.object({ searchTerm: z.string().max(100).optional().default("") });
const detailQuerySchema = z.object({ purchaseId: z.string().min(1).max(40) });
const deleteQuerySchema = z.object({ purchaseOrderId: z.string().min(1).max(40) });

/**
 * Purchase orders and the business-unit search (docs/occ-api.md "Issue 6 additions"): buyers and admins only.
 * The rules live in stores/purchase-orders.ts.
 */
export function purchaseOrdersRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const store = purchaseOrderStore(db, now);
  const app = new Hono<OccEnv>();
  /** This customer's extension (spec part 2 §7): a stock SAP has no such path (BACKEND_EXTENSIONS=none answers 404). */
  const extension = extensionRoute(deps.config);
  const auth = bearerAuth(deps, { required: true });
  const callerOf = (c: Context<OccEnv>) => store.caller(c.get("auth")?.userUid, c.req.param("userId") ?? "", c.get("site"));
  const BASE = "/:site/orgUsers/:userId/wwgPurchaseOrders";

  app.get("/:site/orgUsers/:userId/businessunits", extension, auth, (c) => {
    const caller = callerOf(c);
    const { searchTerm } = parseInput(searchQuerySchema, c.req.query());
    return c.json({ units: store.searchUnits(caller, searchTerm) }, 200, NO_STORE);
  });

  app.post(BASE, extension, auth, async (c) => {
    const caller = callerOf(c);
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const input = parseInput(createSchema, await jsonBody(c));
    // BEGIN IMMEDIATE: the key lookup, the checks and the insert form one atomic step.
    const result = db.transaction(() => store.create(caller, input, key)).immediate();
    return c.json(result.body, result.status, NO_STORE);
  });

  app.get(`${BASE}/filters`, extension, auth, (c) => c.json(store.filters(callerOf(c)), 200, NO_STORE));

  app.post(`${BASE}/getPurchaseOrdersList`, extension, auth, async (c) => {
    const caller = callerOf(c);
    const query = parseInput(listSchema, await jsonBody(c));
    return c.json(store.list(caller, query), 200, NO_STORE);
  });

  app.get(`${BASE}/getPurchaseOrderDetails`, extension, auth, (c) => {
    const caller = callerOf(c);
    const { purchaseId } = parseInput(detailQuerySchema, c.req.query());
    return c.json(store.detail(caller, purchaseId), 200, NO_STORE);
  });

  app.post(`${BASE}/updatePurchaseOrderDetails`, extension, auth, async (c) => {
    const caller = callerOf(c);
    const { purchaseId, description, units } = parseInput(updateSchema, await jsonBody(c));
    const po = db.transaction(() => store.update(caller, purchaseId, { description, units })).immediate();
    return c.json(po, 200, NO_STORE);
  });

  app.delete(`${BASE}/deletePurchaseOrder`, extension, auth, (c) => {
    const caller = callerOf(c);
    const { purchaseOrderId } = parseInput(deleteQuerySchema, c.req.query());
    db.transaction(() => store.delete(caller, purchaseOrderId)).immediate();
    return c.json({}, 200, NO_STORE);
  });

  return app;
}
