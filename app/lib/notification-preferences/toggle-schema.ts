import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";

/**
 * One channel's on/off form (a button: its `channel` and the state it switches to). Only the server parses it: the
 * user types nothing, so there is nothing for the browser to check first.
 */
export const CHANNELS = ["EMAIL", "SMS"] as const;

export const ToggleSchema = z.object({
  channel: z.enum(CHANNELS),
  enabled: z.enum(["true", "false"]).transform((value) => value === "true"),
});

export function parseToggle(formData: FormData) {
  return parseWithZod(formData, { schema: ToggleSchema });
}
