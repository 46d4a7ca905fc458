/**
 * What the bad-input corpus (e2e/bad-input.spec.ts) compares before and after posting hostile values: the reference
 * backend's rows that a form could change, read straight from the e2e run's SQLite file (E2E_BACKEND_DB, read-only;
 * the backend writes in WAL mode, so reading beside it is safe). Only rows of the corpus's own accounts and objects
 * are compared, so the other specs running in parallel cannot change a snapshot.
 */
import Database from "better-sqlite3";

/** Everything a user owns that a storefront form can change. `@uid` is the user. */
const USER_ROWS: Record<string, string> = {
  user: "SELECT * FROM users WHERE uid = @uid",
  groups: "SELECT * FROM user_group_members WHERE user_uid = @uid ORDER BY group_uid",
  packRoles: "SELECT * FROM user_pack_roles WHERE user_uid = @uid ORDER BY role_code",
  carts: "SELECT * FROM carts WHERE user_uid = @uid ORDER BY id",
  cartEntries: "SELECT e.* FROM cart_entries e JOIN carts c ON c.id = e.cart_id WHERE c.user_uid = @uid ORDER BY e.cart_id, e.entry_number",
  cartVouchers: "SELECT v.cart_id, v.voucher_code FROM cart_vouchers v JOIN carts c ON c.id = v.cart_id WHERE c.user_uid = @uid ORDER BY 1, 2",
  cartPacks: "SELECT p.* FROM cart_packs p JOIN carts c ON c.id = p.cart_id WHERE c.user_uid = @uid ORDER BY p.cart_id, p.pack_id",
  addresses: "SELECT * FROM addresses WHERE owner_user = @uid ORDER BY id",
  paymentInfos: "SELECT * FROM payment_infos WHERE user_uid = @uid ORDER BY id",
  orders: "SELECT * FROM orders WHERE user_uid = @uid OR placed_by_uid = @uid ORDER BY id",
  replenishments: "SELECT * FROM replenishment_orders WHERE user_uid = @uid OR placed_by_uid = @uid ORDER BY id",
  purchaseOrders: "SELECT * FROM purchase_orders WHERE created_by = @uid ORDER BY id",
  decisions: "SELECT * FROM order_approvals WHERE approver_uid = @uid ORDER BY order_id",
  packDrafts: "SELECT * FROM pack_drafts WHERE user_uid = @uid ORDER BY id",
  packDraftBundles: "SELECT b.* FROM pack_draft_bundles b JOIN pack_drafts d ON d.id = b.draft_id WHERE d.user_uid = @uid ORDER BY 1, 2",
  packDraftSelections: "SELECT s.* FROM pack_draft_selections s JOIN pack_drafts d ON d.id = s.draft_id WHERE d.user_uid = @uid ORDER BY s.id",
  proxyModes: "SELECT * FROM proxy_modes WHERE user_uid = @uid",
  punchOutSessions: "SELECT site, user_uid, cart_id, status, expires_at, ended_at FROM punchout_sessions WHERE user_uid = @uid ORDER BY created_at",
  requisitions:
    "SELECT r.id, r.status, r.items_json FROM punchout_requisitions r JOIN punchout_sessions s ON s.sid_hash = r.sid_hash WHERE s.user_uid = @uid ORDER BY r.id",
  resetTokens: "SELECT id, used_at, superseded_at FROM password_reset_tokens WHERE user_uid = @uid ORDER BY id",
};

/** An order (by code) and its approval: what an approver's forms change. */
const ORDER_ROWS: Record<string, string> = {
  order: "SELECT * FROM orders WHERE code = @code",
  entries: "SELECT e.* FROM order_entries e JOIN orders o ON o.id = e.order_id WHERE o.code = @code ORDER BY e.entry_number",
  approval: "SELECT a.* FROM order_approvals a JOIN orders o ON o.id = a.order_id WHERE o.code = @code",
};

/** A purchase order (by id) and its units. */
const PURCHASE_ORDER_ROWS: Record<string, string> = {
  purchaseOrder: "SELECT * FROM purchase_orders WHERE id = @id",
  units: "SELECT * FROM purchase_order_units WHERE po_id = @id ORDER BY unit_uid",
};

export interface Subjects {
  users?: readonly string[];
  orders?: readonly string[];
  purchaseOrders?: readonly string[];
  /** Return requests by RMA code (issue 24). */
  returns?: readonly string[];
}

/** A return request (by RMA), its entries, status history and threshold request. */
const RETURN_ROWS: Record<string, string> = {
  returnRequest: "SELECT * FROM return_requests WHERE rma = @rma",
  entries: "SELECT e.* FROM return_entries e JOIN return_requests r ON r.id = e.return_id WHERE r.rma = @rma ORDER BY e.entry_number",
  history: "SELECT h.* FROM return_status_history h JOIN return_requests r ON r.id = h.return_id WHERE r.rma = @rma ORDER BY h.at, h.status",
  thresholdRequest: "SELECT t.* FROM return_threshold_requests t JOIN return_requests r ON r.id = t.return_id WHERE r.rma = @rma",
};

/** The run's backend database, read-only (the harnesses compare rows before and after their requests). */
export function openRunDatabase() {
  const file = process.env.E2E_BACKEND_DB?.trim();
  if (!file) throw new Error("E2E_BACKEND_DB is not set (playwright.config.ts sets it for every run)");
  return new Database(file, { readonly: true, fileMustExist: true });
}

/** The rows of the subjects, as one comparable value. */
export function snapshot(subjects: Subjects): Record<string, unknown> {
  const db = openRunDatabase();
  try {
    const rows: Record<string, unknown> = {};
    const read = (queries: Record<string, string>, key: string, params: Record<string, string | number>) => {
      for (const [name, sql] of Object.entries(queries)) rows[`${key} ${name}`] = db.prepare(sql).all(params);
    };
    for (const uid of subjects.users ?? []) read(USER_ROWS, uid, { uid });
    for (const code of subjects.orders ?? []) read(ORDER_ROWS, `order ${code}`, { code });
    for (const id of subjects.purchaseOrders ?? []) read(PURCHASE_ORDER_ROWS, `purchase order ${id}`, { id: Number(id) });
    for (const rma of subjects.returns ?? []) read(RETURN_ROWS, `return ${rma}`, { rma });
    return rows;
  } finally {
    db.close();
  }
}

/** Every `table.column` (text columns of every table) that holds `marker` anywhere. */
export function rowsContaining(marker: string): string[] {
  const db = openRunDatabase();
  try {
    const found: string[] = [];
    const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all();
    for (const { name } of tables) {
      const columns = db.prepare<[], { name: string; type: string }>(`SELECT name, type FROM pragma_table_info('${name}')`).all();
      for (const column of columns) {
        if (column.type !== "TEXT" && column.type !== "") continue;
        const hit = db.prepare<[string], { n: number }>(`SELECT count(*) AS n FROM "${name}" WHERE instr("${column.name}", ?) > 0`).get(marker);
        if (hit && hit.n > 0) found.push(`${name}.${column.name} (${hit.n})`);
      }
    }
    return found;
  } finally {
    db.close();
  }
}
