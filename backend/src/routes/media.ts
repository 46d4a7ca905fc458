import { type Context, Hono } from "hono";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { type AppDeps } from "../http/env";
import { unknownResource } from "../http/errors";
import { parseInput } from "../http/validation";

const MEDIA_DIR = fileURLToPath(new URL("../../media/", import.meta.url));
const NAME = /^[a-z0-9-]{1,40}$/;
const SVG_FILE = /^([a-z0-9-]{1,40})\.svg$/;
const IMAGE_SIZES = { product: 480, thumbnail: 96 } as const;

const svgFile = z.string().regex(SVG_FILE, "Must be a file name like navy.svg").transform((file) => file.slice(0, -".svg".length));
const garmentParams = z.object({
  format: z.enum(["product", "thumbnail"]),
  shape: z.string().regex(NAME, "Not a garment shape"),
  file: svgFile,
});
const fileParams = z.object({ file: svgFile });

const SVG_HEADERS = {
  "Content-Type": "image/svg+xml",
  "Cache-Control": "public, max-age=86400",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
};

/** Reads every `*.svg` of a media folder once, keyed by name without extension. */
function readSvgs(folder: string): Map<string, string> {
  const dir = path.join(MEDIA_DIR, folder);
  return new Map(
    fs
      .readdirSync(dir)
      .filter((file) => SVG_FILE.test(file))
      .map((file) => [file.slice(0, -".svg".length), fs.readFileSync(path.join(dir, file), "utf8")]),
  );
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[char] ?? char);

/** A darker tone for outlines, or a lighter one for very dark colours, so the outline stays visible. */
function shade(hex: string): string {
  const rgb = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  const luminance = (0.2126 * (rgb[0] ?? 0) + 0.7152 * (rgb[1] ?? 0) + 0.0722 * (rgb[2] ?? 0)) / 255;
  const mixed = rgb.map((channel) => (luminance < 0.15 ? channel + (255 - channel) * 0.35 : channel * 0.65));
  return `#${mixed.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`.toUpperCase();
}

function fillTemplate(template: string, values: Record<"size" | "fill" | "shade" | "title", string>): string {
  return template.replace(/\{\{(size|fill|shade|title)\}\}/g, (_, key: keyof typeof values) => values[key]);
}

const svg = (c: Context, body: string) => c.body(body, 200, SVG_HEADERS);

/**
 * `/medias/...`: garment images recoloured per colour (`/medias/{product|thumbnail}/{shape}/{colour}.svg`),
 * colour swatches (`/medias/swatch/{colour}.svg`) and static CMS images (`/medias/cms/{name}.svg`).
 */
export function mediaRoutes({ db }: AppDeps) {
  const garments = readSvgs("garments");
  const cms = readSvgs("cms");
  const swatch = fs.readFileSync(path.join(MEDIA_DIR, "swatch.svg"), "utf8");
  const findColour = db.prepare<[string], { name: string; hex: string }>("SELECT name, hex FROM colours WHERE code = ?");
  const colour = (code: string) => {
    const found = findColour.get(code);
    if (!found) throw unknownResource(`Colour '${code}' not found`);
    return found;
  };

  const app = new Hono();

  app.get("/swatch/:file", (c) => {
    const { file } = parseInput(fileParams, c.req.param());
    const { name, hex } = colour(file);
    return svg(c, fillTemplate(swatch, { size: "40", fill: hex, shade: shade(hex), title: escapeXml(name) }));
  });

  app.get("/cms/:file", (c) => {
    const { file } = parseInput(fileParams, c.req.param());
    const body = cms.get(file);
    if (body === undefined) throw unknownResource(`Media '${file}.svg' not found`);
    return svg(c, body);
  });

  app.get("/:format/:shape/:file", (c) => {
    const { format, shape, file } = parseInput(garmentParams, c.req.param());
    const template = garments.get(shape);
    if (template === undefined) throw unknownResource(`Garment shape '${shape}' not found`);
    const { name, hex } = colour(file);
    return svg(
      c,
      fillTemplate(template, { size: String(IMAGE_SIZES[format]), fill: hex, shade: shade(hex), title: escapeXml(`${name} ${shape}`) }),
    );
  });

  return app;
}
