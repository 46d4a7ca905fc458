import { redirect } from "@remix-run/node";
import * as checkoutMessages from "~/lib/checkout/messages";
import * as messages from "~/lib/messages";
import { readForm } from "~/lib/csrf.server";
import { invalidSubmission } from "~/lib/form-errors.server";
import { type Address } from "~/lib/occ/cart.server";
import { isOccError } from "~/lib/occ/errors";
import {
  createDeliveryAddress,
  getAddressBook,
  getRegions,
  getShippingCountries,
  setDeliveryAddress,
} from "~/lib/occ/checkout.server";
import { type RequestContext } from "~/lib/request-context.server";
import { ADDRESS_COUNTRIES, type AddressFieldName } from "./address-fields";
import { parseAddressForm, toAddressBody } from "./address-schema";
import { parseAddressChoiceForm } from "./address-choice-schema";
import { addressLines } from "./address-lines";
import { type CartRef } from "~/lib/occ/caller.server";
import { loadStep, requireStep, stepProblems } from "./step.server";
import { stepPath } from "./steps";

/**
 * The delivery-address step (spec part 2 §2, §3 "Address"; docs/checkout.md "Checkout steps"): choose an
 * address-book address (`intent=select` + `addressId`) or enter a new one (`intent=new` + the address fields;
 * only when the unit enables alternate addresses). `?new=1` shows the new-address form.
 */

export interface AddressOption {
  id: string;
  lines: string[];
  isDefault: boolean;
  /** The one-off address already on the cart (not in the address book). */
  current: boolean;
}

/** The book's options, with the cart's own one-off address (when it has one) first; and which one is chosen. */
export function addressOptions(book: readonly Address[], cartAddress: Address | undefined): { options: AddressOption[]; selectedId: string | null } {
  const options: AddressOption[] = book
    .filter((address): address is Address & { id: string } => typeof address.id === "string")
    .map((address) => ({ id: address.id, lines: addressLines(address), isDefault: address.defaultAddress === true, current: false }));
  const cartId = cartAddress?.id;
  if (cartAddress && cartId && !options.some((option) => option.id === cartId)) {
    options.unshift({ id: cartId, lines: addressLines(cartAddress), isDefault: false, current: true });
  }
  const selectedId = cartId ?? options.find((option) => option.isDefault)?.id ?? options[0]?.id ?? null;
  return { options, selectedId };
}

const addressStepData = (ref: CartRef) => getAddressBook(ref);

const formData = (ref: CartRef) =>
  Promise.all([getShippingCountries(ref), Promise.all(ADDRESS_COUNTRIES.map((iso) => getRegions(ref, iso)))]);

export async function loadDeliveryAddress(request: Request, context: RequestContext) {
  const loaded = await loadStep(request, context, "deliveryAddress", (ref) => Promise.all([addressStepData(ref), formData(ref)]));
  if (loaded.conditionsNotMet) return { conditionsNotMet: true as const };
  const { enablement } = loaded;
  const [book, [countries, regionLists]] = loaded.data;
  const { options, selectedId } = addressOptions(book, loaded.cart.deliveryAddress);
  const regions: Record<string, Array<{ isocode: string; name: string }>> = {};
  ADDRESS_COUNTRIES.forEach((iso, index) => {
    regions[iso] = (regionLists[index] ?? []).map((region) => ({ isocode: region.isocode, name: region.name }));
  });
  const newRequested = new URL(request.url).searchParams.get("new") === "1";
  const alternate = enablement.alternateAddressEnabled;
  return {
    conditionsNotMet: false as const,
    options,
    selectedId,
    alternateAddressEnabled: alternate,
    /** Show the new-address form: asked for, or nothing to choose from. */
    showNewForm: alternate && (newRequested || options.length === 0),
    addressBookOptions: !loaded.ref.guest,
    countries: countries.map((country) => ({ isocode: country.isocode, name: country.name })),
    regions,
    defaultCountry: loaded.cart.deliveryAddress?.country.isocode ?? book[0]?.country.isocode ?? countries[0]?.isocode ?? "AU",
  };
}

const ADDRESS_SUBJECTS: Record<string, { field: AddressFieldName; message: string }> = {
  titleCode: { field: "titleCode", message: checkoutMessages.addressInvalidTitle },
  firstName: { field: "firstName", message: messages.required },
  lastName: { field: "lastName", message: messages.required },
  line1: { field: "line1", message: messages.required },
  line2: { field: "line2", message: checkoutMessages.addressFieldTooLong(255) },
  town: { field: "town", message: messages.required },
  postalCode: { field: "postalCode", message: checkoutMessages.addressInvalidPostalCode },
  "country.isocode": { field: "country", message: checkoutMessages.addressInvalidCountry },
  country: { field: "country", message: checkoutMessages.addressInvalidCountry },
  "region.isocode": { field: "region", message: checkoutMessages.addressInvalidRegion },
  region: { field: "region", message: checkoutMessages.addressInvalidRegion },
  phone: { field: "phone", message: checkoutMessages.addressInvalidPhone },
  cellphone: { field: "cellphone", message: checkoutMessages.addressInvalidMobile },
  saveInAddressBook: { field: "saveInAddressBook", message: checkoutMessages.stepSaveFailed },
};

const SELECT_SUBJECTS = { addressId: { field: "addressId", message: checkoutMessages.addressNotInBook } } as const;

/**
 * POST: intent=select (PUT ?addressId=) or intent=new (POST the address); 303 to the delivery mode on success. An
 * invalid submission answers 400 with its `SubmissionResult`; the form's `intent` stays in its values
 * (`initialValue.intent`), which tells the page which form to show again.
 */
export async function submitDeliveryAddress(request: Request, context: RequestContext) {
  const form = await readForm(request);
  const step = await requireStep(request, context, "deliveryAddress", addressStepData, form);
  if ("refusal" in step) return step.refusal;
  const { ref, cart, enablement, data: book } = step;

  if (form.get("intent") === "new") {
    const submission = parseAddressForm(form);
    if (!enablement.alternateAddressEnabled) {
      return invalidSubmission(context, submission, { formErrors: [checkoutMessages.alternateAddressDisabled] });
    }
    if (submission.status !== "success") return invalidSubmission(context, submission);
    const value = ref.guest ? { ...submission.value, saveInAddressBook: false, defaultAddress: false } : submission.value;
    try {
      await createDeliveryAddress(ref, toAddressBody(value));
      return redirect(stepPath("deliveryMode"), 303);
    } catch (error) {
      const problems = stepProblems(error, ADDRESS_SUBJECTS);
      const formErrors = isOccError(error) && error.status === 403 ? [checkoutMessages.alternateAddressDisabled] : problems.formErrors;
      return invalidSubmission(context, submission, { fieldErrors: problems.fieldErrors, formErrors });
    }
  }

  const submission = parseAddressChoiceForm(form);
  if (submission.status !== "success") return invalidSubmission(context, submission);
  const addressId = submission.value.addressId;
  const { options } = addressOptions(book, cart.deliveryAddress);
  if (!options.some((option) => option.id === addressId)) {
    return invalidSubmission(context, submission, { fieldErrors: { addressId: [checkoutMessages.addressNotInBook] } });
  }
  try {
    await setDeliveryAddress(ref, addressId);
    return redirect(stepPath("deliveryMode"), 303);
  } catch (error) {
    const problems = stepProblems(error, SELECT_SUBJECTS);
    return invalidSubmission(context, submission, { fieldErrors: problems.fieldErrors, formErrors: problems.formErrors });
  }
}
