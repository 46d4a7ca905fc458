import { type MiddlewareHandler } from "hono";
import { isLoopbackAddress, type NodeBindings, peerAddress } from "./client-address";
import { forbidden, OccError } from "./errors";

/**
 * The header every development-route request must carry (issue 21, hole 1). A browser sends a custom header
 * cross-site only after a CORS preflight, which this backend never grants, so a web page cannot reach a development
 * route through a visitor's browser; `curl`, the e2e helpers and scripts send it.
 */
export const DEV_REQUEST_HEADER = "X-Uniform-Dev";

/**
 * The demo procurement system (`/dev/procurement/*`, routes/punchout.ts) stands for the customer's own system, which
 * receives the cXML BrowserFormPost of Transfer cart: a plain cross-site form post from the storefront's page, which
 * can carry no custom header. It signs no one in and shows nothing of anyone's account; it keeps the loopback checks.
 */
const BROWSER_FACING = /^\/dev\/procurement\//;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Guards every `/dev/*` route (mounted only with BACKEND_DEV_OUTBOX=1):
 * - the client must be on this machine: a loopback peer address (requests made in process, as the backend tests
 *   make them, have no socket) and a loopback Host (a DNS-rebinding page names its own host);
 * - the request must carry `X-Uniform-Dev: 1` (not for the browser-facing demo procurement system);
 * - a body must be `application/json` (a form or `text/plain` post is refused before anything reads it).
 * Anything else answers 403 (415 for the body type) in SAP's error shape.
 */
export function devRoutesGuard(): MiddlewareHandler<{ Bindings: NodeBindings }> {
  return async (c, next) => {
    const address = peerAddress(c);
    const fromThisMachine = (address === undefined || isLoopbackAddress(address)) && LOOPBACK_HOSTS.has(new URL(c.req.url).hostname);
    if (!fromThisMachine) throw forbidden("Development routes answer only to this machine");
    if (!BROWSER_FACING.test(c.req.path)) {
      if (c.req.header(DEV_REQUEST_HEADER) !== "1") {
        throw forbidden(`Development routes need the header ${DEV_REQUEST_HEADER}: 1`);
      }
      const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
      if (type !== undefined && type !== "application/json") {
        throw new OccError(415, [{ type: "UnsupportedMediaTypeError", message: "Development routes take JSON bodies only" }]);
      }
    }
    await next();
  };
}
