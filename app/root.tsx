import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { FlashMessage } from "~/components/shell/flash-message";
import { ProxyBanner } from "~/components/proxy/proxy-banner";
import { useNonce } from "~/components/nonce";
import { GlobalMessages } from "~/components/shell/global-messages";
import { NetworkStatus } from "~/components/shell/network-status";
import { RouteFocus } from "~/components/shell/route-focus";
import { SiteFooter } from "~/components/shell/site-footer";
import { SiteHeader } from "~/components/shell/site-header";
import * as messages from "~/lib/messages";
import { pageIdFromMatches, pageModes } from "~/lib/shell/page-modes";
import { loadRootData } from "~/lib/shell/root-loader.server";
import { type ShellData } from "~/lib/shell/shell.server";
// All styles are side-effect imports here, in cascade order: the classic compiler concatenates them into ONE
// hashed, immutable file (`cssBundleHref`, ~12 KB gzip), so every page waits for exactly one render-blocking
// stylesheet, and the second page of a visit for none (docs/decisions/013-one-css-bundle-for-the-shell.md).
// Route files use class names of their own prefix (approval-*, pack-*, po-*, checkout …); a rule for a shared
// class is scoped under its page's class.
import "~/styles/app.css";
import "~/styles/shell.css";
import "~/styles/search.css";
import "~/styles/product.css";
import "~/styles/checkout.css";
import "~/styles/payment.css";
import "~/styles/purchase-orders.css";
import "~/styles/order-details.css";
import "~/styles/order-history.css";
import "~/styles/returns.css";
// Issue 25 (H4): Billing and notification preferences
import "~/styles/billing.css";
import "~/styles/approvals-dashboard.css";
import "~/styles/approval-detail.css";
import "~/styles/order-changes.css";
import "~/styles/return-request.css";
import "~/styles/packs-list.css";
import "~/styles/packs.css";
import "~/styles/return-threshold.css"; // issue 24: return threshold requests
import "~/styles/addresses.css"; // issue 25 (H3): the address book
import "~/styles/organisation.css"; // issue 26: the organisation area
import "~/styles/finance.css"; // issue 28: the finance area
import "~/styles/finance-documents.css"; // issue 28 (H2): finance documents and statements
import { cssBundleHref } from "@remix-run/css-bundle";

export const links: LinksFunction = () => [
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorPageTitle(error) : "Uniform Store" }];

function hasMessage(data: unknown): data is { message: string } {
  return typeof data === "object" && data !== null && typeof (data as { message?: unknown }).message === "string";
}

function errorPageTitle(error: unknown): string {
  if (isRouteErrorResponse(error) && error.status === 404) return messages.notFoundTitle;
  if (isRouteErrorResponse(error) && error.status === 403) return messages.forbiddenTitle;
  if (isRouteErrorResponse(error) && error.status >= 500) return messages.serverErrorTitle;
  return messages.unknownError;
}

/** Thin on purpose: one `.server` import keeps the browser bundle free of server-module stubs (decision 004). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadRootData(request, context);
}

/** The shell when the root loader itself failed: no CMS content, the site name as logo text. */
const EMPTY_SHELL: ShellData = {
  siteName: "Uniform Store",
  logo: null,
  siteLinks: [],
  accountLinks: [],
  notificationsLink: null,
  globalMessages: [],
  footer: { groups: [], html: null },
  cartCount: null,
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const siteType = data?.siteType ?? "corporate";
  const shell = data?.shell ?? EMPTY_SHELL;
  const modes = pageModes({
    pathname,
    pageId: pageIdFromMatches(useMatches()),
    siteType,
    isPunchOutMode: data?.isPunchOutMode ?? false,
  });
  useEffect(() => {
    // Marks a hydrated page; the e2e harness uses it to prove which project ran with JS.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en" className={data?.siteType === "wholesale" ? "site-wholesale" : "site-corporate"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        <SiteHeader siteType={siteType} modes={modes} shell={shell} user={data?.user ?? null} />
        {data?.proxyName ? <ProxyBanner name={data.proxyName} pathname={pathname} /> : null}
        <NetworkStatus />
        <GlobalMessages messages={shell.globalMessages} />
        <main id="main-content" className="page" tabIndex={-1}>
          <FlashMessage flash={data?.flash ?? null} />
          {children}
        </main>
        <SiteFooter footer={shell.footer} siteName={shell.siteName} />
        <RouteFocus />
        {/* Spec part 1 §4 scrolls to the top after a navigation (400 ms, for the old app's async
            rendering); here new pages start at the top at once and Back restores the position. */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Root error boundary: catalogue texts only, never a stack trace. */
export function ErrorBoundary() {
  const error = useRouteError();
  const title = errorPageTitle(error);
  let body: string = messages.pageLoadFailed;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) body = messages.notFoundBody;
    else if (hasMessage(error.data)) body = error.data.message; // catalogue text from backend-errors.server.ts
    else if (error.status === 403) body = messages.forbidden;
    else if (error.status === 500) body = messages.internalServerError;
  }
  return (
    <div className="narrow">
      <h1>{title}</h1>
      <p>{body}</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </div>
  );
}
