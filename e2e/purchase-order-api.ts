/**
 * Purchase orders through the reference backend's OCC API (docs/occ-api.md "Issue 6 additions"), so a spec can
 * start from an existing purchase order or check what the storefront stored. Throws on an error status.
 */
import { randomBytes } from "node:crypto";
import { occAs } from "./checkout-api";
import { type Site } from "./urls";

export interface ApiPurchaseOrder {
  id: string;
  purchaseOrderNumber: string;
  description: string;
  status: "OPEN" | "CLOSED";
  units: { uid: string; name: string }[];
  createdDate: string;
  updatedDate: string;
}

const BASE = "orgUsers/current/wwgPurchaseOrders";

/** A number no other test (or run) uses: 'E2E' + 10 random alphanumerics (13 characters, under the 17 allowed). */
export function uniquePurchaseOrderNumber(prefix = "E2E"): string {
  return `${prefix}${randomBytes(8).toString("hex").slice(0, 10).toUpperCase()}`;
}

export function createPurchaseOrderVia(
  uid: string,
  input: { purchaseOrderNumber?: string; description?: string; units: string[] },
  site: Site = "corporate",
): Promise<ApiPurchaseOrder> {
  const body = {
    purchaseOrderNumber: input.purchaseOrderNumber ?? uniquePurchaseOrderNumber(),
    description: input.description ?? "End to end test",
    units: input.units,
  };
  return occAs<ApiPurchaseOrder>(uid, "POST", BASE, { body, site });
}

/** The purchase order, or null when the backend answers 400 UnknownIdentifierError (deleted, or not visible to the user). */
export async function findPurchaseOrderVia(uid: string, id: string, site: Site = "corporate"): Promise<ApiPurchaseOrder | null> {
  const found = await occAs<ApiPurchaseOrder | { errors: unknown[] }>(
    uid,
    "GET",
    `${BASE}/getPurchaseOrderDetails?purchaseId=${encodeURIComponent(id)}`,
    { site, allow: [400, 404] },
  );
  return "errors" in found ? null : found;
}

/** The user's purchase orders with this exact number (case-insensitive), newest first, via the list call. */
export async function findPurchaseOrdersByNumber(uid: string, number: string, site: Site = "corporate"): Promise<ApiPurchaseOrder[]> {
  const found: ApiPurchaseOrder[] = [];
  for (let page = 0; ; page += 1) {
    const list = await occAs<{ purchaseOrders: ApiPurchaseOrder[]; pagination: { totalPages: number } }>(uid, "POST", `${BASE}/getPurchaseOrdersList`, {
      site,
      body: { currentPage: page, pageSize: 50, sort: "byCreatedDateDesc" },
    });
    found.push(...list.purchaseOrders.filter((po) => po.purchaseOrderNumber.toLowerCase() === number.toLowerCase()));
    if (page + 1 >= list.pagination.totalPages) return found;
  }
}
