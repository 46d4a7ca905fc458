import * as messages from "~/lib/messages";
import { StopProxyForm } from "./stop-proxy-form";

/** Pages that show their own stop form (the banner would repeat it). */
const OWN_STOP_FORM_PATHS: readonly string[] = ["/proxy-order", "/order-in-progress"];

/** The slim banner on every page while proxy mode is on (spec part 2 §4), with the way out. */
export function ProxyBanner({ name, pathname }: { name: string; pathname: string }) {
  if (OWN_STOP_FORM_PATHS.includes(pathname.replace(/\/+$/, ""))) return null;
  return (
    <section className="proxy-banner" aria-label="Proxy ordering">
      <p className="proxy-banner__text">{messages.proxyActive(name)}</p>
      <StopProxyForm name={name} />
    </section>
  );
}
