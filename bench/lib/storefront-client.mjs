/**
 * A storefront "browser" without a browser, for the bench scripts: plain fetch, a cookie jar, and the storefront's
 * form contract (docs/checkout.md "Form contract"): sign in, add to cart through the product page form, the checkout
 * step forms, place order. Every step checks the answer and throws a `StepError` naming the step, so a script can
 * count errors. No redirects are followed: each POST must answer the redirect the contract promises.
 */
import { randomUUID } from "node:crypto";

export class StepError extends Error {
  /** @param {string} step @param {string} detail */
  constructor(step, detail) {
    super(`${step}: ${detail}`);
    this.step = step;
  }
}

/** @param {string} value */
const decode = (value) =>
  value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");

/** @param {string} tag @param {string} attribute */
const attr = (tag, attribute) => {
  const match = new RegExp(`\\s${attribute}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]) : null;
};

/** Every `<input>` of the HTML as { name, type, value, checked }. */
export function inputs(html) {
  return [...html.matchAll(/<input\b[^>]*>/g)].map((match) => ({
    name: attr(match[0], "name"),
    type: attr(match[0], "type") ?? "text",
    value: attr(match[0], "value") ?? "",
    checked: /\schecked(=|\s|>|\/)/.test(match[0]),
  }));
}

/** The hidden inputs of the first `<form>` whose action ends with `action` (or of the whole page). */
export function hiddenFields(html, action) {
  let scope = html;
  if (action) {
    const form = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].find((match) => (attr(match[0].slice(0, match[0].indexOf(">") + 1), "action") ?? "").endsWith(action));
    if (!form) return null;
    scope = form[0];
  }
  const fields = new URLSearchParams();
  for (const input of inputs(scope)) {
    if (!input.name) continue;
    if (input.type === "hidden" || input.name.endsWith("__confirm")) fields.set(input.name, input.value);
  }
  return fields;
}

/** The values of the `<option>`s of the select named `name` (empty values left out). */
export function selectOptions(html, name) {
  const select = new RegExp(`<select\\b[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html);
  if (!select) return [];
  return [...select[1].matchAll(/<option\b[^>]*value="([^"]*)"/g)].map((match) => decode(match[1])).filter(Boolean);
}

/** The values of the radio buttons named `name`. */
export function radioValues(html, name) {
  return inputs(html).filter((input) => input.type === "radio" && input.name === name).map((input) => input.value);
}

export class StorefrontClient {
  /** @param {string} origin */
  constructor(origin) {
    this.origin = origin;
    /** @type {Map<string, string>} */
    this.jar = new Map();
  }

  /** A client that continues a visitor's session (a `Cookie` header value such as scripts/bench.mjs keeps). */
  static fromCookie(origin, cookieHeader) {
    const client = new StorefrontClient(origin);
    for (const pair of cookieHeader.split(/;\s*/)) {
      const index = pair.indexOf("=");
      if (index > 0) client.jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return client;
  }

  cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** @param {Response} response */
  store(response) {
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(setCookie)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  /** GET a page; 200 expected unless `allow` says otherwise. @returns {Promise<{ status: number, html: string, location: string | null }>} */
  async get(path, { step = `GET ${path}`, allow = [200] } = {}) {
    const response = await fetch(`${this.origin}${path}`, { headers: { Cookie: this.cookie() }, redirect: "manual" });
    this.store(response);
    const html = await response.text();
    if (!allow.includes(response.status)) throw new StepError(step, `HTTP ${response.status} (${response.headers.get("Location") ?? "no redirect"})`);
    return { status: response.status, html, location: response.headers.get("Location") };
  }

  /** POST a form; a redirect is expected (303/302) to a path matching `to`. @returns {Promise<{ status: number, location: string, ms: number }>} */
  async post(path, fields, { step = `POST ${path}`, to } = {}) {
    const started = performance.now();
    const response = await fetch(`${this.origin}${path}`, {
      method: "POST",
      body: fields,
      headers: { Cookie: this.cookie(), "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    const ms = performance.now() - started;
    this.store(response);
    const body = await response.text();
    const location = response.headers.get("Location") ?? "";
    if (response.status !== 303 && response.status !== 302) {
      const hint =
        /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1]?.replace(/<[^>]+>/g, "").trim() ?? (body.startsWith("<") ? undefined : body.slice(0, 120));
      throw new StepError(step, `HTTP ${response.status}${hint ? ` (${hint})` : ""}`);
    }
    const pathname = new URL(location, this.origin).pathname;
    if (to && !(to instanceof RegExp ? to.test(pathname) : pathname === to)) throw new StepError(step, `redirected to ${pathname}`);
    return { status: response.status, location: pathname, ms };
  }

  /** POST /login with the page's CSRF and honeypot fields. */
  async signIn(email, password) {
    const page = await this.get("/login", { step: "sign-in page" });
    const form = hiddenFields(page.html) ?? new URLSearchParams();
    form.set("email", email);
    form.set("password", password);
    form.set("redirectTo", "/");
    await this.post("/login", form, { step: `sign in as ${email}` });
    if (!this.jar.has("__session")) throw new StepError("sign in", `no session cookie for ${email}`);
  }

  /** The CSRF token of this visitor, from a page with a form (the product page's add to cart); stable per visitor. */
  async csrf(path) {
    const page = await this.get(path, { step: `csrf from ${path}` });
    const token = hiddenFields(page.html)?.get("csrf");
    if (!token) throw new StepError(`csrf from ${path}`, "no csrf field");
    return token;
  }

  /**
   * Add to cart through the product page form: the variant's options under their qualifiers (`colour=Navy&size=M`,
   * see `variantOptions`; the storefront resolves the variant), the quantity and a fresh submission token.
   */
  async addToCart(productPath, options, quantity, csrf) {
    const form = new URLSearchParams({ csrf, ...options, quantity: String(quantity), submissionToken: randomUUID(), via: "page" });
    await this.post(productPath, form, { step: "add to cart" });
  }

  /**
   * The checkout steps through their forms (the storefront form contract), each answered by a redirect to the
   * next step: review order (cost centre and PO number when the page asks), an address-book address, the first
   * delivery mode, account payment. Ends on payment details with the place-order form.
   */
  async checkoutToPayment(csrf, { purchaseOrderNumber = "BENCH-PO-1" } = {}) {
    const review = await this.get("/checkout/review-order", { step: "review order page" });
    const reviewForm = new URLSearchParams({ csrf });
    const costCentre = selectOptions(review.html, "costCenter")[0];
    if (costCentre) reviewForm.set("costCenter", costCentre);
    if (/name="purchaseOrderNumber"/.test(review.html)) reviewForm.set("purchaseOrderNumber", purchaseOrderNumber);
    await this.post("/checkout/review-order", reviewForm, { step: "review order", to: "/checkout/delivery-address" });

    const address = await this.get("/checkout/delivery-address", { step: "delivery address page" });
    const addressId = radioValues(address.html, "addressId")[0];
    if (!addressId) throw new StepError("delivery address page", "no address-book address offered");
    await this.post("/checkout/delivery-address", new URLSearchParams({ csrf, intent: "select", addressId }), {
      step: "delivery address",
      to: "/checkout/delivery-mode",
    });

    const mode = await this.get("/checkout/delivery-mode", { step: "delivery mode page" });
    const deliveryModeId = radioValues(mode.html, "deliveryModeId")[0];
    if (!deliveryModeId) throw new StepError("delivery mode page", "no delivery mode offered");
    await this.post("/checkout/delivery-mode", new URLSearchParams({ csrf, deliveryModeId }), { step: "delivery mode", to: "/checkout/payment-details" });

    await this.post("/checkout/payment-details", new URLSearchParams({ csrf, intent: "account" }), { step: "account payment", to: "/checkout/payment-details" });
  }

  /** The place-order form's hidden fields (csrf, cartCode, orderKey) from payment details. */
  async placeOrderForm() {
    const page = await this.get("/checkout/payment-details", { step: "payment details page" });
    const fields = hiddenFields(page.html, "/checkout/place-order");
    if (!fields?.get("orderKey") || !fields.get("cartCode")) throw new StepError("payment details page", "no place-order form");
    return fields;
  }

  /** POST /checkout/place-order; returns the order code and the request's latency in ms. */
  async placeOrder(fields) {
    const form = new URLSearchParams(fields);
    form.set("termsChecked", "on");
    form.set("intent", "place");
    const { location, ms } = await this.post("/checkout/place-order", form, { step: "place order", to: /^\/order-confirmation\/\d{8,}$/ });
    return { code: location.split("/").pop() ?? "", ms, path: location };
  }
}

/** A backend variant option's qualifier values (`{ colour: "Navy", size: "M" }`), as the product page's form posts them. */
export function variantOptions(variantOption) {
  return Object.fromEntries((variantOption.variantOptionQualifiers ?? []).map((q) => [q.qualifier, q.value]));
}
