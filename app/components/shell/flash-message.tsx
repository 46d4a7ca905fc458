import { clsx } from "clsx";
import { type Flash } from "~/lib/session.server";

/** The one-time message after a redirect, in a polite live region (works without JS). */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  return (
    <div className="flash-region" role="status" aria-live="polite">
      {flash ? <p className={clsx("flash", `flash--${flash.type}`)}>{flash.message}</p> : null}
    </div>
  );
}
