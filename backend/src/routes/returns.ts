import { Hono } from "hono";
import { z } from "zod";
import { bearerAuth } from "../http/auth";
import { callerOf } from "../http/caller";
import { type AppDeps, type OccEnv } from "../http/env";
import { extensionRoute, extensionsOn } from "../http/extensions";
import { idempotencyKey } from "../http/idempotency-key";
import { dateSchema, intParam, jsonBody, parseInput } from "../http/validation";
import { MAX_LINE_QUANTITY } from "../stores/order-amendments";
import { RETURN_STATUSES, type ReturnStatus, THRESHOLD_COMMENT_MAX } from "../stores/returns";

const NO_STORE = { "Cache-Control": "private, no-store" };

const rmaParamSchema = z.object({ rma: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, "Not a return request code") });
const code = z.string().trim().min(1).max(64);

/** SAP's ReturnRequestEntryInputListWsDTO, plus our optional per-entry `reasonCode` and `exchangeVariantCode`. */
const createSchema = z
  .object({
    orderCode: z.string().regex(/^\d{8,12}$/, "Not an order code"),
    returnRequestEntryInputs: z
      .array(
        z
          .object({
            orderEntryNumber: z.number().int().min(0).max(10_000),
            quantity: z.number({ invalid_type_error: "quantity must be a number" }).int("Whole numbers only").min(1, "The quantity must be at least 1").max(MAX_LINE_QUANTITY),
            reasonCode: code.optional(),
            exchangeVariantCode: code.optional(),
          })
          .strict(),
      )
      .max(500),
  })
  .strict();
// A stock SAP ignores parameters it does not know (the old `dryRun` too: it would create the return).
const createQuerySchema = z.object({ fields: z.string().max(1000).optional() });
const listQuerySchema = z.object({
  currentPage: intParam(0, 10_000, 0),
  pageSize: intParam(1, 100, 20),
  sort: z.enum(["byDate", "byRMA"]).optional().default("byDate"),
  // Spartacus' field lists (default-occ-order-config.ts) run to some 300 characters; the backend answers FULL.
  fields: z.string().max(1000).optional(),
});
/** The list's extension filters (docs/returns.md); a stock SAP ignores them like any unknown parameter. */
const listFilterSchema = z
  .object({
    statuses: z
      .string()
      .max(500)
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === "") return undefined;
        const codes = value.split(",");
        const unknown = codes.find((code) => !(RETURN_STATUSES as readonly string[]).includes(code));
        if (unknown !== undefined) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: `statuses is a comma-separated list of return status codes (WAIT,COMPLETED)` });
          return z.NEVER;
        }
        return [...new Set(codes)] as ReturnStatus[];
      }),
    createdFrom: dateSchema.optional(),
    createdTo: dateSchema.optional(),
  })
  .refine((value) => !value.createdFrom || !value.createdTo || value.createdFrom <= value.createdTo, {
    message: "createdFrom must not be after createdTo",
    path: ["createdTo"],
  });
const orderCodeParamSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, "Not an order code") });
const thresholdListSchema = z.object({
  status: z.enum(["PENDING", "ACTIONED"]).optional().default("PENDING"),
  currentPage: intParam(0, 10_000, 0),
  pageSize: intParam(1, 100, 10),
});
const decisionSchema = z
  .object({
    decision: z.enum(["ACCEPT", "DECLINE"], { errorMap: () => ({ message: "The decision is ACCEPT or DECLINE" }) }),
    comment: z
      .string()
      .trim()
      .max(THRESHOLD_COMMENT_MAX, `The comment can be at most ${THRESHOLD_COMMENT_MAX} characters`)
      .optional()
      .transform((value) => value || undefined),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.decision === "DECLINE" && !value.comment) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["comment"], message: "Enter a comment to decline the return request" });
    }
  });
const patchSchema = z.object({ status: z.literal("CANCELLING", { errorMap: () => ({ message: "Only status CANCELLING can be set" }) }) }).strict();

/**
 * Returns and exchanges (issue 24; docs/returns.md; rules in stores/returns.ts). Stock SAP OrderReturnsController:
 * `POST users/{u}/orderReturns` (201 ReturnRequest), `GET users/{u}/orderReturns` (ReturnRequestList),
 * `GET users/{u}/orderReturns/{rma}` (ReturnRequest), `PATCH users/{u}/orderReturns/{rma}` (200, empty body).
 * Ours (extensions; 404 UnknownResourceError with BACKEND_EXTENSIONS=none): `GET orgUsers/{u}/returnReasons`,
 * `POST orgUsers/{u}/orderReturns/price` (the review step's prices, nothing saved), the list filters `statuses`,
 * `createdFrom`, `createdTo` (echoed as `appliedFilters`; ignored by a stock SAP), `GET orgUsers/{u}/orders/{code}/returnData`,
 * and the wholesale threshold requests `GET orgUsers/{u}/returnThresholdRequests[/{rma}]`,
 * `POST orgUsers/{u}/returnThresholdRequests/{rma}/decision`.
 */
export function returnsRoutes(deps: AppDeps) {
  const { db } = deps;
  const { returns, cartAccess } = deps.stores;
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });
  const ext = extensionRoute(deps.config);

  app.post("/:site/users/:userId/orderReturns", auth, async (c) => {
    const caller = cartAccess.signedInCaller(callerOf(c));
    parseInput(createQuerySchema, c.req.query());
    const input = parseInput(createSchema, await jsonBody(c));
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const body = db
      .transaction(() => returns.create(caller.site.uid, caller.actingUid, input.orderCode, input.returnRequestEntryInputs, key))
      .immediate();
    return c.json(body, 201, NO_STORE);
  });

  // Extension: the review step's prices (one pricing function with create); nothing saved, no key.
  app.post("/:site/orgUsers/:userId/orderReturns/price", ext, auth, async (c) => {
    const caller = cartAccess.signedInCaller(callerOf(c));
    const input = parseInput(createSchema, await jsonBody(c));
    const body = db.transaction(() => returns.preview(caller.site.uid, caller.actingUid, input.orderCode, input.returnRequestEntryInputs))();
    return c.json(body, 200, NO_STORE);
  });

  app.get("/:site/users/:userId/orderReturns", auth, (c) => {
    const caller = cartAccess.signedInCaller(callerOf(c));
    const query = parseInput(listQuerySchema, c.req.query());
    const filters = extensionsOn(deps.config) ? parseInput(listFilterSchema, c.req.query()) : null;
    return c.json(returns.list(caller.site.uid, caller.actingUid, query, filters), 200, NO_STORE);
  });

  app.get("/:site/users/:userId/orderReturns/:rma", auth, (c) => {
    const caller = cartAccess.signedInCaller(callerOf(c));
    const { rma } = parseInput(rmaParamSchema, c.req.param());
    return c.json(returns.get(caller.site.uid, caller.actingUid, rma), 200, NO_STORE);
  });

  app.patch("/:site/users/:userId/orderReturns/:rma", auth, async (c) => {
    const caller = cartAccess.signedInCaller(callerOf(c));
    const { rma } = parseInput(rmaParamSchema, c.req.param());
    parseInput(patchSchema, await jsonBody(c));
    db.transaction(() => returns.cancel(caller.site.uid, caller.actingUid, rma)).immediate();
    return c.body(null, 200, NO_STORE);
  });

  app.get("/:site/orgUsers/:userId/orders/:code/returnData", ext, auth, (c) => {
    const caller = cartAccess.signedInCaller(callerOf(c));
    const { code } = parseInput(orderCodeParamSchema, c.req.param());
    return c.json(returns.returnData(caller.site.uid, caller.actingUid, code), 200, NO_STORE);
  });

  app.get("/:site/orgUsers/:userId/returnThresholdRequests", ext, auth, (c) => {
    const caller = cartAccess.signedInCaller(callerOf(c));
    const query = parseInput(thresholdListSchema, c.req.query());
    return c.json(returns.thresholdRequests(caller.site.uid, caller.actingUid, query), 200, NO_STORE);
  });

  app.get("/:site/orgUsers/:userId/returnThresholdRequests/:rma", ext, auth, (c) => {
    const caller = cartAccess.signedInCaller(callerOf(c));
    const { rma } = parseInput(rmaParamSchema, c.req.param());
    return c.json(returns.thresholdRequest(caller.site.uid, caller.actingUid, rma), 200, NO_STORE);
  });

  app.post("/:site/orgUsers/:userId/returnThresholdRequests/:rma/decision", ext, auth, async (c) => {
    const caller = cartAccess.signedInCaller(callerOf(c));
    const { rma } = parseInput(rmaParamSchema, c.req.param());
    const input = parseInput(decisionSchema, await jsonBody(c));
    const body = db.transaction(() => returns.decideThresholdRequest(caller.site.uid, caller.actingUid, rma, input)).immediate();
    return c.json(body, 200, NO_STORE);
  });

  app.get("/:site/orgUsers/:userId/returnReasons", ext, auth, (c) => {
    cartAccess.signedInCaller(callerOf(c));
    return c.json(returns.reasons(), 200, { "Cache-Control": "private, max-age=300" });
  });

  return app;
}
