import { z } from "zod";
import { type CartRef, type OccCaller } from "./caller.server";
import { AddressSchema, type Cart, CartSchema, DeliveryModeSchema, isCartNotFound } from "./cart.server";

/**
 * Call group "Cart, checkout, products", checkout half (spec part 2 §7; docs/occ-api.md "Issue 5 additions" →
 * "Checkout details"): enablement flags, cost centres, urgent reasons, the review step, the address book and the
 * delivery address, countries and regions, delivery modes, payment types. Every call takes the request's CartRef
 * (app/lib/checkout/cart-ref.server.ts): signed-in users (and proxy / punch-out carts) with the session's token,
 * guests with the storefront's client token and their guest cart.
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
export type Enablement = z.infer<typeof EnablementSchema>;

export const CostCenterSchema = z.object({
  code: z.string(),
  name: z.string(),
  active: z.boolean().optional(),
  currency: z.object({ isocode: z.string() }).optional(),
  unit: z.object({ uid: z.string(), name: z.string().optional() }).optional(),
});
export type CostCenter = z.infer<typeof CostCenterSchema>;

export const UrgentReasonSchema = z.object({ code: z.string(), name: z.string() });
export type UrgentReason = z.infer<typeof UrgentReasonSchema>;

export const CountrySchema = z.object({ isocode: z.string(), name: z.string() });
export type Country = z.infer<typeof CountrySchema>;
export const RegionSchema = z.object({ isocode: z.string(), isocodeShort: z.string().optional(), name: z.string() });
export type Region = z.infer<typeof RegionSchema>;

export const PaymentTypeSchema = z.object({ code: z.string(), displayName: z.string().optional() });
export type PaymentType = z.infer<typeof PaymentTypeSchema>;

const EmptySchema = z.unknown();

/**
 * What `POST {cart}/addresses/delivery` takes (docs/occ-api.md "Checkout details"): nested country and region, empty
 * optional fields left out, plus the address-book flags. The address form maps onto it (`toAddressBody`).
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

/** What PUT {cart}/review takes; only the fields of enabled features are sent. */
export interface ReviewBody {
  costCenter?: string;
  purchaseOrderNumber?: string;
  urgentReason?: { code: string; msg: string };
}

/** `GET {cart}?fields=FULL`: the cart with everything checkout has set; null when it is gone. */
export async function getCheckoutCart(ref: CartRef): Promise<Cart | null> {
  try {
    return await ref.occ.request({ path: ref.basePath, query: { fields: "FULL" }, schema: CartSchema });
  } catch (error) {
    if (isCartNotFound(error)) return null;
    throw error;
  }
}

/** The enablement flags: the signed-in user's unit (`orgUsers/current/checkout/enablement`), a guest's guest unit. */
export function getEnablement(ref: CartRef): Promise<Enablement> {
  const path = ref.guest ? `${ref.basePath}/checkout/enablement` : `${ref.orgUserPath}/checkout/enablement`;
  return ref.occ.request({ path, schema: EnablementSchema });
}

/** `GET costcenters`: the active cost centres of the user's unit and its ancestors (guests have none). */
export async function getCostCenters(ref: CartRef): Promise<CostCenter[]> {
  if (ref.guest) return [];
  const body = await ref.occ.request({ path: "costcenters", schema: z.object({ costCenters: z.array(CostCenterSchema) }) });
  return body.costCenters;
}

/** `GET urgentreasons` */
export async function getUrgentReasons(ref: CartRef): Promise<UrgentReason[]> {
  const body = await ref.occ.request({ path: "urgentreasons", schema: z.object({ reasons: z.array(UrgentReasonSchema) }) });
  return body.reasons;
}

/** `PUT {cart}/review`: stores cost centre, PO number and urgent reason and marks the cart reviewed. */
export function putReview(ref: CartRef, body: ReviewBody): Promise<Cart> {
  return ref.occ.request({ method: "PUT", path: `${ref.orgBasePath}/review`, body, schema: CartSchema });
}

/** `GET orgUsers/current/addresses/wwgAddresses`: the address book (guests have none). */
export async function getAddressBook(ref: CartRef): Promise<z.infer<typeof AddressSchema>[]> {
  if (ref.guest) return [];
  const body = await ref.occ.request({
    path: `${ref.orgUserPath}/addresses/wwgAddresses`,
    schema: z.object({ addresses: z.array(AddressSchema) }),
  });
  return body.addresses;
}

/** `POST {cart}/addresses/delivery`: a new address, set on the cart (and saved in the book when asked). */
export function createDeliveryAddress(ref: CartRef, body: AddressBody) {
  return ref.occ.request({ method: "POST", path: `${ref.basePath}/addresses/delivery`, body, schema: AddressSchema });
}

/** `PUT {cart}/addresses/delivery?addressId=`: an address-book address. */
export async function setDeliveryAddress(ref: CartRef, addressId: string): Promise<void> {
  await ref.occ.request({ method: "PUT", path: `${ref.orgBasePath}/addresses/delivery`, query: { addressId }, schema: EmptySchema });
}

/** `GET countries?type=SHIPPING` */
export async function getShippingCountries({ occ }: OccCaller): Promise<Country[]> {
  const body = await occ.request({ path: "countries", query: { type: "SHIPPING" }, schema: z.object({ countries: z.array(CountrySchema) }) });
  return body.countries;
}

/** `GET countries/{iso}/regions` */
export async function getRegions({ occ }: OccCaller, isocode: string): Promise<Region[]> {
  const body = await occ.request({
    path: `countries/${encodeURIComponent(isocode)}/regions`,
    schema: z.object({ regions: z.array(RegionSchema) }),
  });
  return body.regions;
}

/** `GET {cart}/deliverymodes`: the modes for the cart with their cost (400 before an address is set). */
export async function getDeliveryModes(ref: CartRef) {
  const body = await ref.occ.request({
    path: `${ref.basePath}/deliverymodes`,
    schema: z.object({ deliveryModes: z.array(DeliveryModeSchema) }),
  });
  return body.deliveryModes;
}

/** `PUT {cart}/deliverymode?deliveryModeId=` */
export async function setDeliveryMode(ref: CartRef, deliveryModeId: string): Promise<void> {
  await ref.occ.request({ method: "PUT", path: `${ref.basePath}/deliverymode`, query: { deliveryModeId }, schema: EmptySchema });
}

/** `GET paymenttypes`: ACCOUNT only where the unit allows it. */
export async function getPaymentTypes(ref: CartRef): Promise<PaymentType[]> {
  const body = await ref.occ.request({ path: "paymenttypes", schema: z.object({ paymentTypes: z.array(PaymentTypeSchema) }) });
  return body.paymentTypes;
}

/** `PUT {cart}/paymenttype?paymentType=ACCOUNT|CARD`: ACCOUNT clears registered card details. */
export function setPaymentType(ref: CartRef, paymentType: "ACCOUNT" | "CARD"): Promise<Cart> {
  return ref.occ.request({ method: "PUT", path: `${ref.basePath}/paymenttype`, query: { paymentType }, schema: CartSchema });
}
