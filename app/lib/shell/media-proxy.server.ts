import { readFile } from "node:fs/promises";
import path from "node:path";
import { PLACEHOLDER_IMAGE } from "~/lib/media";
import { fetchMedia } from "~/lib/occ/media.server";

const SAFE_PATH = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/**
 * SAP Commerce media URLs carry the media's storage context (`/medias/x.jpg?context=bWFzdGVy…`, or only
 * `/medias/?context=…`; issue 22): without it a
 * SAP media server cannot find the file. The proxy keeps that one parameter (other query parameters are not
 * forwarded).
 */
export function mediaQuery(request: Request): string {
  const context = new URL(request.url).searchParams.get("context");
  return context ? `?${new URLSearchParams({ context }).toString()}` : "";
}

/**
 * `/medias/*` (resource route) → MEDIA_BASE_URL/medias/*(?context=…). Same-origin images (strict CSP),
 * cached publicly, and a placeholder when the image is missing or the backend is down, so
 * broken images fall back without JavaScript.
 */
export async function loadMedia(mediaPath: string, request: Request) {
  const query = mediaQuery(request);
  // SAP's secure media URLs may name the file only in the context: `/medias/?context=…` (Spartacus' recorded B2B carts).
  const allowed = (SAFE_PATH.test(mediaPath) && !mediaPath.includes("..")) || (mediaPath === "" && query !== "");
  const media = allowed ? await fetchMedia(mediaPath, request.signal, query).catch(() => null) : null;
  if (media) {
    return new Response(media.body, {
      headers: { "Content-Type": media.contentType, "Cache-Control": "public, max-age=86400" },
    });
  }
  const placeholder = await readFile(path.join(process.cwd(), "public", PLACEHOLDER_IMAGE));
  return new Response(placeholder, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=300" },
  });
}
