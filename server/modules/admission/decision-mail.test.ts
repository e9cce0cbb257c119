import { describe, expect, it } from "vitest";
import { ADMISSION_TEXT } from "../../../contract/ui-text";
import { setUpAdminTestApp } from "../../test/admin-fixtures";
import { createMember, waitForMail } from "../../test/harness";

/** Decision 125 (after 118): the member hears by mail when the office approves or declines them. */
const t = setUpAdminTestApp();

describe("the office's decision on a sign-up, mailed to the member", () => {
  it("mails the approved and the declined member, each their own decision", async () => {
    const settings = await t.as("GET", "/api/v1/admin/settings");
    const put = await t.as("PUT", "/api/v1/admin/settings", { ...settings.body, admission_mode: "office" });
    expect(put.status).toBe(200);
    const approved = await createMember(t.ctx, { displayName: "Apu Approved" });
    const declined = await createMember(t.ctx, { displayName: "Dev Declined" });

    expect((await t.as("POST", `/api/v1/admin/sign-ups/${approved.profileId}/approve`)).status).toBe(200);
    expect((await t.as("POST", `/api/v1/admin/sign-ups/${declined.profileId}/decline`)).status).toBe(200);

    const yes = await waitForMail(t.ctx, (m) => m.to === approved.email && m.subject.includes("approved"));
    expect(yes.text).toContain(ADMISSION_TEXT.approvedMail.body);
    const no = await waitForMail(
      t.ctx,
      (m) => m.to === declined.email && m.subject.startsWith("Your membership"),
    );
    expect(no.text).toContain(ADMISSION_TEXT.declinedMail.body);
    expect(t.ctx.mail.filter((m) => m.to === declined.email && m.subject.includes("approved"))).toEqual([]);
  });
});
