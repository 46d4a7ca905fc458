/**
 * The accounts and units of the order-approval specs (issue 7), seeded by the reference backend
 * (backend/src/seed-data/approvals.ts; docs/reference-backend.md "Order approvals"). One set per Playwright project,
 * so the js and no-js runs never see each other's orders. Password: Uniform!2026 (DEMO_PASSWORD).
 *
 * Each unit (a child of acme-au) holds 6 seeded PENDING_APPROVAL orders (created 2, 7, 14, 22, 35 and 50 days before
 * 20 November 2026; 4 for the wearer, 2 for the buyer), 1 APPROVED and 1 REJECTED (reason DUPLICATE). The buyer has
 * a purchase limit ORDER AUD 50.00. Tests that change state create their own pending order (e2e/approval-api.ts).
 */
import { type TestInfo } from "@playwright/test";

export type ApprovalProject = "js" | "nojs";

export interface ApprovalAccounts {
  project: ApprovalProject;
  unit: { uid: string; name: string };
  approver: { uid: string; name: string };
  buyer: { uid: string; name: string };
  wearer: { uid: string; name: string; employeeId: string };
  /** The buyer's purchase limit. */
  limit: { code: string; type: "ORDER"; thresholdCents: number };
}

export const APPROVAL_ACCOUNTS: Record<ApprovalProject, ApprovalAccounts> = {
  js: {
    project: "js",
    unit: { uid: "acme-e2e-approvals-js", name: "E2E approvals JS" },
    approver: { uid: "approver-js@acme.example", name: "Avery Approver Script" },
    buyer: { uid: "approval-buyer-js@acme.example", name: "Blake Buyer Script" },
    wearer: { uid: "approval-wearer-js@acme.example", name: "Willow Wearer Script", employeeId: "E2E-APPR-JS" },
    limit: { code: "E2E-APPROVALS-JS-ORDER-50", type: "ORDER", thresholdCents: 5000 },
  },
  nojs: {
    project: "nojs",
    unit: { uid: "acme-e2e-approvals-nojs", name: "E2E approvals no-JS" },
    approver: { uid: "approver-nojs@acme.example", name: "Avery Approver Plain" },
    buyer: { uid: "approval-buyer-nojs@acme.example", name: "Blake Buyer Plain" },
    wearer: { uid: "approval-wearer-nojs@acme.example", name: "Willow Wearer Plain", employeeId: "E2E-APPR-NOJS" },
    limit: { code: "E2E-APPROVALS-NOJS-ORDER-50", type: "ORDER", thresholdCents: 5000 },
  },
};

/** Seeded orders per e2e unit. */
export const SEEDED_APPROVAL_ORDERS = { pending: 6, approved: 1, rejected: 1 } as const;

/** The accounts of the running Playwright project ("js" or "no-js"). */
export function approvalAccounts(testInfo: Pick<TestInfo, "project">): ApprovalAccounts {
  return APPROVAL_ACCOUNTS[testInfo.project.name === "no-js" ? "nojs" : "js"];
}
