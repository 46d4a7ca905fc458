import { randomUUID } from "node:crypto";
import { type Db } from "./db";

export interface OutgoingMessage {
  channel: "email" | "sms";
  to: string;
  /** E-mail only. */
  subject: string | null;
  body: string;
  /** The link the message carries (e.g. a password-reset link), if any. */
  link: string | null;
}

export interface StoredMessage extends OutgoingMessage {
  id: string;
  createdAt: string;
}

/**
 * "Sends" an e-mail or SMS: the reference backend has no mail or SMS gateway, so messages are stored in the
 * `outbox` table (readable at /dev/outbox when BACKEND_DEV_OUTBOX=1). Returns the message id.
 */
export function sendMessage(db: Db, message: OutgoingMessage, now: number): string {
  const id = randomUUID();
  db.prepare<[string, string, string, string | null, string, string | null, number]>(
    "INSERT INTO outbox (id, channel, to_address, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  ).run(id, message.channel, message.to.toLowerCase(), message.subject, message.body, message.link, now);
  return id;
}

interface OutboxRow {
  id: string;
  channel: "email" | "sms";
  to: string;
  subject: string | null;
  body: string;
  link: string | null;
  createdAt: number;
}

/** Messages newest first, optionally only those sent to one address (case-insensitive). */
export function listMessages(db: Db, to: string | undefined): StoredMessage[] {
  return db
    .prepare<[string | null, string | null], OutboxRow>(
      `SELECT id, channel, to_address AS "to", subject, body, link, created_at AS createdAt FROM outbox
       WHERE ? IS NULL OR to_address = lower(?) ORDER BY created_at DESC, rowid DESC`,
    )
    .all(to ?? null, to ?? null)
    .map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}
