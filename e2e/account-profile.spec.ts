/**
 * My Profile (issue 25; docs/account-profile.md): edit the profile and the preferred name, change the mobile number
 * with the code sent by SMS (read from the backend's outbox), close an account. Every flow changes its account, so
 * each project has its own seeded accounts (backend/src/seed-data/account-profile.ts). Both projects: the forms
 * validate in the browser with JavaScript on and on the server without.
 */
import { type TestInfo } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { nextMessage, outboxIds } from "./outbox";
import { DEMO_PASSWORD } from "./demo-accounts";
import { errorSummary } from "./registration-helpers";
import { openSignedIn } from "./sessions";

function project(testInfo: TestInfo): "js" | "nojs" {
  return testInfo.project.name === "no-js" ? "nojs" : "js";
}

test.describe("My Profile", () => {
  test("edit the profile and the preferred name: errors keep the values, success is flashed", async ({ page }, testInfo) => {
    const email = `profile-${project(testInfo)}@acme.example`;
    await openSignedIn(page, email, "/my-account/profile");
    await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
    await expect(page.getByTestId("profile-email")).toHaveText(email);
    await expect(page.getByTestId("profile-employee-id")).toHaveText(project(testInfo) === "js" ? "E2E-PROF-JS" : "E2E-PROF-NOJS");
    await expect(page.getByTestId("profile-unit")).toHaveText("Acme Workwear Australia");

    // A blank first name: the message next to the field and in the summary; the typed last name stays.
    await page.getByLabel("First name").fill("");
    await page.getByLabel("Last name").fill("Profiled");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(errorSummary(page).getByRole("link", { name: "This field is required." })).toBeVisible();
    await expect(page.getByLabel("Last name")).toHaveValue("Profiled");

    await page.getByLabel("Title").selectOption("dr");
    await page.getByLabel("First name").fill("Pat");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").getByText("Your profile has been updated.")).toBeVisible();
    await expect(page).toHaveURL(/\/my-account\/profile$/);
    await expect(page.getByLabel("First name")).toHaveValue("Pat");
    await expect(page.getByLabel("Last name")).toHaveValue("Profiled");
    await expect(page.getByLabel("Title")).toHaveValue("dr");

    // The preferred name: its own form and call; too long is refused with the value kept.
    const preferred = page.getByLabel("Preferred name (optional)");
    await preferred.fill("P".repeat(101));
    await page.getByRole("button", { name: "Save preferred name" }).click();
    await expect(errorSummary(page).getByRole("link", { name: "Must be 100 characters or fewer." })).toBeVisible();
    await expect(preferred).toHaveValue("P".repeat(101));
    await preferred.fill("Patty");
    await page.getByRole("button", { name: "Save preferred name" }).click();
    await expect(page.getByRole("status").getByText("Your preferred name has been updated.")).toBeVisible();
    await expect(page.getByLabel("Preferred name (optional)")).toHaveValue("Patty");
  });

  test("change the mobile number with the code sent to it; a wrong code and an early resend are refused", async ({ page }, testInfo) => {
    const email = `mobile-${project(testInfo)}@acme.example`;
    const newNumber = project(testInfo) === "js" ? "+61499100201" : "+61499100202";
    await openSignedIn(page, email, "/my-account/profile");
    await page.getByRole("link", { name: "Change mobile number" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Change mobile number" })).toBeVisible();

    await page.getByLabel("New mobile number").fill("12");
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(errorSummary(page).getByRole("link", { name: "Please enter a valid mobile number." })).toBeVisible();
    await expect(page.getByLabel("New mobile number")).toHaveValue("12");

    const seen = await outboxIds(newNumber);
    await page.getByLabel("New mobile number").fill(`${newNumber.slice(0, 3)} ${newNumber.slice(3, 6)} ${newNumber.slice(6)}`);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByTestId("mobile-code-sent")).toHaveText(`We have sent a verification code to ${newNumber}.`);
    const sms = await nextMessage(newNumber, seen);
    expect(sms.channel).toBe("sms");
    const code = /\b(\d{6})\b/.exec(sms.body)?.[1] ?? "";

    await page.getByRole("button", { name: "Resend code" }).click();
    await expect(errorSummary(page).getByText(/^You have reached the limit of sending verification code\. Please wait \d+ seconds before retrying/)).toBeVisible();

    await page.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify and save" }).click();
    await expect(errorSummary(page).getByRole("link", { name: "The verification code is not correct or has expired." })).toBeVisible();

    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify and save" }).click();
    await expect(page).toHaveURL(/\/my-account\/profile$/);
    await expect(page.getByRole("status").getByText("Your mobile number has been updated.")).toBeVisible();
    await expect(page.getByTestId("profile-mobile")).toContainText(newNumber);
  });

  test("close an account: the password confirms it, the user is signed out and cannot sign in again", async ({ page }, testInfo) => {
    const email = `close-${project(testInfo)}@acme.example`;
    await page.goto("/login");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/my-account/profile");
    await page.getByRole("link", { name: "Close account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Close your account" })).toBeVisible();

    await page.getByLabel("Your password").fill("not-the-password");
    await page.getByRole("button", { name: "Close my account" }).click();
    await expect(errorSummary(page).getByRole("link", { name: "The password is not correct." })).toBeVisible();

    await page.getByLabel("Your password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Close my account" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status").getByText("Your account has been closed.")).toBeVisible();

    await signIn(page, email);
    await expect(page.getByText("User is disabled. Please contact administration.")).toBeVisible();
    await page.goto("/my-account/profile");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });
});
