/**
 * Reads the reference backend's dev outbox (GET /dev/outbox, on because the e2e backend runs with
 * BACKEND_DEV_OUTBOX=1): the e-mails and SMS the backend "sent", newest first.
 */
import { expect } from "@playwright/test";
import { BACKEND_URL, DEV_HEADERS } from "./urls";

export interface OutboxMessage {
  id: string;
  channel: "email" | "sms";
  to: string;
  subject: string | null;
  body: string;
  link: string | null;
  createdAt: string;
}

export async function outboxMessages(to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${BACKEND_URL}/dev/outbox?to=${encodeURIComponent(to)}`, { headers: DEV_HEADERS });
  if (!response.ok) throw new Error(`GET /dev/outbox answered ${response.status}`);
  const json = (await response.json()) as { messages: OutboxMessage[] };
  return json.messages;
}

/**
 * Waits for the newest message to `to` that is not among `seenIds` (take them with
 * `outboxIds(to)` before triggering the message) and returns it.
 */
export async function nextMessage(to: string, seenIds: ReadonlySet<string>, timeout = 10_000): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outboxMessages(to)).find((message) => !seenIds.has(message.id));
        return found !== undefined;
      },
      { timeout, message: `a new outbox message to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The ids of the messages already sent to `to`. */
export async function outboxIds(to: string): Promise<Set<string>> {
  return new Set((await outboxMessages(to)).map((message) => message.id));
}
