import { randomUUID } from "node:crypto";
import { data, redirect } from "@remix-run/node";
import { getOcc, requireUser } from "~/lib/auth.server";
import { throwBackendError } from "~/lib/backend-errors.server";
import { parseButtonForm } from "~/lib/button-form-schema";
import { ADDRESS_COUNTRIES } from "~/lib/checkout/address-fields";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import * as messages from "~/lib/messages";
import {
  type AddressBookBody,
  addAddress,
  deleteAddress,
  getAddress,
  getAddresses,
  getAlternateAddressEnabled,
  updateAddress,
  verifyAddress,
} from "~/lib/occ/addresses.server";
import { type OccCaller } from "~/lib/occ/caller.server";
import { getRegions, getShippingCountries } from "~/lib/occ/checkout.server";
import { isOccError } from "~/lib/occ/errors";
import { type RequestContext } from "~/lib/request-context.server";
import { type AppSession, getSession, markSessionChanged, setFlash } from "~/lib/session.server";
import { parseAddressBookForm, parseVerifyChoice, SetDefaultSchema, toAddressBookBody } from "./address-book-schema";
import { addressCard, addressCards, bodyLines, formValuesOf } from "./address-view";
import { clearAddressDraft, readAddressDraft, saveAddressDraft } from "./draft.server";
import * as m from "./messages";
import { ADDRESS_BOOK_PATH, ADDRESS_ID, VERIFY_ADDRESS_PATH } from "./paths";
import { idempotencyKeyOf } from "~/lib/idempotency-key.server";

/**
 * The address book's flows (issue 25, H3; docs/address-book.md): the cards and "Set as default", the add and edit
 * forms with the backend's verification (a suggestion goes to the suggestion step: a page without JS, a dialog with
 * JS; the pending address waits in the session), and delete after a confirmation. SAP answers an address that is not
 * the user's own with 400 UnknownIdentifierError: this area's 404, never another user's data.
 */

const notFound = () => new Response(messages.notFoundBody, { status: 404, statusText: "Not Found" });
const isNotFound = (error: unknown) => isOccError(error) && (error.kind === "notFound" || error.status === 403);

function addressError(error: unknown): never {
  if (isNotFound(error)) throw notFound();
  throwBackendError(error);
}

async function signedIn(request: Request, context: RequestContext): Promise<OccCaller> {
  await requireUser(request, context);
  return { occ: await getOcc(request, context) };
}

async function flashAndGo(request: Request, context: RequestContext, message: string, session?: AppSession) {
  const s = session ?? (await getSession(request, context));
  setFlash(s, { type: "success", message });
  markSessionChanged(context, s);
  return redirect(ADDRESS_BOOK_PATH, 303);
}

// --- the book ---

export async function loadAddressBook(request: Request, context: RequestContext) {
  const caller = await signedIn(request, context);
  const [addresses, alternate] = await Promise.all([getAddresses(caller), getAlternateAddressEnabled(caller)]).catch(throwBackendError);
  return { cards: addressCards(addresses), canAdd: alternate };
}

/** POST intent=default&addressId=: SAP's PATCH {defaultAddress: true}, then the book with the flash. */
export async function setDefaultAction(request: Request, context: RequestContext) {
  const caller = await signedIn(request, context);
  const formData = await readForm(request);
  const parsed = SetDefaultSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw new Response("Bad Request: unknown form action.", { status: 400, statusText: "Bad Request" });
  const { addressId } = parsed.data;
  try {
    const address = await getAddress(caller, addressId);
    await updateAddress(caller, addressId, { defaultAddress: true });
    return flashAndGo(request, context, m.setAsDefaultDone(address.line1));
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    if (!isOccError(error)) throw error;
    return invalidSubmission(context, parseButtonForm(formData), { formErrors: [error.userMessage] });
  }
}

// --- the add and edit forms ---

async function formData(caller: OccCaller) {
  const [countries, regionLists] = await Promise.all([getShippingCountries(caller), Promise.all(ADDRESS_COUNTRIES.map((iso) => getRegions(caller, iso)))]);
  const regions: Record<string, Array<{ isocode: string; name: string }>> = {};
  ADDRESS_COUNTRIES.forEach((iso, index) => {
    regions[iso] = (regionLists[index] ?? []).map((region) => ({ isocode: region.isocode, name: region.name }));
  });
  return { countries: countries.map((country) => ({ isocode: country.isocode, name: country.name })), regions };
}

/**
 * /my-account/address-book/new and /{id}/edit. `?edit=draft` (the suggestion step's "Edit address") fills the form
 * with the address as entered. Edit: the address must be the user's own.
 */
export async function loadAddressForm(request: Request, context: RequestContext, addressId: string | null) {
  const caller = await signedIn(request, context);
  if (addressId !== null && !ADDRESS_ID.test(addressId)) throw notFound();
  const [address, alternate, lists] = await Promise.all([
    addressId ? getAddress(caller, addressId) : Promise.resolve(null),
    getAlternateAddressEnabled(caller),
    formData(caller),
  ]).catch(addressError);
  const session = await getSession(request, context);
  const draft = new URL(request.url).searchParams.get("edit") === "draft" ? readAddressDraft(session) : null;
  const fromDraft = draft && draft.addressId === addressId ? draft.entered : null;
  return {
    ...lists,
    canEdit: alternate,
    address: address ? addressCard(address) : null,
    values: fromDraft ? formValuesOf(fromDraft) : address ? formValuesOf(address) : { country: lists.countries[0]?.isocode ?? "AU" },
    /** The add's Idempotency-Key: the same form posted twice adds once. */
    formKey: draft?.key ?? randomUUID(),
  };
}

const countryNameOf = (countries: ReadonlyArray<{ isocode: string; name: string }>) => (iso: string) => countries.find((c) => c.isocode === iso)?.name ?? iso;

/** Saves the address (add with the key, or PATCH), clears any draft, flashes. */
async function save(request: Request, context: RequestContext, caller: OccCaller, mode: "add" | "edit", addressId: string | null, body: AddressBookBody, key: string) {
  if (mode === "add") await addAddress(caller, body, key);
  else await updateAddress(caller, addressId ?? "", body.defaultAddress ? body : { ...body, defaultAddress: undefined });
  const session = await getSession(request, context);
  clearAddressDraft(session);
  return flashAndGo(request, context, mode === "add" ? m.addressAdded : m.addressUpdated, session);
}

/**
 * POST the add or edit form: the schema, then SAP's verification. ACCEPT saves; REVIEW keeps both addresses in the
 * session and goes to the suggestion step (with JS, `enhanced=1`: answers the two addresses for the dialog instead);
 * REJECT is 'Invalid Address.' on the field the backend names. Backend refusals show the catalogue text; values kept.
 */
export async function submitAddressForm(request: Request, context: RequestContext, addressId: string | null) {
  const caller = await signedIn(request, context);
  if (addressId !== null && !ADDRESS_ID.test(addressId)) throw notFound();
  const form = await readForm(request);
  // Another user's address is a 404 before anything about the form.
  if (addressId) await getAddress(caller, addressId).catch(addressError);
  const submission = parseAddressBookForm(form);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const body = toAddressBookBody(submission.value);
  const key = idempotencyKeyOf(form);
  const mode = addressId === null ? "add" : "edit";
  try {
    const verification = await verifyAddress(caller, body);
    if (verification.decision === "REJECT") {
      const subjects = (verification.errors?.errors ?? []).map((error) => error.subject).filter((s): s is string => typeof s === "string" && s in submission.value);
      return invalidSubmission(
        context,
        submission,
        subjects.length > 0 ? { fieldErrors: Object.fromEntries(subjects.map((s) => [s, [m.invalidAddress]])) } : { formErrors: [m.invalidAddress] },
      );
    }
    const suggestion = verification.decision === "REVIEW" ? verification.suggestedAddresses[0] : undefined;
    if (!suggestion) return await save(request, context, caller, mode, addressId, body, key);
    const suggested: AddressBookBody = {
      ...body,
      firstName: suggestion.firstName,
      lastName: suggestion.lastName,
      line1: suggestion.line1,
      ...(suggestion.line2 ? { line2: suggestion.line2 } : {}),
      town: suggestion.town,
      ...(suggestion.region ? { region: { isocode: suggestion.region.isocode } } : {}),
      postalCode: suggestion.postalCode,
    };
    const session = await getSession(request, context);
    saveAddressDraft(session, { mode, addressId, entered: body, suggested, key });
    markSessionChanged(context, session);
    if (form.get("enhanced") === "1") {
      const { countries } = await formData(caller);
      return data({ review: suggestionView(body, suggested, countries) });
    }
    return redirect(VERIFY_ADDRESS_PATH, 303);
  } catch (error) {
    // The address gone meanwhile (edit) is a 404; a refusal of an add (403: the unit's alternate-address flag) is shown.
    if (addressId && isNotFound(error)) throw notFound();
    if (!isOccError(error)) throw error;
    const fieldErrors = Object.fromEntries(
      error.details.filter((d) => d.subject && d.subject.split(".")[0]! in submission.value).map((d) => [d.subject!.split(".")[0]!, [d.message ?? error.userMessage]]),
    );
    return invalidSubmission(context, submission, error.status === 400 && Object.keys(fieldErrors).length > 0 ? { fieldErrors } : { formErrors: [error.userMessage] });
  }
}

// --- the suggestion step ---

function suggestionView(entered: AddressBookBody, suggested: AddressBookBody, countries: ReadonlyArray<{ isocode: string; name: string }>) {
  const name = countryNameOf(countries);
  return { entered: bodyLines(entered, name), suggested: bodyLines(suggested, name) };
}

export async function loadVerify(request: Request, context: RequestContext) {
  const caller = await signedIn(request, context);
  const draft = readAddressDraft(await getSession(request, context));
  if (!draft) throw redirect(ADDRESS_BOOK_PATH);
  const countries = await getShippingCountries(caller).catch(throwBackendError);
  return {
    ...suggestionView(draft.entered, draft.suggested, countries),
    mode: draft.mode,
    editHref: `${draft.addressId ? `${ADDRESS_BOOK_PATH}/${draft.addressId}/edit` : `${ADDRESS_BOOK_PATH}/new`}?edit=draft`,
  };
}

/** POST choice=suggested|entered: saves that address once (the draft's key; no draft: it was saved already). */
export async function submitVerify(request: Request, context: RequestContext) {
  const caller = await signedIn(request, context);
  const form = await readForm(request);
  const session = await getSession(request, context);
  const draft = readAddressDraft(session);
  if (!draft) return redirect(ADDRESS_BOOK_PATH, 303);
  const submission = parseVerifyChoice(form);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const body = submission.value.choice === "suggested" ? draft.suggested : draft.entered;
  try {
    return await save(request, context, caller, draft.mode, draft.addressId, body, draft.key);
  } catch (error) {
    if (isNotFound(error)) {
      clearAddressDraft(session);
      markSessionChanged(context, session);
      throw notFound();
    }
    if (!isOccError(error)) throw error;
    return invalidSubmission(context, submission, { formErrors: [error.userMessage] });
  }
}

// --- delete ---

export async function loadDelete(request: Request, context: RequestContext, addressId: string) {
  const caller = await signedIn(request, context);
  if (!ADDRESS_ID.test(addressId)) throw notFound();
  const address = await getAddress(caller, addressId).catch(addressError);
  const card = addressCard(address);
  if (!card) throw notFound();
  return { address: card };
}

/** POST: SAP's DELETE, then the book with the flash. */
export async function submitDelete(request: Request, context: RequestContext, addressId: string) {
  const caller = await signedIn(request, context);
  if (!ADDRESS_ID.test(addressId)) throw notFound();
  const form = await readForm(request);
  if (form.get("intent") !== "delete") throw new Response("Bad Request: unknown form action.", { status: 400, statusText: "Bad Request" });
  try {
    await deleteAddress(caller, addressId);
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    if (!isOccError(error)) throw error;
    return invalidSubmission(context, parseButtonForm(form), { formErrors: [error.userMessage] });
  }
  return flashAndGo(request, context, m.addressDeleted);
}
