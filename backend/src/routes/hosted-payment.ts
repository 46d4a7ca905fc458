import { randomBytes } from "node:crypto";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type AppDeps } from "../http/env";
import { validateCard } from "../payments/cards";
import { cardFormPage, messagePage } from "../payments/hosted-page";
import { type PaymentSessionPurpose, type PaymentSessionRow } from "../payments/sessions";

/** Where `…/digitalPayments/request` sends the buyer (mounted by app.ts outside /occ/v2). */
export const HOSTED_PAYMENT_PATH = "/hosted-payment/register";

/**
 * The storefront page the buyer returns to (docs/occ-api.md "Digital payments"): checkout's payment step, or — for a
 * card added from the account (issue 25, decision 031) — the Billing page, or — a new card to pay invoices with (issue 28,
 * decision 037) — the pay page's card step, which keeps the payment's selection in the storefront's session.
 */
const RETURN_PATHS = {
  checkout: { path: "/checkout/payment-details", label: "Back to checkout" },
  account: { path: "/my-account/payment-details", label: "Back to your saved cards" },
  finance: { path: "/organisation/finance/pay/card", label: "Back to your payment" },
} as const satisfies Record<PaymentSessionPurpose, { path: string; label: string }>;

type ReturnStatus = "ACCEPTED" | "CANCELLED";

/**
 * The hosted card page — the reference backend's stand-in for the third-party card registration page (spec part 2
 * §2 "The payment step handles a return from a third-party card registration page", §4 "Card registration"):
 * - `POST /hosted-payment/register` with `session_id` + `signature` (the storefront's auto-posting form) shows the
 *   card form; the form posts back here with `action=approve|cancel` and the card fields.
 * - Approve with valid details (Luhn, 13–19 digits, a supported scheme, expiry month not past by the injected clock,
 *   a name) stores type, last four digits, holder and expiry on the session (accepted); Cancel cancels it. Both
 *   answer 303 to `{storefront of the session's site}/checkout/payment-details?paymentStatus=…&sid=…` (a card added from
 *   the account: `/my-account/payment-details?…`, issue 25). The
 *   storefront origin comes from BACKEND_STOREFRONT_URLS, never from the request.
 * - Invalid details re-render the page (422) with an error summary and the field's message.
 */
export function hostedPaymentRoutes(deps: AppDeps) {
  const { now, config } = deps;
  const { paymentSessions: sessions } = deps.stores;

  const app = new Hono();
  app.use("*", bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text("Request too large", 413) }));

  function html(c: Context, status: 200 | 400 | 404 | 409 | 410 | 422 | 500, nonce: string, body: string, storefront: string | null) {
    return c.body(body, status, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      // No scripts at all; the form posts to this page and is redirected to the storefront (form-action covers both).
      "Content-Security-Policy": [
        "default-src 'none'",
        `style-src 'nonce-${nonce}'`,
        `form-action 'self'${storefront ? ` ${storefront}` : ""}`,
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ].join("; "),
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "no-referrer",
    });
  }

  const returnUrl = (storefront: string, session: PaymentSessionRow, status: ReturnStatus) =>
    `${storefront}${RETURN_PATHS[session.purpose].path}?${new URLSearchParams({ paymentStatus: status, sid: session.sessionId }).toString()}`;

  /** Where a finished session's buyer goes back to. */
  function finishedLink(session: PaymentSessionRow, storefront: string) {
    if (session.status === "accepted") return returnUrl(storefront, session, "ACCEPTED");
    if (session.status === "cancelled") return returnUrl(storefront, session, "CANCELLED");
    return `${storefront}${RETURN_PATHS[session.purpose].path}`;
  }

  function finishedPage(c: Context, nonce: string, session: PaymentSessionRow, storefront: string) {
    return html(
      c,
      409,
      nonce,
      messagePage({
        nonce,
        title: "This card registration is finished",
        message: "The card details for this registration were already approved or cancelled.",
        link: { href: finishedLink(session, storefront), text: RETURN_PATHS[session.purpose].label },
      }),
      storefront,
    );
  }

  /** A second tab (or a double click) finished the session first: show where it stands now. */
  function finished(c: Context, nonce: string, sessionId: string, signature: string, storefront: string) {
    const current = sessions.lookup(sessionId, signature);
    if (!current) throw new Error(`Digital-payment session ${sessionId} vanished`);
    return finishedPage(c, nonce, current, storefront);
  }

  app.get("/register", (c) => {
    const nonce = randomBytes(16).toString("base64");
    return html(
      c,
      404,
      nonce,
      messagePage({ nonce, title: "Start from the shop's checkout", message: "This page opens from the payment step of the shop's checkout. Go back to the shop and choose to pay by card." }),
      null,
    );
  });

  app.post("/register", async (c) => {
    const nonce = randomBytes(16).toString("base64");
    const form = await c.req.parseBody();
    const text = (name: string) => {
      const value = form[name];
      return typeof value === "string" ? value : "";
    };
    const sessionId = text("session_id").slice(0, 100);
    const signature = text("signature").slice(0, 200);

    const session = sessionId && signature ? sessions.lookup(sessionId, signature) : null;
    if (!session) {
      return html(
        c,
        400,
        nonce,
        messagePage({
          nonce,
          title: "This card registration is not valid",
          message: "The link to this page is incomplete or was changed. Go back to the shop's checkout and choose to pay by card again.",
        }),
        null,
      );
    }
    const storefront = config.storefrontUrls[session.site] ?? null;
    if (!storefront) {
      console.error(`hosted-payment: no storefront URL for site '${session.site}' (BACKEND_STOREFRONT_URLS)`);
      return html(c, 500, nonce, messagePage({ nonce, title: "Card registration is not available", message: "Please try again later." }), null);
    }
    if (session.expiresAt <= now()) {
      return html(
        c,
        410,
        nonce,
        messagePage({
          nonce,
          title: "This card registration has expired",
          message: "Card details must be entered within 30 minutes. Go back to checkout and choose to pay by card again.",
          link: { href: `${storefront}${RETURN_PATHS[session.purpose].path}`, text: RETURN_PATHS[session.purpose].label },
        }),
        storefront,
      );
    }
    if (session.status !== "pending") return finishedPage(c, nonce, session, storefront);

    const action = text("action");
    if (action === "cancel") {
      if (!sessions.cancel(session.sessionId)) return finished(c, nonce, session.sessionId, signature, storefront);
      return c.redirect(returnUrl(storefront, session, "CANCELLED"), 303);
    }
    if (action === "approve") {
      const input = { cardNumber: text("cardNumber").slice(0, 40), expiry: text("expiry").slice(0, 10), nameOnCard: text("nameOnCard").slice(0, 200) };
      const checked = validateCard(input, now());
      if (!checked.ok) {
        return html(
          c,
          422,
          nonce,
          cardFormPage({ nonce, sessionId, signature, errors: checked.errors, values: { expiry: input.expiry, nameOnCard: input.nameOnCard } }),
          storefront,
        );
      }
      if (!sessions.accept(session.sessionId, checked.card)) return finished(c, nonce, session.sessionId, signature, storefront);
      return c.redirect(returnUrl(storefront, session, "ACCEPTED"), 303);
    }
    // First arrival from the storefront's auto-posting form.
    return html(c, 200, nonce, cardFormPage({ nonce, sessionId, signature }), storefront);
  });

  return app;
}
