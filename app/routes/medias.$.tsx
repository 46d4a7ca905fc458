import { type LoaderFunctionArgs } from "@remix-run/node";
import { loadMedia } from "~/lib/shell/media-proxy.server";

/**
 * Resource route: `/medias/*` → MEDIA_BASE_URL/medias/*. Same-origin images (strict CSP),
 * cached publicly, and a placeholder when the image is missing or the backend is down, so
 * broken images fall back without JavaScript.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  return loadMedia(params["*"] ?? "", request);
}
