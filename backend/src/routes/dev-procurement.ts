import { randomBytes } from "node:crypto";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { type AppDeps } from "../http/env";
import { escapeHtml } from "../payments/hosted-page";
import { money, readPunchOutOrderMessage, type ReceivedOrderMessage } from "../punchout/cxml";
import { DEMO_BUYER_CREDENTIAL, DEMO_PROCUREMENT_PATH, sidHash } from "../seed-data/punchout";

/**
 * The demo procurement system (development and e2e only: mounted under /dev with BACKEND_DEV_OUTBOX=1, like
 * /dev/outbox). It closes the punch-out loop of the demo (docs/punch-out-and-proxy.md "Transfer cart"):
 *
 * - `POST /dev/procurement/punchout` is the BrowserFormPost URL of the seeded and dev punch-out sessions. It
 *   receives the PunchOutOrderMessage the storefront's transfer page posts (`cxml-urlencoded`, or `cxml-base64`),
 *   reads it and shows the requisition it got: buyer cookie, items, quantities, unit prices, line totals, total.
 *   A document that cannot be read is 400 with a message. Server-rendered, no JavaScript.
 * - `POST /dev/procurement/setup` ('Shop again' on that page) stands in for a new PunchOutSetupRequest: a fresh
 *   session for the same buyer, then 303 to the storefront's `/punchout/cxml/session?sid=…`.
 * - `GET /dev/procurement/punchout` says what the page is for (nothing received) and offers **Start punch-out**:
 * - `POST /dev/procurement/start` stands in for a buyer starting a requisition: a fresh session for the demo
 *   punch-out buyer (punchout@acme.example, corporate), then 303 to the storefront's entry. Sids are single-use
 *   and short-lived (issue 21), so this — not a seeded sid — is how the demo is entered. It signs someone in, so it
 *   answers only a form of this page (Origin = this backend): another site cannot post it through a visitor.
 */

const setupSchema = z.object({ payloadId: z.string().min(1).max(200) });

/** The demo punch-out buyer **Start punch-out** opens a session for. */
const DEMO_PUNCH_OUT_BUYER = { uid: "punchout@acme.example", site: "corporate" } as const;

export function devProcurementRoutes({ db, now, config }: AppDeps) {
  const sessionOfPayload = db.prepare<[string], { userUid: string; site: string }>(
    `SELECT s.user_uid AS userUid, s.site FROM punchout_requisitions r JOIN punchout_sessions s ON s.sid_hash = r.sid_hash
     WHERE r.payload_id = ? AND r.status = 'SUBMITTED'`,
  );
  const insertSession = db.prepare<[string, string, string, number, string, number, string, string, string]>(
    `INSERT INTO punchout_sessions (sid_hash, site, user_uid, cart_id, status, expires_at, return_url, created_at, buyer_cookie, buyer_domain, buyer_identity)
     VALUES (?, ?, ?, NULL, 'active', ?, ?, ?, ?, ?, ?)`,
  );

  const newSession = (site: string, userUid: string) => {
    const sid = `dev-${randomBytes(18).toString("base64url")}`;
    insertSession.run(
      sidHash(sid),
      site,
      userUid,
      now() + 3_600_000,
      DEMO_PROCUREMENT_PATH,
      now(),
      randomBytes(12).toString("hex"),
      DEMO_BUYER_CREDENTIAL.domain,
      DEMO_BUYER_CREDENTIAL.identity,
    );
    return sid;
  };
  const entryUrl = (storefront: string, sid: string) => `${storefront}/punchout/cxml/session?${new URLSearchParams({ sid }).toString()}`;

  const app = new Hono();
  app.use("/procurement/*", bodyLimit({ maxSize: 512 * 1024, onError: (c) => c.text("Request too large", 413) }));

  function html(c: Context, status: 200 | 400 | 403 | 404, body: string, title: string) {
    const nonce = randomBytes(16).toString("base64");
    const storefronts = Object.values(config.storefrontUrls).join(" ");
    return c.body(procurementPage({ nonce, title, body }), status, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      // No scripts; 'Shop again' posts here and is redirected to a storefront (form-action covers both).
      "Content-Security-Policy": [
        "default-src 'none'",
        `style-src 'nonce-${nonce}'`,
        `form-action 'self'${storefronts ? ` ${storefronts}` : ""}`,
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ].join("; "),
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    });
  }

  app.get("/procurement/punchout", (c) =>
    html(
      c,
      200,
      `<h1>Demo procurement system</h1>
<p>This page receives punch-out requisitions: the storefront's transfer page posts the cXML PunchOutOrderMessage here. Nothing has been posted.</p>
<form method="post" action="/dev/procurement/start">
<p>Start a requisition in the storefront as Priya Shah (punchout@acme.example). Each start is a new punch-out session: its link works once, for five minutes.</p>
<button type="submit" class="primary">Start punch-out</button>
</form>`,
      "Demo procurement system",
    ),
  );

  app.post("/procurement/punchout", async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const urlencoded = form["cxml-urlencoded"];
    const base64 = form["cxml-base64"];
    const xml = typeof urlencoded === "string" ? urlencoded : typeof base64 === "string" ? Buffer.from(base64, "base64").toString("utf8") : "";
    let message: ReceivedOrderMessage;
    try {
      if (!xml) throw new Error("no cxml-urlencoded or cxml-base64 field");
      message = readPunchOutOrderMessage(xml);
    } catch (error) {
      const reason = error instanceof Error ? error.message : "unreadable";
      return html(
        c,
        400,
        `<h1>The requisition could not be read</h1>
<p>The post did not hold a cXML PunchOutOrderMessage this system can read (${escapeHtml(reason)}).</p>`,
        "The requisition could not be read",
      );
    }
    return html(c, 200, requisitionBody(message), "Requisition received");
  });

  app.post("/procurement/setup", async (c) => {
    const body = await c.req.parseBody().catch(() => ({}));
    const parsed = setupSchema.safeParse(body);
    const origin = parsed.success ? sessionOfPayload.get(parsed.data.payloadId) : undefined;
    const storefront = origin ? config.storefrontUrls[origin.site] : undefined;
    if (!origin || !storefront) {
      return html(c, 404, `<h1>Unknown requisition</h1><p>This system sent no punch-out session for that requisition.</p>`, "Unknown requisition");
    }
    return c.redirect(entryUrl(storefront, newSession(origin.site, origin.userUid)), 303);
  });

  app.post("/procurement/start", (c) => {
    const ownOrigin = new URL(c.req.url).origin;
    const storefront = config.storefrontUrls[DEMO_PUNCH_OUT_BUYER.site];
    if (c.req.header("Origin") !== ownOrigin || !storefront) {
      return html(c, 403, `<h1>Start punch-out</h1><p>Start a punch-out session from this page's own button.</p>`, "Start punch-out");
    }
    return c.redirect(entryUrl(storefront, newSession(DEMO_PUNCH_OUT_BUYER.site, DEMO_PUNCH_OUT_BUYER.uid)), 303);
  });

  return app;
}

function requisitionBody(message: ReceivedOrderMessage): string {
  const rows = message.items
    .map((item) => {
      const lineCents = Math.round(Number(item.unitPrice) * 100) * item.quantity;
      return `<tr>
<th scope="row">${escapeHtml(item.description)}</th>
<td>${escapeHtml(item.supplierPartId)}</td>
<td class="number">${item.quantity}</td>
<td>${escapeHtml(item.unitOfMeasure)}</td>
<td class="number">${escapeHtml(item.unitPrice)}</td>
<td class="number">${money(lineCents)}</td>
<td>${escapeHtml(item.classification)}</td>
</tr>`;
    })
    .join("\n");
  const units = message.items.reduce((sum, item) => sum + item.quantity, 0);
  return `<h1>Requisition received</h1>
<p role="status">${message.items.length === 1 ? "1 line" : `${message.items.length} lines`}, ${units === 1 ? "1 unit" : `${units} units`}, total ${escapeHtml(message.currency)} ${escapeHtml(message.total)}.</p>
<dl class="facts">
<div><dt>Buyer cookie</dt><dd>${escapeHtml(message.buyerCookie)}</dd></div>
<div><dt>Payload ID</dt><dd>${escapeHtml(message.payloadId)}</dd></div>
<div><dt>Operation allowed</dt><dd>${escapeHtml(message.operationAllowed)}</dd></div>
</dl>
<table>
<caption>Items (${escapeHtml(message.currency)})</caption>
<thead><tr><th scope="col">Description</th><th scope="col">Supplier part</th><th scope="col" class="number">Quantity</th><th scope="col">Unit</th><th scope="col" class="number">Unit price</th><th scope="col" class="number">Line total</th><th scope="col">UNSPSC</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="5">Total</th><td class="number">${escapeHtml(message.total)}</td><td></td></tr></tfoot>
</table>
<form method="post" action="/dev/procurement/setup">
<input type="hidden" name="payloadId" value="${escapeHtml(message.payloadId)}">
<button type="submit" class="primary">Shop again</button>
</form>`;
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.5;color:#1b1b1b;background:#f3f4f6}
body{margin:0}
.page{max-width:60rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.system{font-weight:600;color:#3c4043;margin:0 0 1rem}
main{background:#fff;border:1px solid #d0d4da;border-radius:8px;padding:1.5rem;overflow-x:auto}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
table{border-collapse:collapse;width:100%;margin:1rem 0 1.5rem}
caption{text-align:left;font-weight:600;margin-bottom:.5rem}
th,td{border-bottom:1px solid #d0d4da;padding:.5rem;text-align:left;vertical-align:top}
.number{text-align:right}
.facts div{display:flex;gap:.5rem}
.facts dt{font-weight:600}
.facts dd{margin:0;word-break:break-all}
button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border-radius:4px;cursor:pointer;border:2px solid #1f2a44;background:#1f2a44;color:#fff}
button:focus{outline:3px solid #ffbf47;outline-offset:2px}
`;

function procurementPage({ nonce, title, body }: { nonce: string; title: string; body: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Demo procurement system</title>
<style nonce="${escapeHtml(nonce)}">${STYLE}</style>
</head>
<body>
<div class="page">
<header><p class="system">Demo procurement system (reference backend)</p></header>
<main id="main">
${body}
</main>
</div>
</body>
</html>`;
}
