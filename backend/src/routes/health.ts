import { Hono } from "hono";
import { type AppDeps } from "../http/env";

/** `GET /health` → `{"status":"ok"}` once the database answers. */
export function healthRoutes({ db }: AppDeps) {
  const ping = db.prepare("SELECT 1");
  const app = new Hono();
  app.get("/health", (c) => {
    ping.get();
    return c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" });
  });
  return app;
}
