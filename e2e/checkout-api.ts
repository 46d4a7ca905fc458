/**
 * Sets up a user's cart and checkout state through the reference backend's OCC API (docs/occ-api.md "Issue 5
 * additions"), so a spec can start at the step it tests. A password-grant token per user (the storefront's OAuth
 * client), cached for the run. Signed-in users only: `orgUsers/current/carts/current`, or the cart named by
 * `cartId` (in proxy mode, the wearer's cart the buyer orders into).
 *
 *   await emptyCart("cart-js@acme.example");
 *   await addEntries("cart-js@acme.example", [{ code: "POLO-NAVY-M", quantity: 2 }]);
 *   await completeCheckoutThrough("cart-js@acme.example", "deliveryMode"); // review, address, mode done
 *
 * Each helper throws with the backend's answer when a call fails, so a broken setup fails loudly.
 */
import { DEMO_PASSWORD } from "./demo-accounts";
import { BACKEND_URL, DEV_HEADERS, OCC_BASE_URL, type Site } from "./urls";

export const CLIENT = { id: "storefront", secret: "storefront-secret" };

export interface CheckoutApiOptions {
  /** The user's base site (default corporate). */
  site?: Site;
  password?: string;
  /** The cart to work on (default `current`, the user's own open cart). */
  cartId?: string;
}

const tokens = new Map<string, string>();

/** A password-grant access token for the user (cached per user for the run). */
export async function userToken(uid: string, password: string = DEMO_PASSWORD): Promise<string> {
  const cached = tokens.get(uid);
  if (cached) return cached;
  const response = await fetch(`${BACKEND_URL}/authorizationserver/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "password",
      username: uid,
      password,
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
    }),
  });
  if (!response.ok) throw new Error(`checkout-api: sign-in of ${uid} answered ${response.status} ${await response.text()}`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  tokens.set(uid, token);
  return token;
}

/** A client-credentials access token of the storefront's OAuth client (calls made before anyone signs in). */
export async function clientToken(): Promise<string> {
  const response = await fetch(`${BACKEND_URL}/authorizationserver/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: CLIENT.id, client_secret: CLIENT.secret }),
  });
  if (!response.ok) throw new Error(`checkout-api: client token answered ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** One OCC call as the user; returns the JSON body (or null for an empty body). Throws on an error status. */
export async function occAs<T = unknown>(
  uid: string,
  method: string,
  path: string,
  { body, site = "corporate", password, allow = [] }: CheckoutApiOptions & { body?: unknown; allow?: number[] } = {},
): Promise<T> {
  const token = await userToken(uid, password);
  const response = await fetch(`${OCC_BASE_URL}/${site}/${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok && !allow.includes(response.status)) {
    throw new Error(`checkout-api: ${method} ${path} as ${uid} answered ${response.status} ${text}`);
  }
  return (text ? JSON.parse(text) : null) as T;
}

/** SAP's B2B and extension cart calls (review, set delivery address) live under orgUsers/; stock ones under users/ (issue 22). */
const cartPath = (options: CheckoutApiOptions) => `orgUsers/current/carts/${encodeURIComponent(options.cartId ?? "current")}`;
/** Issue 22: stock SAP reads and changes carts under `users/{userId}` (the orgUsers read is this customer's taken cart). */
const stockCartPath = (options: CheckoutApiOptions) => `users/current/carts/${encodeURIComponent(options.cartId ?? "current")}`;

export interface ApiCart {
  code: string;
  guid: string;
  totalItems: number;
  entries: Array<{ entryNumber: number; quantity: number; product: { code: string; name?: string } }>;
  checkoutReviewed: boolean;
  deliveryAddress?: { id: string };
  deliveryMode?: { code: string };
  costCenter?: { code: string };
  purchaseOrderNumber?: string;
  paymentType?: { code: string };
  paymentInfo?: { id: string };
}

/** The user's open cart, or null when they have none. */
export async function getCart(uid: string, options: CheckoutApiOptions = {}): Promise<ApiCart | null> {
  const cart = await occAs<ApiCart | { errors: unknown[] }>(uid, "GET", stockCartPath(options), { ...options, allow: [400, 404] });
  return cart && "code" in cart ? cart : null;
}

/**
 * Removes every entry of the user's cart with the stock `DELETE users/current/carts/{c}/entries/{n}`, highest first,
 * reading the cart again after each (a pack line takes its whole pack); the cart itself stays. No cart is fine.
 */
export async function emptyCart(uid: string, options: CheckoutApiOptions = {}): Promise<void> {
  for (let cart = await getCart(uid, options); cart && cart.entries.length > 0; cart = await getCart(uid, options)) {
    const last = Math.max(...cart.entries.map((entry) => entry.entryNumber));
    await occAs(uid, "DELETE", `${stockCartPath(options)}/entries/${last}`, options);
  }
}

/** Adds entries (variant codes) to the user's cart, creating the cart when needed. Returns the cart. */
export async function addEntries(
  uid: string,
  entries: ReadonlyArray<{ code: string; quantity: number }>,
  options: CheckoutApiOptions = {},
): Promise<ApiCart> {
  // SAP never creates `current` on demand: create the cart first (stock POST users/current/carts answers the open one).
  if ((options.cartId ?? "current") === "current") await occAs(uid, "POST", "users/current/carts", options);
  for (const entry of entries) {
    // SAP's B2B add: code and quantity as request parameters, no body.
    await occAs(uid, "POST", `${cartPath(options)}/entries?code=${encodeURIComponent(entry.code)}&quantity=${entry.quantity}`, options);
  }
  const cart = await getCart(uid, options);
  if (!cart) throw new Error(`checkout-api: ${uid} has no cart after adding entries`);
  return cart;
}

export const CHECKOUT_STEPS = ["reviewOrder", "deliveryAddress", "deliveryMode", "paymentAccount"] as const;
export type CheckoutApiStep = (typeof CHECKOUT_STEPS)[number];

export interface CompleteCheckoutOptions extends CheckoutApiOptions {
  /** Cost centre when the unit enables cost centres (default: the first of GET costcenters). */
  costCenter?: string;
  /** PO number when the unit enables PO numbers (default "E2E-PO-1"). */
  purchaseOrderNumber?: string;
  /** Address-book address id (default: the first of wwgAddresses, i.e. the default address). */
  addressId?: string;
  /** Delivery mode (default: the first the backend offers). */
  deliveryModeId?: string;
}

interface Enablement {
  costCenterEnabled: boolean;
  poNumberEnabled: boolean;
  alternateAddressEnabled: boolean;
  urgentOrderEnabled: boolean;
  accountPaymentEnabled: boolean;
}

/**
 * Completes the checkout steps of the user's cart up to and including `through`, in order: the review (cost
 * centre / PO number when the unit enables them), an address-book delivery address, a delivery mode, and account
 * payment ("paymentAccount"; the unit must allow it). The cart must have entries. Returns the cart. Against a
 * backend without this customer's extensions (BACKEND_EXTENSIONS=none) the review is the stock calls (payment type
 * ACCOUNT with the PO number, cost centre) and the address comes from `users/current/addresses`.
 */
export async function completeCheckoutThrough(
  uid: string,
  through: CheckoutApiStep,
  options: CompleteCheckoutOptions = {},
): Promise<ApiCart> {
  const last = CHECKOUT_STEPS.indexOf(through);
  // A backend without this customer's extensions (BACKEND_EXTENSIONS=none) answers 404: the stock flow (issue 22).
  const flags = await occAs<Enablement | { errors: unknown[] }>(uid, "GET", "orgUsers/current/checkout/enablement", { ...options, allow: [404] });
  const stock = "errors" in flags;
  const costCentresNeeded = stock || flags.costCenterEnabled;

  let costCenter = options.costCenter;
  if (costCentresNeeded && !costCenter) {
    const { costCenters } = await occAs<{ costCenters: Array<{ code: string }> }>(uid, "GET", "costcenters", options);
    costCenter = costCenters[0]?.code;
  }
  const purchaseOrderNumber = options.purchaseOrderNumber ?? "E2E-PO-1";
  if (stock) {
    // The review step's stock fallback: payment type ACCOUNT with the PO number, then the cost centre.
    await occAs(uid, "PUT", `${stockCartPath(options)}/paymenttype?paymentType=ACCOUNT&purchaseOrderNumber=${encodeURIComponent(purchaseOrderNumber)}`, options);
    if (costCenter) await occAs(uid, "PUT", `${stockCartPath(options)}/costcenter?costCenterId=${encodeURIComponent(costCenter)}`, options);
  } else {
    await occAs(uid, "PUT", `${cartPath(options)}/review`, {
      ...options,
      body: {
        ...(flags.costCenterEnabled ? { costCenter } : {}),
        ...(flags.poNumberEnabled ? { purchaseOrderNumber } : {}),
      },
    });
  }

  if (last >= 1) {
    let addressId = options.addressId;
    if (!addressId) {
      const { addresses } = await occAs<{ addresses: Array<{ id: string }> }>(uid, "GET", stock ? "users/current/addresses" : "orgUsers/current/addresses/wwgAddresses", options);
      addressId = addresses[0]?.id;
      if (!addressId) throw new Error(`checkout-api: ${uid} has no address-book address`);
    }
    await occAs(uid, "PUT", `${cartPath(options)}/addresses/delivery?addressId=${encodeURIComponent(addressId)}`, options);
  }

  if (last >= 2) {
    let modeId = options.deliveryModeId;
    if (!modeId) {
      const { deliveryModes } = await occAs<{ deliveryModes: Array<{ code: string }> }>(uid, "GET", `${stockCartPath(options)}/deliverymodes`, options);
      modeId = deliveryModes[0]?.code;
      if (!modeId) throw new Error("checkout-api: the backend offers no delivery mode");
    }
    await occAs(uid, "PUT", `${stockCartPath(options)}/deliverymode?deliveryModeId=${encodeURIComponent(modeId)}`, options);
  }

  if (last >= 3) await occAs(uid, "PUT", `${stockCartPath(options)}/paymenttype?paymentType=ACCOUNT`, options);

  const cart = await getCart(uid, options);
  if (!cart) throw new Error(`checkout-api: ${uid} has no cart`);
  return cart;
}

/**
 * Places the user's cart (every checkout step complete) with the OCC orders call, as the place-order step does;
 * `cartCode` defaults to the user's current cart.
 */
export async function placeOrder(uid: string, cartCode?: string): Promise<{ code: string; status?: string }> {
  const code = cartCode ?? (await getCart(uid))?.code;
  if (!code) throw new Error(`checkout-api: ${uid} has no cart to order`);
  return occAs(uid, "POST", `orgUsers/current/orders?cartId=${encodeURIComponent(code)}&termsChecked=true&fields=FULL`);
}

/** An order as the backend's dev endpoint reports it (who it is for, who placed it, from which cart). */
export interface DevOrder {
  code: string;
  userUid: string;
  guestEmail: string | null;
  paymentType: string;
  placedByUid: string;
  sourceCartCode: string;
  idempotencyKey: string | null;
  entryCount: number;
}

/** The orders (and replenishment orders) of a user, or the one order with a code, from `GET /dev/orders`. */
export async function devOrders(
  uidOrCode: string,
  by: "user" | "code" = "user",
): Promise<{ orders: DevOrder[]; replenishmentOrders: Array<{ code: string }> }> {
  const response = await fetch(`${BACKEND_URL}/dev/orders?${by}=${encodeURIComponent(uidOrCode)}`, { headers: DEV_HEADERS });
  if (!response.ok) throw new Error(`checkout-api: GET /dev/orders answered ${response.status} ${await response.text()}`);
  return (await response.json()) as { orders: DevOrder[]; replenishmentOrders: Array<{ code: string }> };
}
