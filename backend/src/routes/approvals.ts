import { type Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import {
  ACTIONED_APPROVAL_SORT_CODES,
  ACTIONED_STATUSES,
  APPROVAL_SORT_CODES,
  COMMENT_MAX,
  DEFAULT_ACTIONED_APPROVAL_SORT,
  DEFAULT_APPROVAL_SORT,
} from "../stores/approvals";
import { bearerAuth } from "../http/auth";
import { extensionRoute } from "../http/extensions";
import { type AppDeps, type OccEnv } from "../http/env";
import { idempotencyKey } from "../http/idempotency-key";
import { dateSchema, intParam, jsonBody, optional, parseInput } from "../http/validation";

const NO_STORE = { "Cache-Control": "private, no-store" };


const pendingSchema = z.object({
  currentPage: z.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.number().int().min(1).max(50).default(10),
  sort: z
    .enum(APPROVAL_SORT_CODES, { errorMap: () => ({ message: `sort must be one of ${APPROVAL_SORT_CODES.join(", ")}` }) })
    .default(DEFAULT_APPROVAL_SORT),
  fromDate: optional(dateSchema),
  toDate: optional(dateSchema),
  unit: optional(z.string().min(1).max(64)),
  wearer: optional(z.string().min(1).max(320)),
});
const STATUS_CODES = ACTIONED_STATUSES.map((status) => status.code) as ["APPROVED", "REJECTED"];
const actionedSchema = pendingSchema.extend({
  // The newest decision first unless asked otherwise; 'byDecisionDate' is the actioned list's own.
  sort: z
    .enum(ACTIONED_APPROVAL_SORT_CODES, { errorMap: () => ({ message: `sort must be one of ${ACTIONED_APPROVAL_SORT_CODES.join(", ")}` }) })
    .default(DEFAULT_ACTIONED_APPROVAL_SORT),
  status: optional(z.enum(STATUS_CODES, { errorMap: () => ({ message: "status must be APPROVED or REJECTED" }) })),
});

const orderCodeSchema = z.string().regex(/^\d{8,12}$/, "Not an order code");
const quantitiesSchema = z
  .array(
    z
      .object({
        entryNumber: z.number({ invalid_type_error: "entryNumber must be a number" }).int().min(0).max(10_000),
        quantity: z.number({ invalid_type_error: "quantity must be a number" }).int("Whole numbers only").min(0, "The quantity cannot be negative").max(999),
      })
      .strict(),
  )
  .max(500);
const amendSchema = z.object({ entries: quantitiesSchema.min(1, "Give at least one entry") }).strict();

const decisionSchema = z
  .object({
    orderCode: orderCodeSchema,
    decision: z.enum(["APPROVE", "REJECT"], { errorMap: () => ({ message: "decision must be APPROVE or REJECT" }) }),
    comment: optional(z.string().trim().max(COMMENT_MAX, `The comment must be at most ${COMMENT_MAX} characters`)),
    reasonCode: optional(z.string().trim().min(1).max(40)),
    approvedQuantities: optional(quantitiesSchema),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.decision !== "REJECT") return;
    if (!input.comment) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["comment"], message: "A comment is required when rejecting an order" });
    if (!input.reasonCode) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["reasonCode"], message: "Choose a reason for declining the order" });
  });

const codeParamSchema = z.object({ code: orderCodeSchema });

/** Stock `GET users/{u}/orderapprovals` (B2BOrderApprovalsController): SAP's defaults page 0, 20 a page; `fields` any level. */
const stockListSchema = z.object({
  currentPage: intParam(0, 1_000_000, 0),
  pageSize: intParam(1, 100, 20),
  sort: z.string().max(40).optional(),
  fields: z.string().max(2000).optional(),
});
/** Stock OrderApprovalDecisionWsDTO: `decision` required; a REJECT needs a non-blank comment (SAP's OrderApprovalDecisionValidator). */
const stockDecisionSchema = z
  .object({
    decision: z.enum(["APPROVE", "REJECT"], { errorMap: () => ({ message: "decision must be APPROVE or REJECT" }) }),
    comment: optional(z.string().max(COMMENT_MAX, `The comment must be at most ${COMMENT_MAX} characters`)),
  })
  .superRefine((input, ctx) => {
    if (input.decision === "REJECT" && !input.comment?.trim()) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["comment"], message: "A comment is required when rejecting an order" });
    }
  });
const approvalCodeParamSchema = z.object({ approvalCode: z.string().min(1).max(64) });
const uidParamSchema = z.object({ uid: z.string().trim().min(1).max(320) });

/**
 * Order approvals (docs/occ-api.md "Issue 7 additions", "Calls and flavours"): approvers only. The rules live in
 * stores/approvals.ts. This customer's calls (spec part 2 §7) are extensions (`extensionRoute`: 404
 * UnknownResourceError with `BACKEND_EXTENSIONS=none`); the stock SAP 2211 `users/{u}/orderapprovals` calls are
 * always served, over the same orders and with the same authorisation.
 */
export function approvalsRoutes(deps: AppDeps) {
  const { db } = deps;
  const store = deps.stores.approvals;
  const app = new Hono<OccEnv>();
  const auth = bearerAuth(deps, { required: true });
  const approverOf = (c: Context<OccEnv>) => store.approver(c.get("auth")?.userUid, c.req.param("userId") ?? "", c.get("site"));
  const USER = "/:site/orgUsers/:userId";
  const ext = extensionRoute(deps.config);

  app.get(`${USER}/manage-approvals/filters`, ext, auth, (c) => c.json(store.pendingFilters(approverOf(c)), 200, NO_STORE));

  app.post(`${USER}/manage-approvals/pendingOrders`, ext, auth, async (c) => {
    const approver = approverOf(c);
    const query = parseInput(pendingSchema, await jsonBody(c));
    return c.json(store.pendingOrders(approver, query), 200, NO_STORE);
  });

  app.get(`${USER}/manageapprovals/actionedFilters`, ext, auth, (c) => c.json(store.actionedFilters(approverOf(c)), 200, NO_STORE));

  app.post(`${USER}/manage-approvals/actionedOrders`, ext, auth, async (c) => {
    const approver = approverOf(c);
    const query = parseInput(actionedSchema, await jsonBody(c));
    return c.json(store.actionedOrders(approver, query), 200, NO_STORE);
  });

  app.get(`${USER}/pendingApprovalOrders`, ext, auth, (c) => c.json(store.homePage(approverOf(c)), 200, NO_STORE));

  app.get(`${USER}/getOrderDeclineReasons`, ext, auth, (c) => {
    approverOf(c);
    return c.json(store.declineReasons(), 200, NO_STORE);
  });

  app.get(`${USER}/approve-order/:code`, ext, auth, (c) => {
    const approver = approverOf(c);
    const { code } = parseInput(codeParamSchema, c.req.param());
    return c.json(store.detail(approver, code), 200, NO_STORE);
  });

  app.post(`${USER}/orders/:code/amend`, ext, auth, async (c) => {
    const approver = approverOf(c);
    const { code } = parseInput(codeParamSchema, c.req.param());
    const { entries } = parseInput(amendSchema, await jsonBody(c));
    const order = db.transaction(() => store.amend(approver, code, entries)).immediate();
    return c.json(order, 200, NO_STORE);
  });

  app.post(`${USER}/approveDeclineOrder`, ext, auth, async (c) => {
    const approver = approverOf(c);
    const key = idempotencyKey(c.req.header("Idempotency-Key"));
    const input = parseInput(decisionSchema, await jsonBody(c));
    // BEGIN IMMEDIATE: the key lookup, the status check and the decision form one atomic step.
    const result = db.transaction(() => store.decide(approver, input, key)).immediate();
    return c.json(result.body, result.status, NO_STORE);
  });

  app.get(`${USER}/employee/:uid`, ext, auth, (c) => {
    const approver = approverOf(c);
    const { uid } = parseInput(uidParamSchema, c.req.param());
    return c.json(store.employee(approver, uid), 200, NO_STORE);
  });

  app.get(`${USER}/employee-history/:uid`, ext, auth, (c) => {
    const approver = approverOf(c);
    const { uid } = parseInput(uidParamSchema, c.req.param());
    return c.json(store.employeeHistory(approver, uid), 200, NO_STORE);
  });

  // Stock SAP Commerce 2211 B2B (B2BOrderApprovalsController; Spartacus default-occ-organization-config.ts).
  const STOCK = "/:site/users/:userId/orderapprovals";

  app.get(STOCK, auth, (c) => {
    const approver = approverOf(c);
    const query = parseInput(stockListSchema, c.req.query());
    return c.json(store.stockList(approver, query), 200, NO_STORE);
  });

  app.get(`${STOCK}/:approvalCode`, auth, (c) => {
    const approver = approverOf(c);
    const { approvalCode } = parseInput(approvalCodeParamSchema, c.req.param());
    return c.json(store.stockDetail(approver, approvalCode), 200, NO_STORE);
  });

  app.post(`${STOCK}/:approvalCode/decision`, auth, async (c) => {
    const approver = approverOf(c);
    const { approvalCode } = parseInput(approvalCodeParamSchema, c.req.param());
    const input = parseInput(stockDecisionSchema, await jsonBody(c));
    const answer = db.transaction(() => store.stockDecide(approver, approvalCode, input)).immediate();
    return c.json(answer, 200, NO_STORE);
  });

  return app;
}
