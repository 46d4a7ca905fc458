import { describe, expect, it } from "vitest";
import { addressLines } from "~/lib/checkout/address-lines";
import { currentCheckoutStep } from "~/lib/checkout/current-step";
import { addressOptions } from "~/lib/checkout/delivery-address.server";
import { summaryOf } from "~/lib/checkout/layout.server";
import { stepProblems } from "~/lib/checkout/step.server";
import * as checkoutMessages from "~/lib/checkout/messages";
import * as messages from "~/lib/messages";
import { type Address, CartSchema } from "~/lib/occ/cart.server";
import { OccError } from "~/lib/occ/errors";

const address = (id: string, extra: Partial<Address> = {}): Address => ({
  id,
  firstName: "Acme",
  lastName: `Site ${id}`,
  line1: `${id} Dock Road`,
  town: "Port Melbourne",
  region: { isocode: "AU-VIC", isocodeShort: "VIC", name: "Victoria" },
  postalCode: "3207",
  country: { isocode: "AU", name: "Australia" },
  ...extra,
});

describe("addressLines", () => {
  it("reads name, street lines, town with state and postcode, country", () => {
    expect(addressLines(address("2", { line2: "Gate 4", title: "Ms." }))).toEqual([
      "Ms. Acme Site 2",
      "2 Dock Road",
      "Gate 4",
      "Port Melbourne VIC 3207",
      "Australia",
    ]);
    expect(addressLines(address("3", { region: undefined, country: { isocode: "NZ" } })).slice(-2)).toEqual(["Port Melbourne 3207", "NZ"]);
  });
});

describe("currentCheckoutStep", () => {
  it("takes the deepest route's handle, else the URL", () => {
    expect(currentCheckoutStep([{ handle: undefined }, { handle: { checkoutStep: "deliveryMode" } }], "/checkout/whatever")).toBe("deliveryMode");
    expect(currentCheckoutStep([{}, { handle: { pageId: "x" } }], "/checkout/payment-details/")).toBe("paymentDetails");
    expect(currentCheckoutStep([{}], "/checkout")).toBeNull();
  });
});

describe("addressOptions", () => {
  const book = [address("1", { defaultAddress: true }), address("2")];

  it("preselects the cart's address, else the default", () => {
    expect(addressOptions(book, undefined).selectedId).toBe("1");
    expect(addressOptions(book, address("2")).selectedId).toBe("2");
    expect(addressOptions([address("7"), address("8")], undefined).selectedId).toBe("7");
    expect(addressOptions([], undefined)).toEqual({ options: [], selectedId: null });
  });

  it("offers a one-off address already on the cart first", () => {
    const { options, selectedId } = addressOptions(book, address("1001"));
    expect(options.map((o) => [o.id, o.current, o.isDefault])).toEqual([
      ["1001", true, false],
      ["1", false, true],
      ["2", false, false],
    ]);
    expect(selectedId).toBe("1001");
  });
});

describe("summaryOf", () => {
  const cart = CartSchema.parse({
    code: "00000001",
    totalItems: 2,
    totalUnitCount: 3,
    entries: [],
    subTotal: { value: 10, formattedValue: "$10.00" },
    deliveryCost: { value: 9.95, formattedValue: "$9.95" },
    costCenter: { code: "ACME-OPS", name: "Operations" },
    purchaseOrderNumber: "PO-1",
    deliveryAddress: address("1"),
  });

  it("shows delivery cost only once a mode is set, and cost centre / PO only where enabled", () => {
    const summary = summaryOf(cart, { costCenterEnabled: true, poNumberEnabled: false });
    expect(summary).toMatchObject({ entryCount: 2, unitCount: 3, costCenter: "Operations", purchaseOrderNumber: null, deliveryMode: null });
    expect(summary.totals.deliveryCost).toBeUndefined();
    expect(summary.deliveryAddress?.[0]).toBe("Acme Site 1");
    const withMode = summaryOf({ ...cart, deliveryMode: { code: "express", name: "Express delivery", deliveryCost: { value: 19.95, formattedValue: "$19.95" } } }, { costCenterEnabled: false, poNumberEnabled: true });
    expect(withMode).toMatchObject({ deliveryMode: { name: "Express delivery", cost: "$19.95" }, costCenter: null, purchaseOrderNumber: "PO-1" });
    expect(withMode.totals.deliveryCost?.value).toBe(9.95);
  });
});

describe("stepProblems", () => {
  const fields = { purchaseOrderNumber: { field: "purchaseOrderNumber", message: checkoutMessages.poNumberInvalid } } as const;

  it("maps 400 ValidationErrors onto fields by subject", () => {
    const error = new OccError("badRequest", 400, "x", [{ type: "ValidationError", subject: "purchaseOrderNumber", message: "bad" }]);
    expect(stepProblems(error, fields)).toEqual({ fieldErrors: { purchaseOrderNumber: [checkoutMessages.poNumberInvalid] }, formErrors: [] });
  });

  it("an unknown subject is a form-level message; other failures the catalogue text", () => {
    const unknown = new OccError("badRequest", 400, "x", [{ type: "ValidationError", subject: "other", message: "bad" }]);
    expect(stepProblems(unknown, fields).formErrors).toEqual([checkoutMessages.stepSaveFailed]);
    expect(stepProblems(new OccError("badGateway", 502, "x"), fields).formErrors).toEqual([messages.badGateway]);
  });

  it("a cart problem ends the step: redirect to /checkout", () => {
    const empty = new OccError("badRequest", 400, "x", [{ type: "CartError", reason: "empty", message: "" }]);
    let thrown: unknown;
    try {
      stepProblems(empty, fields);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(303);
    expect((thrown as Response).headers.get("Location")).toBe("/checkout");
    expect(() => stepProblems(new Error("bug"), fields)).toThrow("bug");
  });
});
