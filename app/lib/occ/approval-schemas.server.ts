import { z } from "zod";
import { CartEntrySchema } from "./cart.server";
import { lenientList } from "./lenient-list.server";
import { OrderSchema } from "./orders.server";
import { PriceSchema } from "./products.server";

/**
 * Response schemas of the issue 7 approval calls (docs/occ-api.md "Issue 7 additions"; spec part 2 §2 "Order
 * approval", §3, §7 "Orders and approvals"). `.server` on purpose: zod and the Order schema stay out of browser
 * bundles (decision 004); components import the inferred types only (`import type`).
 */

/** The pending list's sorts (OCC sort codes); newest order first by default. */
export const PENDING_APPROVAL_SORTS = ["byDateDesc", "byDateAsc", "byTotalDesc", "byTotalAsc", "byCode"] as const;
/**
 * The actioned list's: the decision date too ('Decision date', newest decision first, like OCC's `byDate`), its
 * default, so an order just decided is at the top of page 1 — not wherever its placing date puts it.
 */
export const ACTIONED_APPROVAL_SORTS = ["byDecisionDate", ...PENDING_APPROVAL_SORTS] as const;
export type ApprovalSort = (typeof ACTIONED_APPROVAL_SORTS)[number];
export const DEFAULT_APPROVAL_SORTS = { pending: "byDateDesc", actioned: "byDecisionDate" } as const satisfies Record<
  "pending" | "actioned",
  ApprovalSort
>;
/** The dashboard's page size (the backend accepts 1–50, default 10). */
export const APPROVAL_PAGE_SIZE = 10;

export const APPROVAL_DECISIONS = ["APPROVE", "REJECT"] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];
/** Status filter of the actioned list. */
export const ACTIONED_STATUSES = ["APPROVED", "REJECTED"] as const;
export type ActionedStatus = (typeof ACTIONED_STATUSES)[number];

/** Issue 27: BUDGET_EXCEEDED (SAP's B2BBudgetExceededPermission) — the order would exceed its cost centre's budget. */
export const PURCHASE_LIMIT_TYPES = ["ORDER", "PERIOD", "BUDGET_EXCEEDED"] as const;
export const PURCHASE_LIMIT_PERIODS = ["DAY", "WEEK", "MONTH", "QUARTER", "YEAR"] as const;

const UidNameSchema = z.object({ uid: z.string(), name: z.string() });
const CodeNameSchema = z.object({ code: z.string(), name: z.string() });

/**
 * The limit an order exceeded at placement. `threshold` is a Price (`{ value: 50, formattedValue: "$50.00", … }`, as the
 * reference backend answers); a bare number (the currency's units) is read as `{ value }`.
 */
export const ExceededLimitSchema = z.object({
  code: z.string(),
  type: z.enum(PURCHASE_LIMIT_TYPES),
  threshold: z.preprocess((value) => (typeof value === "number" ? { value } : value), PriceSchema),
  period: z.enum(PURCHASE_LIMIT_PERIODS).nullish(),
  /** BUDGET_EXCEEDED: the budget and cost centre as they were when the order was held (spent: before this order). */
  budget: z
    .object({
      code: z.string(),
      name: z.string().optional(),
      costCenter: z.object({ code: z.string(), name: z.string().optional() }),
      amount: PriceSchema,
      spent: PriceSchema.optional(),
    })
    .nullish(),
});
export type ExceededLimit = z.infer<typeof ExceededLimitSchema>;

/** `approval` on an order: the exceeded limit and, once decided, the decision. */
export const ApprovalInfoSchema = z.object({
  exceededLimit: ExceededLimitSchema.nullish(),
  decision: z.enum(APPROVAL_DECISIONS).nullish(),
  comment: z.string().nullish(),
  reasonCode: z.string().nullish(),
  reason: z.string().nullish(),
  approver: UidNameSchema.nullish(),
  decidedAt: z.string().nullish(),
});
export type ApprovalInfo = z.infer<typeof ApprovalInfoSchema>;

/** One row of the pending / actioned lists and of the home page block. */
export const ApprovalRowSchema = z.object({
  code: z.string(),
  /**
   * Where the detail page is: this customer's calls address an approval by its order code (absent); stock SAP by its
   * workflow action code (`users/{u}/orderapprovals/{code}`), which the stock fallback puts here.
   */
  approvalCode: z.string().optional(),
  /** ISO date-time. */
  created: z.string(),
  status: z.string(),
  statusDisplay: z.string(),
  placedBy: UidNameSchema,
  /** The wearer the order is for. */
  user: z.object({ uid: z.string(), name: z.string(), employeeId: z.string().nullish() }),
  unit: UidNameSchema,
  totalPriceWithTax: PriceSchema,
  totalUnitCount: z.number().int().nonnegative().optional(),
  /** Actioned rows only. */
  decision: z.enum(APPROVAL_DECISIONS).nullish(),
  /** Actioned rows only: when it was decided (ISO date-time). */
  decidedAt: z.string().nullish(),
});
export type ApprovalRow = z.infer<typeof ApprovalRowSchema>;

export const ApprovalPaginationSchema = z.object({
  currentPage: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalResults: z.number().int(),
});

/** `GET manage-approvals/filters` (pending) and, with `statuses`, `GET manageapprovals/actionedFilters`. */
export const ApprovalFiltersSchema = z.object({
  units: z.array(UidNameSchema),
  wearers: z.array(z.object({ uid: z.string(), name: z.string(), employeeId: z.string().nullish() })),
  /** yyyy-mm-dd bounds over the listed orders; null/absent when there are none. */
  dateRange: z.object({ min: z.string(), max: z.string() }).nullish(),
  sorts: z.array(CodeNameSchema),
  statuses: z.array(CodeNameSchema).optional(),
});
export type ApprovalFilters = z.infer<typeof ApprovalFiltersSchema>;

export const ApprovalListSchema = z.object({
  orders: z.array(ApprovalRowSchema),
  pagination: ApprovalPaginationSchema,
  sorts: z.array(CodeNameSchema.extend({ selected: z.boolean().optional() })).optional(),
});
export type ApprovalList = z.infer<typeof ApprovalListSchema>;

/** `GET pendingApprovalOrders` (home page): the count and the newest 3. */
export const PendingApprovalSummarySchema = z.object({
  count: z.number().int().nonnegative(),
  orders: z.array(ApprovalRowSchema).optional().default([]),
});
export type PendingApprovalSummary = z.infer<typeof PendingApprovalSummarySchema>;

export const OrderDeclineReasonsSchema = z.object({ orderDeclineReasonMap: z.record(z.string(), z.string()) });

/** The Order of issue 5 plus `approval`; entries carry `approvedQuantity` (null/absent = not amended). */
export const ApprovalOrderSchema = OrderSchema.extend({
  entries: z.array(CartEntrySchema.extend({ approvedQuantity: z.number().int().nonnegative().nullish() })).optional().default([]),
  approval: ApprovalInfoSchema.nullish(),
  /**
   * `extension`: read through this customer's `approve-order` (quantities can be amended, decline reasons apply);
   * `stock`: through stock SAP's `orderapprovals/{code}` (no amendment, no reasons). Set by the storefront, never sent.
   */
  flavour: z.enum(["extension", "stock"]).optional().default("extension"),
  /** Stock flavour: SAP's workflow action code the decision is posted to. */
  approvalCode: z.string().optional(),
});
export type ApprovalOrder = z.infer<typeof ApprovalOrderSchema>;
export type ApprovalOrderEntry = ApprovalOrder["entries"][number];

/** `GET employee/{uid}`: the order's wearer. */
export const EmployeeSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string().nullish(),
  employeeId: z.string().nullish(),
  unit: UidNameSchema.nullish(),
  mobile: z.string().nullish(),
});
export type Employee = z.infer<typeof EmployeeSchema>;

/** `GET employee-history/{uid}`: their latest 5 orders. */
export const EmployeeHistorySchema = z.object({
  orders: z.array(
    z.object({
      code: z.string(),
      created: z.string(),
      status: z.string(),
      statusDisplay: z.string().nullish(),
      totalPriceWithTax: PriceSchema.nullish(),
    }),
  ),
});
export type EmployeeHistory = z.infer<typeof EmployeeHistorySchema>;
export type EmployeeHistoryOrder = EmployeeHistory["orders"][number];

// ---------------------------------------------------------------------------------------------------------------
// Stock SAP Commerce 2211 B2B order approvals (B2BOrderApprovalsController; Spartacus occ.models OrderApproval,
// OrderApprovalsList, OrderApprovalDecision, OrderApprovalRecord): the fallback when this customer's calls are missing.

const PrincipalSchema = z.object({ uid: z.string(), name: z.string().optional() });

/** OrderApprovalRecordWsDTO: who did what (`statusDisplay` e.g. `pending.approval`, `approved`, `rejected`). */
export const StockApprovalRecordSchema = z.object({
  approver: PrincipalSchema.optional(),
  comments: z.string().optional(),
  permissionTypes: z.array(z.object({ code: z.string(), name: z.string().optional() })).optional().default([]),
  statusDisplay: z.string().optional(),
});

/** The B2B OrderWsDTO inside an approval: `orgCustomer` placed it, `orgUnit` is its unit (both optional in SAP). */
export const StockApprovalOrderSchema = ApprovalOrderSchema.extend({
  orgCustomer: PrincipalSchema.optional(),
  orgUnit: PrincipalSchema.optional(),
});

/** OrderApprovalWsDTO: `code` is the workflow action's, not the order's. */
export const StockApprovalSchema = z.object({
  code: z.string(),
  approvalDecisionRequired: z.boolean().optional().default(false),
  order: StockApprovalOrderSchema,
  customerOrderApprovalRecords: z.array(StockApprovalRecordSchema).optional().default([]),
  trigger: z.object({ activationTime: z.string().optional() }).optional(),
});
export type StockApproval = z.infer<typeof StockApprovalSchema>;

/** OrderApprovalListWsDTO; one malformed approval is dropped with a warning. */
export const StockApprovalListSchema = z.object({
  orderApprovals: lenientList(StockApprovalSchema, "users/{u}/orderapprovals orderApprovals").optional().default([]),
  pagination: z
    .object({ currentPage: z.number().int(), pageSize: z.number().int(), totalPages: z.number().int(), totalResults: z.number().int() })
    .optional(),
});

/** OrderApprovalDecisionWsDTO, the decision's answer. */
export const StockApprovalDecisionSchema = z.object({ decision: z.string().optional(), comment: z.string().optional() });
