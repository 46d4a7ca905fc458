import { AsyncLocalStorage } from "node:async_hooks";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type ServerBuild, createRequestHandler } from "@remix-run/node";
import { Parser } from "htmlparser2";
import remixConfig from "../../remix.config.js";
import { routeManifest } from "../../e2e/route-patterns";
import type * as EntryServerModule from "~/entry.server";

type EntryServer = typeof EntryServerModule;

/**
 * The storefront in the test process: the same route modules, root, entry.server and request finishing
 * (`getLoadContext`, `finalizeResponse`) as `server.mjs` runs from the build, assembled into a Remix server build
 * with the route manifest the classic compiler makes (flat routes over app/routes). A {@link Visitor} sends it
 * the requests a browser with JavaScript off would: documents, form posts with the page's own hidden fields, cookies.
 */
const APP_DIR = fileURLToPath(new URL("../../app", import.meta.url));
export const STORE_ORIGIN = "http://store.test";

export interface RouteFile {
  id: string;
  file: string;
  path: string | undefined;
  index: boolean;
  parentId: string;
}

/** Every route module in app/routes, as the compiler sees them (ids like `routes/cart`, files like `routes/cart.tsx`). */
export function routeFiles(): RouteFile[] {
  return Object.values(routeManifest(APP_DIR)).map((route) => ({
    id: route.id,
    file: route.file,
    path: route.path,
    index: route.index === true,
    parentId: route.parentId ?? "root",
  }));
}

let build: Promise<ServerBuild> | undefined;

/** Set while a route's action runs: the fault switch can fail only the calls an action makes (a form post's). */
export const inAction = new AsyncLocalStorage<string>();

/** The route module with its action marked, so a backend call knows it comes from the action of `id`. */
function marked(id: string, module: Record<string, unknown>): Record<string, unknown> {
  const action = module.action;
  if (typeof action !== "function") return module;
  return { ...module, action: (args: unknown) => inAction.run(id, () => action(args)) };
}

export function storefrontBuild(): Promise<ServerBuild> {
  build ??= (async () => {
    const [root, entry] = await Promise.all([import("~/root"), import("~/entry.server")]);
    const routes: Record<string, { id: string; module: Record<string, unknown> }> = { root: { id: "root", path: "", module: root } as never };
    await Promise.all(
      routeFiles().map(async (route) => {
        const module = marked(route.id, (await import(/* @vite-ignore */ path.join(APP_DIR, route.file))) as Record<string, unknown>);
        routes[route.id] = { ...route, index: route.index || undefined, caseSensitive: undefined, module } as never;
      }),
    );
    // The browser's copy of the route tree, which the server render also reads.
    const assetRoutes = Object.fromEntries(
      Object.values(routes).map(({ module, ...route }) => [
        route.id,
        {
          ...route,
          module: `/build/${route.id}.js`,
          imports: [],
          hasAction: "action" in module,
          hasLoader: "loader" in module,
          hasClientAction: false,
          hasClientLoader: false,
          hasErrorBoundary: "ErrorBoundary" in module,
        },
      ]),
    );
    return {
      mode: "production",
      entry: { module: entry },
      routes,
      // No browser scripts are loaded: the documents are read as a browser with JavaScript off reads them.
      assets: { entry: { imports: [], module: "/build/entry.client.js" }, routes: assetRoutes, url: "/build/manifest.js", version: "test" },
      assetsBuildDirectory: "public/build",
      publicPath: "/build/",
      future: { ...remixConfig.future, unstable_optimizeDeps: false },
      isSpaMode: false,
      basename: undefined,
    } as unknown as ServerBuild;
  })();
  return build;
}

/** What server.mjs does with a request: the load context, Remix, then `finalizeResponse`. */
export async function handle(request: Request): Promise<Response> {
  const serverBuild = await storefrontBuild();
  const entry = serverBuild.entry.module as unknown as EntryServer;
  const context = entry.getLoadContext("nonce");
  const response = await createRequestHandler(serverBuild, "production")(request, context);
  return entry.finalizeResponse(response, context);
}

export interface Page {
  url: string;
  status: number;
  location: string | null;
  html: string;
}

/** One `<form method="post">` of a page: its action and the values a browser would submit unchanged. */
export interface PostForm {
  action: string | null;
  fields: [string, string][];
}

/** The post forms of `html` with their inputs' values (text inputs, hidden inputs, checked boxes, selected options, textareas). */
export function postForms(html: string): PostForm[] {
  const forms: PostForm[] = [];
  let form: PostForm | null = null;
  let select: { name: string; first: string | null; chosen: string | null } | null = null;
  let textarea: { name: string; text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        if (tag === "form") {
          form = (attrs.method ?? "get").toLowerCase() === "post" ? { action: attrs.action ?? null, fields: [] } : null;
          if (form) forms.push(form);
          return;
        }
        if (!form || attrs.name === undefined || "disabled" in attrs) {
          if (tag === "option" && select) {
            select.first ??= attrs.value ?? "";
            if ("selected" in attrs) select.chosen = attrs.value ?? "";
          }
          return;
        }
        if (tag === "input") {
          const type = (attrs.type ?? "text").toLowerCase();
          if (type === "submit" || type === "button" || type === "file") return;
          if ((type === "checkbox" || type === "radio") && !("checked" in attrs)) return;
          form.fields.push([attrs.name, attrs.value ?? (type === "checkbox" || type === "radio" ? "on" : "")]);
        } else if (tag === "select") select = { name: attrs.name, first: null, chosen: null };
        else if (tag === "textarea") textarea = { name: attrs.name, text: "" };
        else if (tag === "button" && attrs.value !== undefined && (attrs.type ?? "submit") === "submit") {
          // The first submit button's name and value go with the form, as a click on it would send.
          form.fields.push([`${BUTTON_MARK}${attrs.name}`, attrs.value]);
        }
      },
      ontext(text) {
        if (textarea) textarea.text += text;
      },
      onclosetag(tag) {
        if (tag === "form") form = null;
        if (tag === "select" && select && form) {
          const value = select.chosen ?? select.first;
          if (value !== null) (form as PostForm).fields.push([select.name, value]);
          select = null;
        }
        if (tag === "textarea" && textarea && form) {
          (form as PostForm).fields.push([textarea.name, textarea.text.replace(/^\n/, "")]);
          textarea = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: false },
  );
  parser.write(html);
  parser.end();
  return forms;
}

const BUTTON_MARK = "\u0000button:";

/**
 * A browser with JavaScript off: a cookie jar, documents fetched from the in-process storefront, redirects
 * followed on request, forms submitted with the page's own hidden fields (CSRF token, honeypot, one-time keys).
 */
export class Visitor {
  private cookies = new Map<string, string>();

  /** A copy with the same cookies (a second tab of the same browser). */
  clone(): Visitor {
    const copy = new Visitor();
    copy.cookies = new Map(this.cookies);
    return copy;
  }

  async send(url: string, init: RequestInit = {}): Promise<Page> {
    const href = new URL(url, STORE_ORIGIN).href;
    const headers = new Headers(init.headers);
    headers.set("Host", new URL(STORE_ORIGIN).host);
    headers.set("Accept", "text/html");
    headers.set("User-Agent", "Mozilla/5.0 (X11; Linux x86_64) Chrome/131 fault-harness");
    if (this.cookies.size > 0) headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await handle(new Request(href, { ...init, headers, redirect: "manual" }));
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = cookie.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || pair.slice(eq + 1) === "") this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1));
    }
    const location = response.headers.get("Location");
    return { url: href, status: response.status, location: location ? new URL(location, href).href : null, html: await response.text() };
  }

  /** GET `url`, following up to five redirects. */
  async open(url: string): Promise<Page> {
    let page = await this.send(url);
    for (let hops = 0; page.location && page.status >= 300 && page.status < 400 && hops < 5; hops++) page = await this.send(page.location);
    return page;
  }

  /**
   * Submits the post form of `page` with the most of the names in `fields` (or the one matching `which`), with
   * those values typed over the page's own (a typed name the form did not send, such as a ticked box, is added);
   * returns the answer without following a redirect.
   */
  async submit(page: Page, fields: Record<string, string>, which?: (form: PostForm) => boolean): Promise<Page> {
    const forms = postForms(page.html);
    const names = (f: PostForm) => f.fields.map(([n]) => (n.startsWith(BUTTON_MARK) ? n.slice(BUTTON_MARK.length) : n));
    // The form with the most of the typed names (a box the user ticks is not among the fields the page sent).
    const matches = (f: PostForm) => Object.keys(fields).filter((name) => names(f).includes(name)).length;
    const best = forms.reduce<PostForm | undefined>((a, f) => (matches(f) > (a ? matches(a) : 0) ? f : a), undefined);
    const form = which ? forms.find(which) : best;
    if (!form) throw new Error(`${page.url} has no post form with ${Object.keys(fields).join(", ")}`);
    const body = new URLSearchParams();
    const typed = new Set<string>();
    let button = false;
    for (const [name, value] of form.fields) {
      if (name.startsWith(BUTTON_MARK)) {
        // The button pressed: the one whose name is typed in `fields`, else the first.
        const buttonName = name.slice(BUTTON_MARK.length);
        if (!button && !(buttonName in fields)) body.append(buttonName, value);
        else if (!button && buttonName in fields && !typed.has(buttonName)) {
          body.append(buttonName, fields[buttonName] ?? "");
          typed.add(buttonName);
        }
        button = true;
      } else if (name in fields) {
        if (!typed.has(name)) body.append(name, fields[name] ?? "");
        typed.add(name);
      } else body.append(name, value);
    }
    for (const [name, value] of Object.entries(fields)) if (!typed.has(name)) body.append(name, value);
    const action = new URL(form.action ?? page.url, page.url).href;
    return this.send(action, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: STORE_ORIGIN },
    });
  }
}
