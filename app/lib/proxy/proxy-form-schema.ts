import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import * as proxyMessages from "~/lib/proxy/messages";

/** The /proxy-order forms: start (a wearer chosen from the radio list) or stop proxy mode. */
export const ProxyFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("enable"),
    uid: z.string({ required_error: proxyMessages.proxyChooseWearer }).trim().min(1, proxyMessages.proxyChooseWearer).max(320),
  }),
  z.object({ intent: z.literal("disable"), redirectTo: z.string().optional() }),
]);
export type ProxyForm = z.infer<typeof ProxyFormSchema>;

/** The /proxy-order action's parse (the browser loads the schema through `lazyValidator`). */
export function parseProxyForm(formData: FormData) {
  return parseWithZod(formData, { schema: ProxyFormSchema });
}
