import { z } from "zod";
import { type CartRef, type OccCaller } from "./caller.server";
import { AbstractOrderSchema, AddressSchema, type Cart, CartSchema, DeliveryModeSchema, getCart, isCartNotFound } from "./cart.server";
import { EmptyBodySchema, lenientList } from "./lenient-list.server";
import { withStockFallback } from "./stock-fallback.server";

/**
 * Call group "checkout and payments", checkout half (spec part 2 §7; docs/occ-api.md "Checkout details"): the
 * checkout-details read, enablement flags, cost centres, urgent reasons, the review step, the address book and the
 * delivery address, countries and regions, delivery modes, payment types. Every call takes the request's CartRef
 * (app/lib/checkout/cart-ref.server.ts). Issue 22: stock SAP Commerce 2211 B2B calls as Spartacus' B2B configuration
 * makes them (feature-libs/checkout/b2b/occ/config/default-occ-checkout-b2b-config.ts,
 * feature-libs/checkout/base/occ/config/default-occ-checkout-config.ts), this customer's extensions where the spec
 * names them, each extension with its stock fallback (withStockFallback).
 */

export const EnablementSchema = z.object({
  costCenterEnabled: z.boolean(),
  poNumberEnabled: z.boolean(),
  alternateAddressEnabled: z.boolean(),
  urgentOrderEnabled: z.boolean(),
  accountPaymentEnabled: z.boolean(),
  allowAddToCart: z.boolean().optional(),
  statementsTabEnabled: z.boolean().optional(),
});
/**
 * The flags checkout follows. `flavour`: `extension` when this customer's `checkout/enablement` answered, `stock` when
 * they were derived from stock SAP data (no such extension): then the review step runs the stock calls and counts as
 * done once the cart has a payment type (and a cost centre for ACCOUNT where cost centres are on).
 */
export type Enablement = z.infer<typeof EnablementSchema> & { flavour: "extension" | "stock" };

/**
 * SAP's B2BCostCenterWsDTO: `active` is a STRING ("true", deprecated since 2005), `activeFlag` the boolean; both
 * parsed, `active` comes out as a boolean (absent means active: `costcenters` lists active ones only).
 */
export const CostCenterSchema = z
  .object({
    code: z.string(),
    name: z.string().optional(),
    active: z.union([z.boolean(), z.string()]).optional(),
    activeFlag: z.boolean().optional(),
    currency: z.object({ isocode: z.string() }).optional(),
    unit: z.object({ uid: z.string(), name: z.string().optional() }).optional(),
  })
  .transform(({ activeFlag, active, ...cc }) => ({
    ...cc,
    name: cc.name ?? cc.code,
    active: activeFlag ?? (typeof active === "string" ? active.toLowerCase() !== "false" : (active ?? true)),
  }));
export type CostCenter = z.output<typeof CostCenterSchema>;

export const UrgentReasonSchema = z.object({ code: z.string(), name: z.string() });
export type UrgentReason = z.infer<typeof UrgentReasonSchema>;

export const CountrySchema = z.object({ isocode: z.string(), name: z.string() });
export type Country = z.infer<typeof CountrySchema>;
export const RegionSchema = z.object({ isocode: z.string(), isocodeShort: z.string().optional(), name: z.string() });
export type Region = z.infer<typeof RegionSchema>;

export const PaymentTypeSchema = z.object({ code: z.string(), displayName: z.string().optional() });
export type PaymentType = z.infer<typeof PaymentTypeSchema>;

/**
 * What `POST users/{u}/carts/{c}/addresses/delivery` takes (SAP's AddressWsDTO as JSON): nested country and region,
 * empty optional fields left out, plus the address-book flags. The address form maps onto it (`toAddressBody`).
 */
export interface AddressBody {
  titleCode?: string;
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string;
  town: string;
  region?: { isocode: string };
  postalCode: string;
  country: { isocode: string };
  phone?: string;
  cellphone?: string;
  defaultAddress: boolean;
  saveInAddressBook: boolean;
}

/** What PUT {cart}/review takes (this customer's extension); only the fields of enabled features are sent. */
export interface ReviewBody {
  costCenter?: string;
  purchaseOrderNumber?: string;
  urgentReason?: { code: string; msg: string };
}

/** Spartacus B2B `getCheckoutDetails` (default-occ-checkout-b2b-config.ts). */
export const CHECKOUT_DETAILS_FIELDS =
  "deliveryAddress(FULL),deliveryMode(FULL),paymentInfo(FULL),costCenter(FULL),purchaseOrderNumber,paymentType(FULL)";
/** Spec part 2 §7: the checkout-details read "when all items taken and taken enabled". */
export const TAKEN_CHECKOUT_DETAILS_FIELDS = "deliveryAddress(FULL),deliveryMode,paymentInfo(FULL),allTaken,enableTaken";

/** The checkout-details answer: only the fields asked for (SAP leaves out the rest, even `code`). */
const CheckoutDetailsSchema = AbstractOrderSchema.pick({
  deliveryAddress: true,
  deliveryMode: true,
  paymentInfo: true,
  costCenter: true,
  purchaseOrderNumber: true,
  paymentType: true,
}).extend({ allTaken: z.boolean().optional(), enableTaken: z.boolean().optional() });
type CheckoutDetails = z.infer<typeof CheckoutDetailsSchema>;

function readDetails(ref: CartRef, fields: string): Promise<CheckoutDetails> {
  return ref.occ.request({ path: ref.basePath, query: { fields }, schema: CheckoutDetailsSchema });
}

/** The cart with checkout's fields taken from the details read (SAP's cart read need not carry them). */
function withDetails(cart: Cart, details: CheckoutDetails): Cart {
  const taken = details.allTaken !== undefined || details.enableTaken !== undefined;
  return {
    ...cart,
    deliveryAddress: details.deliveryAddress,
    deliveryMode: details.deliveryMode,
    paymentInfo: details.paymentInfo,
    // The taken variant does not ask for these: keep the cart read's.
    costCenter: taken ? cart.costCenter : details.costCenter,
    purchaseOrderNumber: taken ? cart.purchaseOrderNumber : details.purchaseOrderNumber,
    paymentType: taken ? cart.paymentType : details.paymentType,
  };
}

/**
 * The cart checkout works on, null when it is gone (400 CartError notFound): the cart read (entries, totals;
 * cart.server.ts getCart) and the checkout-details read `GET users/{u}/carts/{c}?fields=<Spartacus B2B
 * getCheckoutDetails>` in parallel. A cart whose items are all taken with taken enabled (spec part 2 §7) is read
 * again with the spec's variant `?fields=deliveryAddress(FULL),deliveryMode,paymentInfo(FULL),allTaken,enableTaken`
 * (known only once the cart has answered).
 */
export async function getCheckoutCart(ref: CartRef): Promise<Cart | null> {
  try {
    const [cart, details] = await Promise.all([getCart(ref), readDetails(ref, CHECKOUT_DETAILS_FIELDS)]);
    if (!cart) return null;
    if (cart.allTaken && cart.enableTaken) return withDetails(cart, await readDetails(ref, TAKEN_CHECKOUT_DETAILS_FIELDS));
    return withDetails(cart, details);
  } catch (error) {
    if (isCartNotFound(error)) return null;
    throw error;
  }
}

const PaymentTypeListSchema = z.object({ paymentTypes: lenientList(PaymentTypeSchema, "paymenttypes").optional().default([]) });

/** `GET paymenttypes` (stock B2B, Spartacus `paymentTypes`): the types the user may use (ACCOUNT where allowed). */
export async function getPaymentTypes(ref: CartRef): Promise<PaymentType[]> {
  const body = await ref.occ.request({ path: "paymenttypes", schema: PaymentTypeListSchema });
  return body.paymentTypes;
}

/** Guests: card only, no cost centre, PO number or urgent order. */
const GUEST_STOCK_ENABLEMENT: Enablement = {
  costCenterEnabled: false,
  poNumberEnabled: false,
  alternateAddressEnabled: true,
  urgentOrderEnabled: false,
  accountPaymentEnabled: false,
  allowAddToCart: true,
  statementsTabEnabled: false,
  flavour: "stock",
};

/**
 * The stock flags (no `checkout/enablement` extension): account payment where `GET paymenttypes` lists ACCOUNT; cost
 * centre and PO number go with account payment (stock B2B: `…/paymenttype?paymentType=ACCOUNT&purchaseOrderNumber=`,
 * `…/costcenter?costCenterId=`); new delivery addresses allowed (stock `POST …/addresses/delivery`); no urgent orders
 * (`urgentreasons` is an extension).
 */
async function stockEnablement(ref: CartRef): Promise<Enablement> {
  if (ref.guest) return GUEST_STOCK_ENABLEMENT;
  const account = (await getPaymentTypes(ref)).some((type) => type.code === "ACCOUNT");
  return { ...GUEST_STOCK_ENABLEMENT, costCenterEnabled: account, poNumberEnabled: account, accountPaymentEnabled: account };
}

/**
 * The enablement flags (this customer's extension): the signed-in user's unit (`orgUsers/current/checkout/enablement`),
 * a guest's guest unit (`users/anonymous/carts/{guid}/checkout/enablement`). Stock fallback: `stockEnablement`.
 */
export function getEnablement(ref: CartRef): Promise<Enablement> {
  const path = ref.guest ? `${ref.basePath}/checkout/enablement` : `${ref.orgUserPath}/checkout/enablement`;
  return withStockFallback(
    // Guests' and users' flags are separate paths: one missing must not send the other to the stock flow.
    ref.guest ? "checkout/enablement (guest cart)" : "checkout/enablement",
    "GET paymenttypes (account payment where ACCOUNT is listed)",
    async () => ({ ...(await ref.occ.request({ path, schema: EnablementSchema })), flavour: "extension" as const }),
    () => stockEnablement(ref),
  );
}

/** Spartacus `getActiveCostCenters` (projects/core/src/occ/adapters/cost-center/default-occ-cost-centers-config.ts). */
export const COST_CENTERS_FIELDS = "DEFAULT,unit(BASIC,addresses(DEFAULT))";

/** `GET costcenters?fields=…` (stock B2B): the active cost centres of the user's units (guests have none). */
export async function getCostCenters(ref: CartRef): Promise<CostCenter[]> {
  if (ref.guest) return [];
  const body = await ref.occ.request({
    path: "costcenters",
    query: { fields: COST_CENTERS_FIELDS },
    schema: z.object({ costCenters: lenientList(CostCenterSchema, "costcenters").optional().default([]) }),
  });
  return body.costCenters.filter((cc) => cc.active);
}

/** `GET urgentreasons` (this customer's extension); stock fallback: none (no urgent orders). */
export function getUrgentReasons(ref: CartRef): Promise<UrgentReason[]> {
  return withStockFallback(
    "urgentreasons",
    "checkout without urgent reasons",
    async () => {
      const body = await ref.occ.request({ path: "urgentreasons", schema: z.object({ reasons: lenientList(UrgentReasonSchema, "urgentreasons") }) });
      return body.reasons;
    },
    async () => [],
  );
}

/** `PUT users/{u}/carts/{c}/costcenter?costCenterId=` (stock B2B; no body) → the cart. */
export function setCostCenter(ref: CartRef, costCenterId: string): Promise<Cart> {
  return ref.occ.request({ method: "PUT", path: `${ref.basePath}/costcenter`, query: { costCenterId }, schema: CartSchema });
}

/**
 * `PUT users/{u}/carts/{c}/paymenttype?paymentType=ACCOUNT|CARD[&purchaseOrderNumber=]` (stock B2B; no body) → the
 * cart. ACCOUNT clears registered card details.
 */
export function setPaymentType(ref: CartRef, paymentType: "ACCOUNT" | "CARD", purchaseOrderNumber?: string): Promise<Cart> {
  return ref.occ.request({
    method: "PUT",
    path: `${ref.basePath}/paymenttype`,
    query: { paymentType, ...(purchaseOrderNumber ? { purchaseOrderNumber } : {}) },
    schema: CartSchema,
  });
}

/** The names the review extension's stock fallback is remembered by (a user's cart, a guest's cart). */
export const REVIEW_EXTENSIONS = ["checkout review", "checkout review (guest cart)"] as const;

/**
 * The review step: `PUT orgUsers/{u}/carts/{c}/review` with cost centre, PO number and urgent reason (this customer's
 * extension; marks the cart reviewed). Stock fallback: `PUT …/paymenttype?paymentType=ACCOUNT&purchaseOrderNumber=`
 * (CARD where the user has no account payment), then `PUT …/costcenter?costCenterId=` when a cost centre was chosen;
 * the urgent reason is dropped (stock has none).
 */
export function putReview(ref: CartRef, body: ReviewBody, enablement: Pick<Enablement, "accountPaymentEnabled">): Promise<Cart> {
  return withStockFallback(
    ref.guest ? REVIEW_EXTENSIONS[1] : REVIEW_EXTENSIONS[0],
    "PUT …/paymenttype?paymentType=&purchaseOrderNumber= and PUT …/costcenter?costCenterId=",
    () => ref.occ.request({ method: "PUT", path: `${ref.orgBasePath}/review`, body, schema: CartSchema }),
    async () => {
      const cart = await setPaymentType(ref, enablement.accountPaymentEnabled ? "ACCOUNT" : "CARD", body.purchaseOrderNumber);
      return body.costCenter ? setCostCenter(ref, body.costCenter) : cart;
    },
  );
}

const AddressListSchema = z.object({ addresses: lenientList(AddressSchema, "addresses").optional().default([]) });

/**
 * The address book (guests have none): `GET orgUsers/{u}/addresses/wwgAddresses` (this customer's extension; the
 * user's and their units' addresses); stock fallback `GET users/{u}/addresses` (AddressListWsDTO). An address
 * without a line is dropped with a warning.
 */
export async function getAddressBook(ref: CartRef): Promise<z.infer<typeof AddressSchema>[]> {
  if (ref.guest) return [];
  const body = await withStockFallback(
    "addresses/wwgAddresses",
    `GET ${ref.userPath}/addresses`,
    () => ref.occ.request({ path: `${ref.orgUserPath}/addresses/wwgAddresses`, schema: AddressListSchema }),
    () => ref.occ.request({ path: `${ref.userPath}/addresses`, schema: AddressListSchema }),
  );
  return body.addresses;
}

/** `POST users/{u}/carts/{c}/addresses/delivery` (stock; JSON AddressWsDTO) → 201 the address, set on the cart. */
export function createDeliveryAddress(ref: CartRef, body: AddressBody) {
  return ref.occ.request({ method: "POST", path: `${ref.basePath}/addresses/delivery`, body, schema: AddressSchema });
}

/** `PUT orgUsers/{u}/carts/{c}/addresses/delivery?addressId=` (spec; Spartacus B2B setDeliveryAddress): empty 200. */
export async function setDeliveryAddress(ref: CartRef, addressId: string): Promise<void> {
  await ref.occ.request({ method: "PUT", path: `${ref.orgBasePath}/addresses/delivery`, query: { addressId }, schema: EmptyBodySchema });
}

/** `GET countries?type=SHIPPING` */
export async function getShippingCountries({ occ }: OccCaller): Promise<Country[]> {
  const body = await occ.request({ path: "countries", query: { type: "SHIPPING" }, schema: z.object({ countries: lenientList(CountrySchema, "countries").optional().default([]) }) });
  return body.countries;
}

/** `GET countries/{iso}/regions` */
export async function getRegions({ occ }: OccCaller, isocode: string): Promise<Region[]> {
  const body = await occ.request({
    path: `countries/${encodeURIComponent(isocode)}/regions`,
    schema: z.object({ regions: lenientList(RegionSchema, "regions").optional().default([]) }),
  });
  return body.regions;
}

/** `GET users/{u}/carts/{c}/deliverymodes`: the modes for the cart with their cost (400 before an address is set). */
export async function getDeliveryModes(ref: CartRef) {
  const body = await ref.occ.request({
    path: `${ref.basePath}/deliverymodes`,
    schema: z.object({ deliveryModes: lenientList(DeliveryModeSchema, "deliverymodes").optional().default([]) }),
  });
  return body.deliveryModes;
}

/** `PUT users/{u}/carts/{c}/deliverymode?deliveryModeId=` (stock; no body): empty 200. */
export async function setDeliveryMode(ref: CartRef, deliveryModeId: string): Promise<void> {
  await ref.occ.request({ method: "PUT", path: `${ref.basePath}/deliverymode`, query: { deliveryModeId }, schema: EmptyBodySchema });
}
