import { type Db } from "../db";
import { type CartAccessStore } from "./cart-access";
import { type Caller } from "./caller";
import { invalidVoucher, voucherExceeded } from "./cart-entries";

/** SAP's CustomerCouponWsDTO status values (Spartacus my-coupons): not yet valid, valid, valid for < 7 days, past. */
export type CouponStatus = "PreSession" | "Effective" | "ExpireSoon" | "Expired";

const EXPIRE_SOON_MS = 7 * 86_400_000;

interface CouponRow {
  code: string;
  site: string;
  name: string;
  description: string;
  startAt: number;
  endAt: number;
  maxUses: number | null;
  usedCount: number;
}

export function couponStatus(coupon: { startAt: number; endAt: number }, now: number): CouponStatus {
  if (now < coupon.startAt) return "PreSession";
  if (now >= coupon.endAt) return "Expired";
  return coupon.endAt - now <= EXPIRE_SOON_MS ? "ExpireSoon" : "Effective";
}

const iso = (ms: number) => new Date(ms).toISOString();

function customerCoupon(row: CouponRow, now: number) {
  return {
    couponId: row.code,
    name: row.name,
    description: row.description,
    startDate: iso(row.startAt),
    endDate: iso(row.endAt),
    status: couponStatus(row, now),
    notificationOn: false,
    allProductsApplicable: true,
  };
}

const SELECT = `SELECT v.code, v.site, v.name, v.description, cc.start_at AS startAt, cc.end_at AS endAt,
    v.max_uses AS maxUses, v.used_count AS usedCount
  FROM customer_coupons cc JOIN vouchers v ON v.code = cc.code`;

/**
 * Customer coupons (issue 25; docs/interests-and-coupons.md), SAP's `users/{userId}/customercoupons`: a coupon is a
 * voucher (migration 012) with a validity window (migration 037) that a user claims, then applies in the cart with
 * the voucher call. Rules of a claim:
 * - an unknown code, a plain voucher, another site's coupon, one not valid yet or past its end → 400
 *   'Invalid code provided.';
 * - a coupon used as often as it may be (vouchers.max_uses) → 400 'This coupon has exceeded the number of times it
 *   can be used';
 * - claiming one's own coupon again answers it again (a double submit claims once).
 */
export function couponsStore(db: Db, { access }: { access: CartAccessStore }) {
  const byCode = db.prepare<[string], CouponRow>(`${SELECT} WHERE cc.code = ? COLLATE NOCASE`);
  const claimed = db.prepare<[string, string, number, number], CouponRow>(
    `${SELECT} JOIN customer_coupon_claims k ON k.coupon_code = cc.code
     WHERE k.user_uid = ? AND v.site = ? ORDER BY cc.end_at, cc.code LIMIT ? OFFSET ?`,
  );
  const countClaimed = db.prepare<[string, string], { n: number }>(
    `SELECT COUNT(*) AS n FROM customer_coupon_claims k JOIN vouchers v ON v.code = k.coupon_code WHERE k.user_uid = ? AND v.site = ?`,
  );
  const hasClaim = db.prepare<[string, string], { n: number }>(
    "SELECT 1 AS n FROM customer_coupon_claims WHERE user_uid = ? AND coupon_code = ?",
  );
  const insertClaim = db.prepare<[string, string, number]>(
    "INSERT INTO customer_coupon_claims (user_uid, coupon_code, claimed_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
  );
  const userName = db.prepare<[string], { name: string }>("SELECT first_name || ' ' || last_name AS name FROM users WHERE uid = ?");

  return {
    list(from: Caller, query: { currentPage: number; pageSize: number }, now: number) {
      const { actingUid, site } = access.signedInCaller(from);
      const totalResults = countClaimed.get(actingUid, site.uid)?.n ?? 0;
      const rows = claimed.all(actingUid, site.uid, query.pageSize, query.currentPage * query.pageSize);
      return {
        coupons: rows.map((row) => customerCoupon(row, now)),
        sorts: [{ code: "startDate", selected: true }],
        pagination: {
          currentPage: query.currentPage,
          pageSize: query.pageSize,
          sort: "startDate",
          totalPages: Math.ceil(totalResults / query.pageSize),
          totalResults,
        },
      };
    },

    claim(from: Caller, code: string, now: number) {
      const { actingUid, site } = access.signedInCaller(from);
      const coupon = byCode.get(code);
      if (!coupon || coupon.site !== site.uid) throw invalidVoucher();
      const customer = { uid: actingUid, name: userName.get(actingUid)?.name ?? actingUid };
      if (hasClaim.get(actingUid, coupon.code)) return { coupon: customerCoupon(coupon, now), customer };
      if (couponStatus(coupon, now) === "PreSession" || couponStatus(coupon, now) === "Expired") throw invalidVoucher();
      if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) throw voucherExceeded();
      insertClaim.run(actingUid, coupon.code, now);
      return { coupon: customerCoupon(coupon, now), customer };
    },

  };
}
