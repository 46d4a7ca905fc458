import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { resetAppTokenForTests } from "~/lib/auth.server";
import * as checkoutMessages from "~/lib/checkout/messages";
import { getHoneypot } from "~/lib/csrf.server";
import * as messages from "~/lib/messages";
import { createRequestContext } from "~/lib/request-context.server";
import { action, loader } from "~/routes/guest-checkout";
import { occError, type RecordedRequest, recordRequest, tokenEndpoint, tokenJson } from "../mocks/handlers";
import { thrownResponse } from "../mocks/rejection";
import { server, useMswServer } from "../mocks/server";
import { sessionCookie, signedInData, useTestEnv } from "../mocks/session";
import { GUEST_GUID, SITE, fullCartJson, getFrom, postTo, sessionAfter } from "./helpers";

useTestEnv("corporate");
useMswServer();

const URL_ = "http://shop.test/guest-checkout";
const guest = { guestCartGuid: GUEST_GUID };

/** The honeypot fields a rendered public form carries. */
function honeypot(): Record<string, string> {
  const props = getHoneypot().getInputProps();
  return { [props.nameFieldName]: "", ...(props.validFromFieldName && props.encryptedValidFrom ? { [props.validFromFieldName]: props.encryptedValidFrom } : {}) };
}

function emailEndpoint(respond: (email: string | null) => Response) {
  const calls: RecordedRequest[] = [];
  server.use(
    http.put(`${SITE}/users/anonymous/carts/${GUEST_GUID}/email`, async ({ request }) => {
      calls.push(await recordRequest(request));
      return respond(new URL(request.url).searchParams.get("email"));
    }),
  );
  return calls;
}

beforeEach(() => {
  resetAppTokenForTests();
  server.use(
    tokenEndpoint(() => HttpResponse.json(tokenJson({ access_token: "client-token", refresh_token: undefined }))).handler,
    http.get(`${SITE}/users/anonymous/carts/${GUEST_GUID}`, () => HttpResponse.json(fullCartJson({ guestEmail: "kept@example.com" }))),
  );
});

describe("/guest-checkout loader", () => {
  it("shows the choice for a guest cart, with the e-mail given before", async () => {
    const { result } = await getFrom(loader, URL_, guest);
    expect(result).toEqual({ email: "kept@example.com" });
  });

  it("sends signed-in users to /checkout and visitors without a guest cart to /cart", async () => {
    expect((await thrownResponse(getFrom(loader, URL_, signedInData()))).headers.get("Location")).toBe("/checkout");
    expect((await thrownResponse(getFrom(loader, URL_, null))).headers.get("Location")).toBe("/cart");
  });

  it("sends an empty guest cart to /cart, and forgets a guest cart that is gone (with 'Cart not found.')", async () => {
    server.use(http.get(`${SITE}/users/anonymous/carts/${GUEST_GUID}`, () => HttpResponse.json(fullCartJson({ entries: [] }))));
    expect((await thrownResponse(getFrom(loader, URL_, guest))).headers.get("Location")).toBe("/cart");

    server.use(http.get(`${SITE}/users/anonymous/carts/${GUEST_GUID}`, () => occError(404, [{ type: "CartError", reason: "notFound", message: "Cart not found." }])));
    const context = createRequestContext("nonce");
    const request = new Request(URL_, { headers: { Cookie: await sessionCookie(guest) } });
    const response = await thrownResponse(loader({ request, context, params: {} } as never));
    expect(response.headers.get("Location")).toBe("/cart");
    const session = await sessionAfter(context);
    expect(session.get("guestCartGuid")).toBeUndefined();
    expect(session.get("flash")).toEqual({ type: "error", message: messages.cartNotFound });
  });
});

describe("/guest-checkout action", () => {
  it("PUTs the e-mail with the client token and goes to /checkout", async () => {
    const calls = emailEndpoint(() => HttpResponse.json({}));
    const { result } = await postTo(action, URL_, { email: " new.guest@example.com ", ...honeypot() }, guest);
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get("Location")).toBe("/checkout");
    expect(new URL(calls[0]?.url ?? "").searchParams.get("email")).toBe("new.guest@example.com");
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer client-token");
  });

  it("requires a valid e-mail, without calling the backend", async () => {
    const calls = emailEndpoint(() => HttpResponse.json({}));
    const empty = await postTo(action, URL_, { email: "", ...honeypot() }, guest);
    expect(empty.result).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { email: [messages.required] } } });
    const invalid = await postTo(action, URL_, { email: "not-an-email", ...honeypot() }, guest);
    expect(invalid.result).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { email: [messages.invalidEmailFormat] }, initialValue: { email: "not-an-email" } } });
    expect(calls).toHaveLength(0);
  });

  it("shows the duplicate e-mail message by the field for an account's e-mail (409), value kept", async () => {
    emailEndpoint(() => occError(409, [{ type: "AlreadyExistsError", subject: "email", message: "Already exists." }]));
    const { result } = await postTo(action, URL_, { email: "buyer@acme.example", ...honeypot() }, guest);
    expect(result).toMatchObject({ init: { status: 400 }, data: { status: "error", error: { email: [checkoutMessages.guestEmailExists] }, initialValue: { email: "buyer@acme.example" } } });
  });

  it("refuses a filled honeypot", async () => {
    const props = getHoneypot().getInputProps();
    const response = await thrownResponse(postTo(action, URL_, { email: "a@example.com", ...honeypot(), [props.nameFieldName]: "bot" }, guest));
    expect(response.status).toBe(400);
  });
});
