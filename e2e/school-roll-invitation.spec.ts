import type { Page } from "@playwright/test";
import { expect, expectNoSeriousA11yViolations, latestMailLink, test, uniqueEmail } from "./fixtures";

// Issue 26 items 1-2 (decision 108), at 390 px: the office imports a small roll; a member of
// that year sees who is not here yet and invites one; the classmate signs up from the mail's
// link, pre-filled, and once verified is counted as joined and listed on the class page.

const baseURL = () => test.info().project.use.baseURL as string;
const PHONE = { width: 390, height: 844 };
// A year no other spec uses, and names a sign-up accepts (letters only), new on every run.
const YEAR = 1987;
const tag = Date.now()
  .toString()
  .slice(-6)
  .replace(/\d/g, (d) => "abcdefghij"[Number(d)]);
const KAVYA = `Kavya Roll${tag}`;
const ARJUN = `Arjun Roll${tag}`;

/** A member of the year, signed up through the API and signed in by the verification link. */
async function signUpMemberOfYear(page: Page, email: string, name: string) {
  const res = await page.request.post("/api/v1/auth/sign-up", {
    data: {
      email,
      password: "Secret123",
      confirmPassword: "Secret123",
      displayName: name,
      house: "Tata",
      graduationYear: YEAR,
    },
  });
  expect(res.status()).toBe(201);
  await page.goto(await latestMailLink(email));
}

test("the office imports a roll; a classmate invited from the class page joins pre-filled", async ({
  page,
  browser,
  adminPage,
}) => {
  await adminPage.setViewportSize(PHONE);
  await adminPage.goto("/admin/roll");
  await expect(adminPage.getByRole("heading", { name: "School roll", level: 1 })).toBeVisible();
  await adminPage
    .getByLabel("Or paste the rows")
    .fill(`Name,House,Year,E-mail\n${KAVYA},Tata,${YEAR},\n${ARJUN},Jaipur,${YEAR},arjun.old@school.example`);
  await adminPage.getByRole("button", { name: "Import", exact: true }).click();
  const result = adminPage.getByRole("status").filter({ hasText: /Roll imported/ });
  await expect(result.getByText("Roll imported: 2 added, 0 updated")).toBeVisible();
  await expect(result.getByText(`Line 2: ${KAVYA} · Added`)).toBeVisible();
  await adminPage.getByLabel("Search years").fill(String(YEAR));
  const yearRow = adminPage.getByRole("row").filter({ hasText: String(YEAR) });
  await expect(yearRow.getByRole("cell")).toHaveText([String(YEAR), "2", "0", "0", "1"]);
  await expectNoSeriousA11yViolations(adminPage);

  // A visitor gets no roll name from the pages or the API, whatever the address.
  const visitor = await browser.newContext({ baseURL: baseURL() });
  for (const url of [
    `/classes/${YEAR}`,
    "/house-cup",
    `/api/v1/classes/${YEAR}/not-here-yet`,
    "/api/v1/houses/Tata/not-here-yet",
  ]) {
    const body = await (await visitor.request.get(url)).text();
    expect([url, body.includes(KAVYA) || body.includes(ARJUN)]).toEqual([url, false]);
  }
  await visitor.close();

  await page.setViewportSize(PHONE);
  await signUpMemberOfYear(page, uniqueEmail("meera"), `Meera Roll${tag}`);
  await page.goto(`/classes/${YEAR}`);
  await expect(page.getByRole("heading", { name: "2 of our year are not here yet" })).toBeVisible();
  const missing = page.getByRole("list", { name: "Not here yet" });
  await expect(missing.getByRole("listitem")).toHaveText([new RegExp(ARJUN), new RegExp(KAVYA)]);
  await missing.getByRole("button", { name: `Invite ${KAVYA}` }).click();
  const dialog = page.getByRole("dialog", { name: `Invite ${KAVYA}` });
  const kavyaEmail = uniqueEmail("kavya");
  await dialog.getByLabel("Their e-mail").fill(kavyaEmail);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${KAVYA}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const kavyaContext = await browser.newContext({ baseURL: baseURL(), viewport: PHONE });
  const kavya = await kavyaContext.newPage();
  await kavya.goto(await latestMailLink(kavyaEmail));
  await expect(kavya.getByText(/invited you\. Your name, house and year are filled in/)).toBeVisible();
  await expect(kavya.getByLabel("Full Name")).toHaveValue(KAVYA);
  await expect(kavya.getByLabel("Graduation Year")).toHaveValue(String(YEAR));
  await expect(kavya.getByLabel("House")).toHaveText("Tata");
  await kavya.getByLabel("Email").fill(kavyaEmail);
  await kavya.getByLabel("Password", { exact: true }).fill("Secret123");
  await kavya.getByLabel("Confirm Password").fill("Secret123");
  await kavya.getByRole("button", { name: "Create Account" }).click();
  await expect(kavya.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
  await kavya.goto(await latestMailLink(kavyaEmail));
  const me = await (await kavya.request.get("/api/v1/me")).json();
  expect(me.viewer.user.emailVerified).toBe(true);
  await kavyaContext.close();

  await page.reload();
  await expect(page.getByRole("heading", { name: "1 of our year is not here yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(KAVYA) }).first()).toBeVisible();
  // Matched to her roll entry through the invitation, she joins as a verified alumna (decision 118).
  const kavyaCard = page.getByRole("article").filter({ hasText: KAVYA });
  await expect(kavyaCard.getByTestId("verified-alumnus")).toHaveText("Verified alumnus");
  await adminPage.reload();
  await expect(yearRow.getByRole("cell")).toHaveText([String(YEAR), "2", "1", "0", "0"]);
});
