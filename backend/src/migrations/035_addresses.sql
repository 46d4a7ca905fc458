-- Issue 25 (H3): the address book of My account (docs/address-book.md). The book is the `addresses` table of
-- migration 012 (checkout reads the same rows). Added here: the Idempotency-Key of a POST users/{u}/addresses (a
-- replay answers the address it created), and the postcode table the address verification checks postcodes and
-- states against (stores/address-verification.ts).
ALTER TABLE addresses ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX addresses_owner_idempotency ON addresses (owner_user, idempotency_key) WHERE idempotency_key IS NOT NULL;

-- Postcode ranges per country and the region (state) they belong to, e.g. AU 3000–3999 → AU-VIC. Inclusive; four
-- digits compared as numbers. A postcode in no range of its country is not a real postcode (REJECT).
CREATE TABLE postcode_ranges (
  country TEXT NOT NULL REFERENCES countries (isocode),
  low     INTEGER NOT NULL,
  high    INTEGER NOT NULL,
  region  TEXT NOT NULL REFERENCES regions (isocode),
  CHECK (low <= high),
  PRIMARY KEY (country, low)
) STRICT;
