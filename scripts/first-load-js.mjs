#!/usr/bin/env node
/**
 * `node scripts/first-load-js.mjs routes/cart routes/checkout.review-order` (after `npx remix build`): each route's
 * static-graph JavaScript in KB gzip, the second column of `npm run bench` — the entry, the route and its parent
 * routes (root included) with their static imports from the build manifest, bodies only. Lazy `import()` chunks are
 * not counted here, though the budget counts those that load without a click (decision 018: the bench measures
 * what Chromium downloads). A quick check without starting the stack.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const buildDir = path.resolve("public/build");
const manifestFile = fs.readdirSync(buildDir).find((file) => file.startsWith("manifest-"));
if (!manifestFile) {
  process.stderr.write("No build manifest in public/build: run `npx remix build` first.\n");
  process.exit(1);
}
const manifest = JSON.parse(
  fs
    .readFileSync(path.join(buildDir, manifestFile), "utf8")
    .replace(/^window.__remixManifest=/, "")
    .replace(/;$/, ""),
);
const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(path.join("public", file))).length / 1024;

for (const id of process.argv.slice(2)) {
  if (!manifest.routes[id]) {
    process.stdout.write(`${id}: unknown route id; known: ${Object.keys(manifest.routes).join(" ")}\n`);
    continue;
  }
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let route = manifest.routes[id]; route; route = route.parentId ? manifest.routes[route.parentId] : null) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  const total = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
  process.stdout.write(`${id.padEnd(45)} ${total.toFixed(1)} KB\n`);
}
