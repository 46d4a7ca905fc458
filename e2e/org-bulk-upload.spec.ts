/**
 * Bulk user upload (issue 27; docs/organisation.md "Bulk user upload"): a file of 3 valid and 2 invalid rows →
 * preview → Create 3 users → the result → the 2 failed rows as CSV (both projects: with JS the upload goes by
 * XMLHttpRequest with a progress bar and the preview opens without a page load; without JS by plain form posts). Each
 * file rule's message: without JS the empty file and no file through the form, the others by direct multipart posts
 * (the browser adds nothing to them); with JS the browser's own check and a server-only rule through the XHR. One test
 * per project (one sign-in, few pages: the spec's time budget). Users are made by bulk-admin@bulk-e2e.example in its own
 * organisation (backend/src/seed-data/org-uploads-e2e.ts), with e-mails unique to the run.
 */
import { randomBytes } from "node:crypto";
import { type Page } from "@playwright/test";
import { expect, isJavaScriptEnabled, test } from "./fixtures";
import { openSignedIn } from "./sessions";

const ADMIN = "bulk-admin@bulk-e2e.example";
const UPLOAD = "/organisation/users/upload";
const HEADER = "title,firstName,lastName,email,mobile,employeeCode,unit,roles";
const csvFile = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });

/** The upload form's CSRF token (the form is the page's only multipart form). */
async function csrfOf(page: Page): Promise<string> {
  return (await page.locator('form[enctype="multipart/form-data"] input[name="csrf"]').getAttribute("value")) ?? "";
}

const FILE_RULE_MESSAGES = {
  empty: "The file is empty: add at least one user below the column headings.",
  missing: "Choose a file to upload.",
  fileType: "The file must be a .csv or .xlsx file.",
  tooLarge: "The file must be at most 2 MB.",
  tooManyRows: "The file has more than 500 users: split it into files of at most 500.",
  unparsable: "The file could not be read: use the template's columns, saved as CSV (UTF-8) or Excel .xlsx.",
};
const summaryLink = (page: Page, name: string | RegExp) => page.getByRole("alert").getByRole("link", { name });

/** Without JS: the empty file and no file through the form, every other rule posted as the form would post it. */
async function fileRulesWithoutJs(page: Page) {
  await page.getByLabel("File", { exact: true }).setInputFiles(csvFile("empty.csv", ""));
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expect(summaryLink(page, FILE_RULE_MESSAGES.empty)).toBeVisible();
  await expect(page).toHaveTitle(/^Error: /);
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expect(summaryLink(page, FILE_RULE_MESSAGES.missing)).toBeVisible();

  const csrf = await csrfOf(page);
  const post = (name: string, buffer: Buffer) =>
    page.request.post(UPLOAD, { multipart: { csrf, file: { name, mimeType: "application/octet-stream", buffer } }, maxRedirects: 0 });
  const rows = (count: number) => [HEADER, ...Array.from({ length: count }, (_, i) => `,A,B,rule${i}@bulk-e2e.example,,,bulk-e2e,Wearer`)].join("\n");
  const cases: [string, Buffer, string][] = [
    ["users.txt", Buffer.from(rows(1)), FILE_RULE_MESSAGES.fileType],
    ["users.csv", Buffer.alloc(2 * 1024 * 1024 + 10, "a"), FILE_RULE_MESSAGES.tooLarge],
    ["users.csv", Buffer.from(rows(501)), FILE_RULE_MESSAGES.tooManyRows],
    ["users.csv", Buffer.from('name,"mail\n'), FILE_RULE_MESSAGES.unparsable],
    ["users.xlsx", Buffer.from("not a workbook"), FILE_RULE_MESSAGES.unparsable],
    ["users.csv", Buffer.from(`${HEADER}\n`), FILE_RULE_MESSAGES.empty],
  ];
  for (const [name, buffer, message] of cases) {
    const response = await post(name, buffer);
    expect(response.status(), `${name}: ${message}`).toBe(400);
    expect(await response.text(), name).toContain(message.replace(/'/g, "&#x27;"));
  }
}

/** With JS: the browser checks the name first; a rule only the server knows comes back from the XHR's answer. */
async function fileRulesWithJs(page: Page) {
  await page.getByLabel("File", { exact: true }).setInputFiles(csvFile("users.txt", "a,b"));
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expect(summaryLink(page, FILE_RULE_MESSAGES.fileType)).toBeVisible();
  await page.getByLabel("File", { exact: true }).setInputFiles(csvFile("users.csv", "name,mail\nA,a@bulk-e2e.example\n"));
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expect(summaryLink(page, FILE_RULE_MESSAGES.unparsable)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${UPLOAD}$`));
}

test("each file rule's message; then 3 valid and 2 invalid rows: preview, create 3, download the 2 failures", async ({ page }) => {
  test.slow();
  const run = `${test.info().project.name}-${randomBytes(3).toString("hex")}`;
  const email = (name: string) => `${name}.${run}@bulk-e2e.example`;
  const file = [
    HEADER,
    `ms,Ada,Upload,${email("ada")},,,bulk-e2e-team,Customer`,
    `mr,Ben,Upload,${email("ben")},,,bulk-e2e-team,Customer; Approver`,
    `,Cy,Upload,${email("cy")},,,bulk-e2e,Wearer`,
    `,Dee,Taken,${ADMIN},,,bulk-e2e-team,Customer`,
    `,Eve,Elsewhere,${email("eve")},,,acme-au,Customer`,
  ].join("\r\n");

  await openSignedIn(page, ADMIN, UPLOAD);
  await expect(page.getByRole("heading", { level: 1, name: "Upload users" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Template (CSV)" })).toHaveAttribute("href", `${UPLOAD}/template.csv`);
  const template = await page.request.get(`${UPLOAD}/template.csv`);
  expect((await template.text()).replace(/^\uFEFF/, "").trim()).toBe(HEADER);

  const js = isJavaScriptEnabled();
  if (js) {
    await fileRulesWithJs(page);
    // The preview must open without a page load, and the progress bar must reach 100.
    await page.evaluate(() => {
      const state = window as unknown as { samePage: boolean; maxProgress: number };
      state.samePage = true;
      state.maxProgress = -1;
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLProgressElement>("#upload-progress");
        if (bar) state.maxProgress = Math.max(state.maxProgress, bar.value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
  } else {
    await fileRulesWithoutJs(page);
  }
  await page.getByLabel("File", { exact: true }).setInputFiles(csvFile("staff.csv", file));
  await page.getByRole("button", { name: "Upload and preview" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Check the users before creating them" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${UPLOAD}/[A-Za-z0-9_-]{8,}$`));
  if (js) {
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean; maxProgress: number }).samePage)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { maxProgress: number }).maxProgress)).toBe(100);
  }
  const previewUrl = page.url();
  await expect(page.getByRole("heading", { level: 2, name: "3 of 5 rows are valid." })).toBeVisible();
  await expect(page.getByText("Only the 3 valid rows are created, all together. The 2 rows with errors are not created")).toBeVisible();
  const row = (number: number) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: String(number), exact: true }) });
  await expect(row(2)).toContainText("Valid");
  await expect(row(5)).toContainText(`User with email ${ADMIN} already exists`);
  await expect(row(6)).toContainText("Business unit acme-au is not one you administer.");

  await page.getByRole("button", { name: "Create 3 users" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Users created" })).toBeVisible();
  await expect(page.getByText("3 users were created. Each will receive an e-mail to set their password.")).toBeVisible();
  const created = page.getByRole("table", { name: "Created users" });
  for (const name of ["ada", "ben", "cy"]) await expect(created).toContainText(email(name));

  // The preview again (a second submit) leads to the result: nothing is created twice.
  const again = await page.request.get(previewUrl, { maxRedirects: 0 });
  expect(again.status()).toBe(303);
  expect(again.headers().location).toBe(new URL(page.url()).pathname);
  await expect(created.getByRole("row")).toHaveCount(4);

  const failures = page.getByRole("link", { name: "Download the 2 rows with errors (CSV)" });
  const response = await page.request.get((await failures.getAttribute("href")) ?? "");
  expect(response.headers()["content-type"]).toContain("text/csv");
  const lines = (await response.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
  expect(lines).toEqual([
    `${HEADER},errors`,
    `,Dee,Taken,${ADMIN},,,bulk-e2e-team,Customer,User with email ${ADMIN} already exists`,
    `,Eve,Elsewhere,${email("eve")},,,acme-au,Customer,Business unit acme-au is not one you administer.`,
  ]);
});
