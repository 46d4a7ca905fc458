import { formatPriceText, totalsRows } from "~/lib/cart/totals-display";
import {
  type ApprovalOrder,
  type Employee,
  type EmployeeHistory,
} from "~/lib/occ/approvals.server";
import * as orderMessages from "~/lib/orders/messages";
import {
  addressLines,
  formatOrderDate,
} from "~/lib/orders/confirmation.server";
import { htmlToText } from "~/lib/sanitize.server";
import * as decisionMessages from "./decision-messages";
import {
  type ApprovalOrderView,
  type DeclineReason,
  type EmployeeView,
} from "./decision-view";

/** The approval Order → what the detail and confirmation pages show (decision-view.ts). */

export const PENDING_STATUS = "PENDING_APPROVAL";

export function isPending(order: Pick<ApprovalOrder, "status">): boolean {
  return order.status === PENDING_STATUS;
}

export function statusLabel(
  order: Pick<ApprovalOrder, "status" | "statusDisplay">
): string {
  const key = order.statusDisplay ?? order.status?.toLowerCase() ?? "";
  return orderMessages.orderStatusLabels[key] ?? order.status ?? key;
}

/** The limit's threshold: a Price as the backend sends it (its formatted value), or a bare number in the order's currency. */
export function formatThreshold(
  threshold:
    | number
    | { value: number; formattedValue?: string; currencyIso?: string },
  currencyIso: string | undefined
): string {
  if (typeof threshold !== "number") {
    if (threshold.formattedValue) return threshold.formattedValue;
    return formatThreshold(
      threshold.value,
      threshold.currencyIso ?? currencyIso
    );
  }
  if (!currencyIso) return threshold.toFixed(2);
  try {
    return new Intl.NumberFormat("en-AU", {
      style: "currency",
      currency: currencyIso,
      currencyDisplay: "narrowSymbol",
    }).format(threshold);
  } catch {
    return `${threshold.toFixed(2)} ${currencyIso}`;
  }
}

export function exceededLimitText(
  limit:
    | {
        type: string;
        threshold: Parameters<typeof formatThreshold>[0];
        period?: string | null;
        budget?: {
          code: string;
          name?: string | undefined;
          costCenter: { code: string; name?: string | undefined };
          amount: Parameters<typeof formatThreshold>[0];
          spent?: Parameters<typeof formatThreshold>[0] | undefined;
        } | null;
      }
    | null
    | undefined,
  currencyIso: string | undefined
): string | null {
  if (!limit) return null;
  if (limit.type === "BUDGET_EXCEEDED") {
    const budget = limit.budget;
    if (!budget) return decisionMessages.budgetExceeded;
    const named = (code: string, name: string | undefined) => (name && name !== code ? `${name} (${code})` : code);
    return decisionMessages.budgetExceededDetail(
      named(budget.code, budget.name),
      named(budget.costCenter.code, budget.costCenter.name),
      formatThreshold(budget.amount, currencyIso),
      budget.spent ? formatThreshold(budget.spent, currencyIso) : null
    );
  }
  return decisionMessages.exceededLimit(
    formatThreshold(limit.threshold, currencyIso),
    limit.type === "PERIOD" ? limit.period : null
  );
}

/** The approved quantity the order holds for an entry: the amended one, else the ordered one. */
export function approvedQuantity(
  entry: ApprovalOrder["entries"][number]
): number {
  return entry.approvedQuantity ?? entry.quantity;
}

export function approvalOrderView(
  order: ApprovalOrder,
  reasons: readonly DeclineReason[] = []
): ApprovalOrderView {
  const total = order.totalPriceWithTax ?? order.totalPrice;
  const approval = order.approval ?? null;
  return {
    code: order.code,
    statusLabel: statusLabel(order),
    pending: isPending(order),
    placedOn: formatOrderDate(order.created),
    placedBy: order.placedBy ? order.placedBy.name ?? order.placedBy.uid : null,
    wearer: order.user ? order.user.name ?? order.user.uid : null,
    poNumber: order.purchaseOrderNumber ?? null,
    costCentre: order.costCenter
      ? order.costCenter.name
        ? `${order.costCenter.name} (${order.costCenter.code})`
        : order.costCenter.code
      : null,
    exceededLimit: exceededLimitText(
      approval?.exceededLimit,
      total?.currencyIso
    ),
    entries: order.entries.map((entry) => {
      const qualifier = (name: string) =>
        entry.product.variantOptionQualifiers.find((q) => q.qualifier === name)
          ?.value ?? null;
      return {
        entryNumber: entry.entryNumber,
        name: htmlToText(entry.product.name) || entry.product.code,
        code: entry.product.code,
        colour: qualifier("colour"),
        size: qualifier("size"),
        fit: qualifier("fit"),
        ordered: entry.quantity,
        approved: approvedQuantity(entry),
        unitPrice: entry.basePrice ? formatPriceText(entry.basePrice) : "",
        lineTotal: entry.totalPrice ? formatPriceText(entry.totalPrice) : "",
      };
    }),
    totals: totalsRows({
      subTotal: order.subTotal,
      totalDiscounts: order.totalDiscounts,
      deliveryCost: order.deliveryCost,
      totalPrice: order.totalPrice,
      totalTax: order.totalTax,
      totalPriceWithTax: order.totalPriceWithTax,
      taxRatePercent: order.taxRatePercent,
    }),
    total: total ? formatPriceText(total) : "",
    deliveryAddress: addressLines(order.deliveryAddress),
    deliveryMode: order.deliveryMode
      ? order.deliveryMode.name ?? order.deliveryMode.code
      : null,
    amendable: order.flavour !== "stock",
    record: approval?.decision
      ? {
          decision: approval.decision,
          approver: approval.approver
            ? approval.approver.name || approval.approver.uid
            : null,
          reason:
            approval.reason ??
            (approval.reasonCode
              ? reasons.find((r) => r.code === approval.reasonCode)?.text ??
                approval.reasonCode
              : null),
          comment: approval.comment ?? null,
          decidedOn: formatOrderDate(approval.decidedAt ?? undefined),
        }
      : null,
  };
}

/** "This order has already been approved by … on …." for a decided order; the status otherwise; null while pending. */
export function notPendingNotice(view: ApprovalOrderView): string | null {
  if (view.pending) return null;
  if (view.record)
    return decisionMessages.alreadyActioned(
      view.record.decision,
      view.record.approver,
      view.record.decidedOn
    );
  return decisionMessages.notPending(view.statusLabel);
}

/** The wearer and their other recent orders (the one being decided is on the page already). */
export function employeeView(
  employee: Employee,
  history: EmployeeHistory | null,
  currentCode?: string
): EmployeeView {
  return {
    name: employee.name,
    employeeId: employee.employeeId ?? null,
    unit: employee.unit?.name ?? null,
    email: employee.email ?? null,
    mobile: employee.mobile ?? null,
    history: (history?.orders ?? [])
      .filter((order) => order.code !== currentCode)
      .map((order) => ({
        code: order.code,
        placedOn: formatOrderDate(order.created),
        status: statusLabel({
          status: order.status,
          statusDisplay: order.statusDisplay ?? undefined,
        }),
        total: order.totalPriceWithTax
          ? formatPriceText(order.totalPriceWithTax)
          : null,
      })),
  };
}
