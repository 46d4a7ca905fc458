import { http, HttpResponse, type JsonBodyType } from "msw";

/** The fake backend used by the OCC and auth tests (matches OCC_BASE_URL=http://occ.test/occ/v2). */
export const OCC_ORIGIN = "http://occ.test";
export const OCC_BASE_URL = `${OCC_ORIGIN}/occ/v2`;
export const TOKEN_URL = `${OCC_ORIGIN}/authorizationserver/oauth/token`;
export const REVOKE_URL = `${OCC_ORIGIN}/authorizationserver/oauth/revoke`;

/** `GET orgUsers/current` as the backend answers it (docs/occ-api.md). */
export function currentUserJson(overrides: Record<string, unknown> = {}) {
  return {
    uid: "buyer@acme.example",
    name: "Bella Buyer",
    firstName: "Bella",
    lastName: "Buyer",
    preferredName: null,
    displayUid: "buyer@acme.example",
    groups: [{ uid: "b2bcustomergroup", name: "Customer" }],
    enableTaken: false,
    priceEnabled: true,
    wearerId: null,
    showLoginPreferencePage: true,
    isFirstLogin: false,
    showCDCRegistrationPage: false,
    indentMode: false,
    indentStartDate: null,
    indentEndDate: null,
    indentExpectedDeliveryDate: null,
    currency: { isocode: "AUD", symbol: "$" },
    orgUnit: {
      uid: "acme-au",
      name: "Acme Workwear Australia",
      active: true,
      billToName: "Acme Workwear Pty Ltd",
      country: { isocode: "AU", name: "Australia" },
      customerSpecificCurrencySymbol: "A$",
      bulkUploadEnabled: false,
      enableNaizFit: false,
      enableChatbot: false,
    },
    ...overrides,
  };
}

/** A successful OAuth token response. */
export function tokenJson(overrides: Record<string, unknown> = {}) {
  return {
    access_token: "access-1",
    token_type: "bearer",
    refresh_token: "refresh-1",
    expires_in: 3600,
    scope: "basic openid",
    ...overrides,
  };
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Headers;
  /** The form fields of a form-encoded body, the raw text otherwise. */
  form: Record<string, string>;
  text: string;
}

/** Copies what a handler needs to assert on (the body can be read once only). */
export async function recordRequest(request: Request): Promise<RecordedRequest> {
  const text = await request.text();
  const isForm = (request.headers.get("Content-Type") ?? "").includes("application/x-www-form-urlencoded");
  return {
    method: request.method,
    url: request.url,
    headers: new Headers(request.headers),
    form: isForm ? Object.fromEntries(new URLSearchParams(text)) : {},
    text,
  };
}

type Responder = (request: RecordedRequest, index: number) => Response | Promise<Response>;

/**
 * A POST handler for the token endpoint that records every request and answers with
 * `respond` (default: a fresh token pair).
 */
export function tokenEndpoint(respond: Responder = () => HttpResponse.json(tokenJson())) {
  const calls: RecordedRequest[] = [];
  const handler = http.post(TOKEN_URL, async ({ request }) => {
    const recorded = await recordRequest(request);
    calls.push(recorded);
    return respond(recorded, calls.length - 1);
  });
  return { handler, calls };
}

/** The revoke endpoint: always 200, records the revoked tokens. */
export function revokeEndpoint() {
  const calls: RecordedRequest[] = [];
  const handler = http.post(REVOKE_URL, async ({ request }) => {
    calls.push(await recordRequest(request));
    return new HttpResponse(null, { status: 200 });
  });
  return { handler, calls };
}

/** An OAuth error body (OAuth shape, not OCC shape). */
export function oauthError(status: number, error: string, description: string) {
  return HttpResponse.json({ error, error_description: description }, { status });
}

/** An OCC error body `{ errors: [...] }`. */
export function occError(status: number, errors: JsonBodyType) {
  return HttpResponse.json({ errors } as JsonBodyType, { status });
}

/** An HTML error page such as a reverse proxy serves for 502/504. */
export function htmlPage(status: number) {
  return new HttpResponse(`<html><body><h1>${status}</h1>nginx</body></html>`, {
    status,
    headers: { "Content-Type": "text/html" },
  });
}

/** Issue 23: the home page's recent orders (`GET users/current/orders?pageSize=3`), answered with none, on any site. */
export function emptyOrderHistory() {
  return http.get(`${OCC_BASE_URL}/:site/users/current/orders`, () =>
    HttpResponse.json({ orders: [], pagination: { currentPage: 0, pageSize: 3, totalPages: 0, totalResults: 0 }, sorts: [] }),
  );
}
