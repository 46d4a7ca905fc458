/**
 * The link crawl (issue 21; docs/testing.md "Authorization matrix and link crawl"): for each kind of user, every internal
 * link and GET form a page shows, followed from the home page without JavaScript (HTTP only, e2e/link-crawl.ts), answers
 * neither 403, 404 nor 5xx. A link to a page that does not exist yet (or that this user may not open) must not be shown (docs/architecture.md "Links waiting
 * for their pages"). GET only, never a URL that changes state: @no-js-only (one HTTP crawl, no browser).
 */
import { expect, test } from "./fixtures";
import { openHttpSession, USER_KINDS } from "./http-sessions";
import { crawl, NEVER_FOLLOW } from "./link-crawl";

/** Pages per user at most (one per URL pattern; today each kind reaches 15–30). */
const CAP = 60;

test("every link a seeded page shows answers, for every kind of user", { tag: "@no-js-only" }, async () => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  const reached: Record<string, number> = {};
  await Promise.all(
    USER_KINDS.map(async (kind) => {
      const session = await openHttpSession(kind);
      try {
        const result = await crawl(session, ["/"], CAP);
        reached[kind] = result.visited.length;
        for (const link of result.broken) problems.push(`${kind}: ${link.url} answers ${link.status} (linked from ${link.from})`);
        if (result.capped) problems.push(`${kind}: more than ${CAP} pages to crawl — raise CAP in e2e/link-crawl.spec.ts`);
      } finally {
        await session.dispose();
      }
    }),
  );
  expect(problems.sort(), "links to pages that answer 403, 404 or 5xx (a page the user may not open is not linked for them; a page that does not exist yet is not linked at all)").toEqual([]);
  // The crawl really went somewhere for each kind (a dead start page would prove nothing).
  for (const kind of USER_KINDS) expect(reached[kind] ?? 0, `${kind} pages crawled`).toBeGreaterThanOrEqual(8);
  expect(NEVER_FOLLOW.length).toBeGreaterThan(0);
});
