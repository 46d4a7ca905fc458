import { getEnv } from "~/lib/env.server";
import { OccError } from "./errors";

/**
 * Media (product, swatch and CMS images) from MEDIA_BASE_URL, for the `/medias/*` proxy route.
 * Not JSON, so not through OccClient.request, but with the same timeout and abort rules.
 */
const IMAGE_TYPES = /^image\/(svg\+xml|png|jpeg|webp|gif|avif)\b/i;

export interface MediaFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
}

/**
 * The image at `path` (below /medias/), or null when it is missing or not an image. `query` is SAP's media query
 * (`?context=…`, issue 22), kept as it is.
 */
export async function fetchMedia(path: string, signal?: AbortSignal, query = ""): Promise<MediaFile | null> {
  const env = getEnv();
  const timeout = AbortSignal.timeout(env.timeoutMs);
  const url = `${env.mediaBaseUrl}/medias/${path.split("/").map(encodeURIComponent).join("/")}${query}`;
  let response: Response;
  try {
    response = await fetch(url, { signal: signal ? AbortSignal.any([timeout, signal]) : timeout });
  } catch (error) {
    if (signal?.aborted) throw signal.reason ?? error;
    throw new OccError(timeout.aborted ? "gatewayTimeout" : "network", 0, `medias/${path}`);
  }
  const contentType = response.headers.get("Content-Type") ?? "";
  if (!response.ok || !response.body || !IMAGE_TYPES.test(contentType)) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  return { body: response.body, contentType };
}
