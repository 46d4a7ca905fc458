-- Issue 18: the punch-out transfer — the filled requisition goes back to the procurement system as a cXML
-- PunchOutOrderMessage posted through the buyer's browser to the session's BrowserFormPost URL
-- (docs/punch-out-and-proxy.md "Transfer cart", docs/decisions/016-punch-out-transfer.md).

-- What the procurement system's PunchOutSetupRequest said besides the BrowserFormPost URL (kept in return_url;
-- a value starting with '/' is a path on this backend: the demo procurement receiver under /dev/procurement):
-- the BuyerCookie it wants back, and its own credential (Header/From of the setup request = Header/To of the
-- order message).
ALTER TABLE punchout_sessions ADD COLUMN buyer_cookie TEXT NOT NULL DEFAULT '';
ALTER TABLE punchout_sessions ADD COLUMN buyer_domain TEXT NOT NULL DEFAULT 'NetworkID';
ALTER TABLE punchout_sessions ADD COLUMN buyer_identity TEXT NOT NULL DEFAULT '';

-- A transferred (SUBMITTED) requisition keeps the cXML it sent, so the storefront's transfer page can be
-- reloaded and a replayed transfer answers the same document; return_url is then the absolute URL posted to.
ALTER TABLE punchout_requisitions ADD COLUMN payload_id TEXT;
ALTER TABLE punchout_requisitions ADD COLUMN cxml TEXT;
ALTER TABLE punchout_requisitions ADD COLUMN idempotency_key TEXT; -- the Idempotency-Key of the transferring request
-- One transfer per session (a session ends when it transfers or cancels).
CREATE UNIQUE INDEX punchout_requisitions_submitted ON punchout_requisitions (sid_hash) WHERE status = 'SUBMITTED';
