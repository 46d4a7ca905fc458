import { z } from "zod";
import { type OccCaller } from "./caller.server";
import { AddressSchema, type Address } from "./cart.server";
import { type AddressBody, type Enablement, getEnablement } from "./checkout.server";
import { EmptyBodySchema, lenientList } from "./lenient-list.server";

/**
 * The address book (issue 25, H3; docs/occ-api.md "Address book"): SAP Commerce 2211's AddressController as Spartacus
 * calls it (`default-occ-user-config.ts`: addresses, addressDetail, addressVerification). Stock calls only: the same
 * in both backend flavours. The alternate-address flag comes from checkout's enablement call (with its stock fallback).
 */

const USER = "users/current";

const AddressListSchema = z.object({ addresses: lenientList(AddressSchema, "addresses").optional().default([]) });

/** SAP's AddressValidationWsDTO. */
export const AddressValidationSchema = z.object({
  decision: z.enum(["ACCEPT", "REVIEW", "REJECT"]),
  suggestedAddresses: z.array(AddressSchema).optional().default([]),
  errors: z
    .object({ errors: z.array(z.object({ subject: z.string().optional(), message: z.string().optional() }).passthrough()).optional().default([]) })
    .optional(),
});
export type AddressValidation = z.infer<typeof AddressValidationSchema>;

/** What the address form sends (SAP's AddressWsDTO): checkout's delivery address body without the save-in-book flag. */
export type AddressBookBody = Omit<AddressBody, "saveInAddressBook">;

/** `GET users/{u}/addresses` (AddressListWsDTO): own addresses (`visibleInAddressBook`) and the unit's. */
export async function getAddresses({ occ }: OccCaller): Promise<Address[]> {
  return (await occ.request({ path: `${USER}/addresses`, schema: AddressListSchema })).addresses;
}

/** `GET users/{u}/addresses/{id}` (unknown or not the user's: 400 UnknownIdentifierError). */
export function getAddress({ occ }: OccCaller, addressId: string): Promise<Address> {
  return occ.request({ path: `${USER}/addresses/${encodeURIComponent(addressId)}`, schema: AddressSchema });
}

/** `POST users/{u}/addresses` with `Idempotency-Key` (the same key again answers the address it created) → 201. */
export function addAddress({ occ }: OccCaller, body: AddressBookBody, idempotencyKey: string): Promise<Address> {
  return occ.request({ method: "POST", path: `${USER}/addresses`, body, headers: { "Idempotency-Key": idempotencyKey }, schema: AddressSchema });
}

/** `PATCH users/{u}/addresses/{id}` → 200, empty body. */
export async function updateAddress({ occ }: OccCaller, addressId: string, body: Partial<AddressBookBody>): Promise<void> {
  await occ.request({ method: "PATCH", path: `${USER}/addresses/${encodeURIComponent(addressId)}`, body, schema: EmptyBodySchema });
}

/** `DELETE users/{u}/addresses/{id}` → 200, empty body. */
export async function deleteAddress({ occ }: OccCaller, addressId: string): Promise<void> {
  await occ.request({ method: "DELETE", path: `${USER}/addresses/${encodeURIComponent(addressId)}`, schema: EmptyBodySchema });
}

/** `POST users/{u}/addresses/verification` → ACCEPT | REVIEW (with suggestedAddresses) | REJECT (with errors). */
export function verifyAddress({ occ }: OccCaller, body: AddressBookBody): Promise<AddressValidation> {
  return occ.request({ method: "POST", path: `${USER}/addresses/verification`, body, schema: AddressValidationSchema });
}

/** The unit's alternate-address flag (spec part 2 §6): checkout's enablement call, no cart needed. */
export async function getAlternateAddressEnabled({ occ }: OccCaller): Promise<boolean> {
  const enablement: Enablement = await getEnablement({
    occ,
    userId: "current",
    cartId: "current",
    guest: false,
    basePath: "users/current/carts/current",
    userPath: USER,
    orgBasePath: "orgUsers/current/carts/current",
    orgUserPath: "orgUsers/current",
  });
  return enablement.alternateAddressEnabled;
}
