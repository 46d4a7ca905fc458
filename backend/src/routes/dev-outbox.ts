import { Hono } from "hono";
import { z } from "zod";
import { type AppDeps } from "../http/env";
import { parseInput } from "../http/validation";
import { listMessages } from "../outbox";

const querySchema = z.object({ to: z.string().trim().min(1).max(320).optional() });

/** `GET /dev/outbox?to=` — development only: mounted when BACKEND_DEV_OUTBOX=1, otherwise the path is a 404. */
export function devOutboxRoutes({ db }: AppDeps) {
  const app = new Hono();
  app.get("/outbox", (c) => {
    const { to } = parseInput(querySchema, c.req.query());
    return c.json({ messages: listMessages(db, to) }, 200, { "Cache-Control": "no-store" });
  });
  return app;
}
