import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type CartRef } from "~/lib/occ/caller.server";
import {
  CHECKOUT_DETAILS_FIELDS,
  COST_CENTERS_FIELDS,
  createDeliveryAddress,
  getAddressBook,
  getCheckoutCart,
  getCostCenters,
  getDeliveryModes,
  getEnablement,
  getPaymentTypes,
  getRegions,
  getShippingCountries,
  getUrgentReasons,
  putReview,
  setCostCenter,
  setDeliveryAddress,
  setDeliveryMode,
  setPaymentType,
  TAKEN_CHECKOUT_DETAILS_FIELDS,
} from "~/lib/occ/checkout.server";
import { requestDigitalPayment, sendDigitalPaymentResponse } from "~/lib/occ/payments.server";
import { resetStockFallbacks } from "~/lib/occ/stock-fallback.server";
import { contract, type ContractExchange, sapErrors } from "./harness";
import {
  enablementExtension,
  sapAddress,
  sapAddressList,
  sapCart,
  sapCheckoutDetails,
  sapCostCenters,
  sapCountries,
  sapDeliveryModes,
  sapDigitalPaymentRequest,
  sapPaymentDetails,
  sapPaymentTypes,
  sapRegions,
} from "./fixtures/checkout";
import { CART_FIELDS } from "~/lib/occ/cart.server";

/**
 * Contract of the checkout and payments calls (issue 22; app/lib/occ/checkout.server.ts, payments.server.ts) against
 * SAP Commerce 2211 B2B and this customer's extensions. Sources: Spartacus
 * feature-libs/checkout/b2b/occ/config/default-occ-checkout-b2b-config.ts (B2B), feature-libs/checkout/base/occ/config/
 * default-occ-checkout-config.ts (base), the B2B adapters occ-checkout-cost-center.adapter.ts and
 * occ-checkout-payment-type.adapter.ts (request parameters), projects/core/src/occ/adapters/cost-center/
 * default-occ-cost-centers-config.ts, integration-libs/digital-payments (endpoint config, occQueryParams, adapter),
 * the spec's part 2 §7 for the extensions.
 */

const B2B_CONFIG = "feature-libs/checkout/b2b/occ/config/default-occ-checkout-b2b-config.ts";
const BASE_CONFIG = "feature-libs/checkout/base/occ/config/default-occ-checkout-config.ts";
const SPEC = "spec part 2 §7 (this customer's extension)";
const DP = "integration-libs/digital-payments/src/checkout/adapters (occ-digital-payments-endpoint.config.ts, default-digital-payments-endpoint.config.ts, occ-digital-payments.adapter.ts)";

const CART = "users/current/carts/00000042";
const ORG_CART = "orgUsers/current/carts/00000042";

function refOf(run: ReturnType<typeof contract>): CartRef {
  return {
    occ: run.occ,
    userId: "current",
    cartId: "00000042",
    guest: false,
    basePath: CART,
    userPath: "users/current",
    orgBasePath: ORG_CART,
    orgUserPath: "orgUsers/current",
  };
}

function run(exchanges: ContractExchange[]) {
  const r = contract(exchanges);
  return { ...r, ref: refOf(r) };
}

const missing = (path: string): ContractExchange["response"] => ({ status: 404, body: sapErrors.unknownResource(path) });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetStockFallbacks();
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe("checkout details read", () => {
  const cartRead: ContractExchange = {
    source: "spec part 2 §7 GET users/{userId}/carts/{cartId} (wide fields list: cart.server.ts CART_FIELDS)",
    request: { method: "GET", path: CART, query: { fields: CART_FIELDS } },
    response: { status: 200, body: sapCart },
  };

  it("the cart read and Spartacus B2B getCheckoutDetails in parallel, merged", async () => {
    const { ref, verify } = run([
      cartRead,
      { source: `${B2B_CONFIG} getCheckoutDetails`, request: { method: "GET", path: CART, query: { fields: CHECKOUT_DETAILS_FIELDS } }, response: { status: 200, body: sapCheckoutDetails } },
    ]);
    const cart = await verify(getCheckoutCart(ref));
    expect(cart).toMatchObject({
      code: "00000042",
      entries: [expect.objectContaining({ quantity: 2 })],
      deliveryAddress: { id: "8796098428951", line1: "Level 3, 120 Collins Street" },
      deliveryMode: { code: "standard" },
      costCenter: { code: "ACME-OPS", name: "Operations" },
      paymentType: { code: "ACCOUNT" },
      purchaseOrderNumber: "PO-77",
    });
    expect(CHECKOUT_DETAILS_FIELDS).toBe("deliveryAddress(FULL),deliveryMode(FULL),paymentInfo(FULL),costCenter(FULL),purchaseOrderNumber,paymentType(FULL)");
  });

  it("all items taken with taken enabled: the spec's variant read", async () => {
    const taken = { ...sapCart, allTaken: true, enableTaken: true, paymentType: { code: "ACCOUNT" } };
    const { ref, verify } = run([
      { ...cartRead, response: { status: 200, body: taken } },
      { source: `${B2B_CONFIG} getCheckoutDetails`, request: { method: "GET", path: CART, query: { fields: CHECKOUT_DETAILS_FIELDS } }, response: { status: 200, body: sapCheckoutDetails } },
      {
        source: "spec part 2 §7 'when all items taken and taken enabled'",
        request: { method: "GET", path: CART, query: { fields: "deliveryAddress(FULL),deliveryMode,paymentInfo(FULL),allTaken,enableTaken" } },
        response: { status: 200, body: { deliveryAddress: sapAddress, deliveryMode: { code: "standard" }, allTaken: true, enableTaken: true } },
      },
    ]);
    const cart = await verify(getCheckoutCart(ref));
    expect(TAKEN_CHECKOUT_DETAILS_FIELDS).toBe("deliveryAddress(FULL),deliveryMode,paymentInfo(FULL),allTaken,enableTaken");
    expect(cart).toMatchObject({ allTaken: true, deliveryMode: { code: "standard" }, paymentType: { code: "ACCOUNT" } });
  });

  it("a missing cart (400 CartError notFound) is null", async () => {
    const { ref, verify } = run([
      { ...cartRead, response: { status: 400, body: sapErrors.cartNotFound("00000042") } },
      { source: `${B2B_CONFIG} getCheckoutDetails`, request: { method: "GET", path: CART, query: { fields: CHECKOUT_DETAILS_FIELDS } }, response: { status: 400, body: sapErrors.cartNotFound("00000042") } },
    ]);
    expect(await verify(getCheckoutCart(ref))).toBeNull();
  });
});

describe("enablement (extension) and its stock fallback", () => {
  it("GET orgUsers/current/checkout/enablement", async () => {
    const { ref, verify } = run([{ source: SPEC, request: { method: "GET", path: "orgUsers/current/checkout/enablement" }, response: { status: 200, body: enablementExtension } }]);
    expect(await verify(getEnablement(ref))).toMatchObject({ costCenterEnabled: true, urgentOrderEnabled: true, alternateAddressEnabled: false, flavour: "extension" });
  });

  it("stock SAP (404 UnknownResourceError): derived from GET paymenttypes", async () => {
    const { ref, verify } = run([
      { source: SPEC, request: { method: "GET", path: "orgUsers/current/checkout/enablement" }, response: missing("/corporate/orgUsers/current/checkout/enablement") },
      { source: `${B2B_CONFIG} paymentTypes`, request: { method: "GET", path: "paymenttypes" }, response: { status: 200, body: sapPaymentTypes } },
    ]);
    expect(await verify(getEnablement(ref))).toEqual({
      costCenterEnabled: true,
      poNumberEnabled: true,
      alternateAddressEnabled: true,
      urgentOrderEnabled: false,
      accountPaymentEnabled: true,
      allowAddToCart: true,
      statementsTabEnabled: false,
      flavour: "stock",
    });
  });
});

describe("cost centres, payment type, review", () => {
  it("GET costcenters?fields=… (Spartacus getActiveCostCenters): active as a string or activeFlag; inactive and malformed ones left out", async () => {
    const { ref, verify } = run([
      { source: "projects/core/src/occ/adapters/cost-center/default-occ-cost-centers-config.ts; B2BCostCenterWsDTO", request: { method: "GET", path: "costcenters", query: { fields: COST_CENTERS_FIELDS } }, response: { status: 200, body: sapCostCenters } },
    ]);
    expect(await verify(getCostCenters(ref))).toEqual([
      { code: "ACME-OPS", name: "Operations", active: true, currency: { isocode: "AUD" }, unit: { uid: "acme-au", name: "Acme Australia" } },
    ]);
    expect(COST_CENTERS_FIELDS).toBe("DEFAULT,unit(BASIC,addresses(DEFAULT))");
  });

  it("PUT …/costcenter?costCenterId= (no body) → the cart", async () => {
    const { ref, verify } = run([
      { source: `${B2B_CONFIG} setCartCostCenter; occ-checkout-cost-center.adapter.ts`, request: { method: "PUT", path: `${CART}/costcenter`, query: { costCenterId: "ACME-OPS" } }, response: { status: 200, body: { ...sapCart, costCenter: sapCheckoutDetails.costCenter } } },
    ]);
    expect((await verify(setCostCenter(ref, "ACME-OPS"))).costCenter).toMatchObject({ code: "ACME-OPS" });
  });

  it("PUT …/paymenttype?paymentType=&purchaseOrderNumber= (no body) → the cart", async () => {
    const { ref, verify } = run([
      { source: `${B2B_CONFIG} setCartPaymentType; occ-checkout-payment-type.adapter.ts`, request: { method: "PUT", path: `${CART}/paymenttype`, query: { paymentType: "ACCOUNT", purchaseOrderNumber: "PO-77" } }, response: { status: 200, body: { ...sapCart, paymentType: sapCheckoutDetails.paymentType, purchaseOrderNumber: "PO-77" } } },
      { source: `${B2B_CONFIG} setCartPaymentType`, request: { method: "PUT", path: `${CART}/paymenttype`, query: { paymentType: "CARD" } }, response: { status: 200, body: { ...sapCart, paymentType: { code: "CARD", displayName: "Card Payment" } } } },
    ]);
    const [account, card] = await verify((async () => [await setPaymentType(ref, "ACCOUNT", "PO-77"), await setPaymentType(ref, "CARD")])());
    expect(account.purchaseOrderNumber).toBe("PO-77");
    expect(card.paymentType?.code).toBe("CARD");
  });

  it("GET paymenttypes", async () => {
    const { ref, verify } = run([{ source: `${B2B_CONFIG} paymentTypes; payment-types.json`, request: { method: "GET", path: "paymenttypes" }, response: { status: 200, body: sapPaymentTypes } }]);
    expect((await verify(getPaymentTypes(ref))).map((type) => type.code)).toEqual(["CARD", "ACCOUNT"]);
  });

  it("PUT orgUsers/…/review with JSON (extension)", async () => {
    const body = { costCenter: "ACME-OPS", purchaseOrderNumber: "PO-77", urgentReason: { code: "SAFETY", msg: "site opening" } };
    const { ref, verify } = run([{ source: SPEC, request: { method: "PUT", path: `${ORG_CART}/review`, body }, response: { status: 200, body: { ...sapCart, checkoutReviewed: true } } }]);
    expect((await verify(putReview(ref, body, { accountPaymentEnabled: true }))).checkoutReviewed).toBe(true);
  });

  it("no review extension: stock payment type + PO number, then cost centre (the urgent reason is dropped)", async () => {
    const { ref, verify } = run([
      { source: SPEC, request: { method: "PUT", path: `${ORG_CART}/review`, body: { costCenter: "ACME-OPS", purchaseOrderNumber: "PO-77" } }, response: missing(`/corporate/${ORG_CART}/review`) },
      { source: `${B2B_CONFIG} setCartPaymentType`, request: { method: "PUT", path: `${CART}/paymenttype`, query: { paymentType: "ACCOUNT", purchaseOrderNumber: "PO-77" } }, response: { status: 200, body: { ...sapCart, paymentType: sapCheckoutDetails.paymentType } } },
      { source: `${B2B_CONFIG} setCartCostCenter`, request: { method: "PUT", path: `${CART}/costcenter`, query: { costCenterId: "ACME-OPS" } }, response: { status: 200, body: { ...sapCart, ...sapCheckoutDetails, type: "cartWsDTO" } } },
    ]);
    const cart = await verify(putReview(ref, { costCenter: "ACME-OPS", purchaseOrderNumber: "PO-77" }, { accountPaymentEnabled: true }));
    expect(cart).toMatchObject({ costCenter: { code: "ACME-OPS" }, paymentType: { code: "ACCOUNT" } });
  });

  it("GET urgentreasons (extension); stock: none", async () => {
    const present = run([{ source: SPEC, request: { method: "GET", path: "urgentreasons" }, response: { status: 200, body: { reasons: [{ code: "SAFETY", name: "Safety" }] } } }]);
    expect(await present.verify(getUrgentReasons(present.ref))).toEqual([{ code: "SAFETY", name: "Safety" }]);
    resetStockFallbacks();
    const stock = run([{ source: SPEC, request: { method: "GET", path: "urgentreasons" }, response: missing("/corporate/urgentreasons") }]);
    expect(await stock.verify(getUrgentReasons(stock.ref))).toEqual([]);
  });
});

describe("addresses", () => {
  it("GET orgUsers/current/addresses/wwgAddresses (extension); an address without a line is dropped", async () => {
    const { ref, verify } = run([{ source: SPEC, request: { method: "GET", path: "orgUsers/current/addresses/wwgAddresses" }, response: { status: 200, body: sapAddressList } }]);
    expect((await verify(getAddressBook(ref))).map((address) => address.id)).toEqual(["8796098428951"]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("dropped item 1 of addresses"));
  });

  it("no wwgAddresses: stock GET users/current/addresses (AddressListWsDTO)", async () => {
    const { ref, verify } = run([
      { source: SPEC, request: { method: "GET", path: "orgUsers/current/addresses/wwgAddresses" }, response: missing("/corporate/orgUsers/current/addresses/wwgAddresses") },
      { source: "AddressController GET users/{userId}/addresses; AddressListWsDTO", request: { method: "GET", path: "users/current/addresses" }, response: { status: 200, body: sapAddressList } },
    ]);
    expect((await verify(getAddressBook(ref))).map((address) => address.id)).toEqual(["8796098428951"]);
  });

  it("POST users/…/addresses/delivery with a JSON AddressWsDTO → 201 the address", async () => {
    const body = { firstName: "Jo", lastName: "Citizen", line1: "1 George Street", town: "Sydney", region: { isocode: "AU-NSW" }, postalCode: "2000", country: { isocode: "AU" }, defaultAddress: false, saveInAddressBook: false };
    const { ref, verify } = run([{ source: `${BASE_CONFIG} createDeliveryAddress`, request: { method: "POST", path: `${CART}/addresses/delivery`, body }, response: { status: 201, body: { ...sapAddress, ...body, id: "8796098429000" } } }]);
    expect((await verify(createDeliveryAddress(ref, body))).id).toBe("8796098429000");
  });

  it("PUT orgUsers/…/addresses/delivery?addressId= (empty 200)", async () => {
    const { ref, verify } = run([{ source: `${B2B_CONFIG} setDeliveryAddress; spec part 2 §7`, request: { method: "PUT", path: `${ORG_CART}/addresses/delivery`, query: { addressId: "8796098428951" } }, response: { status: 200 } }]);
    await expect(verify(setDeliveryAddress(ref, "8796098428951"))).resolves.toBeUndefined();
  });

  it("GET countries?type=SHIPPING and countries/{iso}/regions", async () => {
    const { ref, verify } = run([
      { source: "Spartacus default-occ-config countries (CountryListWsDTO)", request: { method: "GET", path: "countries", query: { type: "SHIPPING" } }, response: { status: 200, body: sapCountries } },
      { source: "Spartacus default-occ-config regions (RegionListWsDTO)", request: { method: "GET", path: "countries/AU/regions" }, response: { status: 200, body: sapRegions } },
    ]);
    const [countries, regions] = await verify((async () => [await getShippingCountries(ref), await getRegions(ref, "AU")] as const)());
    expect(countries.map((country) => country.isocode)).toEqual(["AU", "NZ"]);
    expect(regions).toEqual([{ isocode: "AU-VIC", isocodeShort: "VIC", name: "Victoria" }]);
  });
});

describe("delivery modes", () => {
  it("GET users/…/deliverymodes and PUT …/deliverymode?deliveryModeId= (empty 200)", async () => {
    const { ref, verify } = run([
      { source: `${BASE_CONFIG} deliveryModes`, request: { method: "GET", path: `${CART}/deliverymodes` }, response: { status: 200, body: sapDeliveryModes } },
      { source: `${BASE_CONFIG} setDeliveryMode`, request: { method: "PUT", path: `${CART}/deliverymode`, query: { deliveryModeId: "express" } }, response: { status: 200 } },
    ]);
    const [modes, set] = await verify((async () => [await getDeliveryModes(ref), await setDeliveryMode(ref, "express")] as const)());
    expect(modes.map((mode) => mode.code)).toEqual(["standard", "express"]);
    expect(set).toBeUndefined();
  });
});

describe("digital payments", () => {
  it("POST users/…/payment/digitalPayments/request with no body: postUrl, session id and signature", async () => {
    const { ref, verify } = run([{ source: DP, request: { method: "POST", path: `${CART}/payment/digitalPayments/request` }, response: { status: 200, body: sapDigitalPaymentRequest } }]);
    expect(await verify(requestDigitalPayment(ref))).toEqual({ postUrl: "https://payments.example/register", sessionId: "sess-1", signature: "sig-1" });
  });

  it("POST users/…/payment/digitalPayments/response?sid=&sign=&billingAddress=true&country=&firstName=… with no body", async () => {
    const billing = { country: "AU", firstName: "Bella", lastName: "Barnes", line1: "8 Wattle Avenue", town: "Hawthorn", region: "VIC", postalCode: "3122" };
    const { ref, verify } = run([
      {
        source: `${DP} occQueryParams`,
        request: { method: "POST", path: `${CART}/payment/digitalPayments/response`, query: { sid: "sess-1", sign: "sig-1", billingAddress: "true", ...billing } },
        response: { status: 201, body: sapPaymentDetails },
      },
    ]);
    const details = await verify(sendDigitalPaymentResponse(ref, { sessionId: "sess-1", signature: "sig-1", billing }));
    expect(details).toMatchObject({ id: "8796125822978", cardType: { code: "visa" }, cardNumber: "************1111" });
  });

  it("without a billing address: only sid and sign", async () => {
    const { ref, verify } = run([{ source: `${DP} occQueryParams`, request: { method: "POST", path: `${CART}/payment/digitalPayments/response`, query: { sid: "sess-1", sign: "sig-1" } }, response: { status: 200, body: sapPaymentDetails } }]);
    expect((await verify(sendDigitalPaymentResponse(ref, { sessionId: "sess-1", signature: "sig-1" }))).id).toBe("8796125822978");
  });
});
