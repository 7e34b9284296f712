import { expect, test } from "@playwright/test";
import { newUserDetails, signedInUser } from "../../support/accounts.ts";
import { saveChecklist } from "../../support/checklists.ts";
import { BASE_URL } from "../../support/env.ts";
import { openPage } from "../../support/navigation.ts";
import { readAttachments, waitForRawMail } from "../../support/raw-mail.ts";

test("a checklist sent by e-mail arrives over SMTP with its PDF attached", async ({ page, context }) => {
  await signedInUser(context, "Mo Sender");
  await saveChecklist(context.request, "Weekly shop");
  await openPage(page, "/dashboard");
  await page.getByRole("button", { name: "Actions for Weekly shop" }).click();
  await page.getByRole("button", { name: "Send by e-mail" }).click();
  const dialog = page.getByRole("dialog", { name: "Send to e-mail" });
  const field = dialog.getByLabel("E-mail");

  await field.fill("friend@example.com, other@example.com");
  await dialog.getByRole("button", { name: "Send PDF" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");

  const to = newUserDetails().email.replace("robin-", "friend-");
  await field.fill(to);
  await dialog.getByRole("button", { name: "Send PDF" }).click();
  await expect(page.getByText("The checklist has been sent to email.")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const mail = await waitForRawMail(to);
  expect(mail).toMatch(/^Subject: .*Weekly shop/im);
  const [pdf] = readAttachments(mail);
  expect(pdf?.contentType).toBe("application/pdf");
  expect(pdf?.filename).toBe("weekly-shop.pdf");
  expect(pdf?.content.subarray(0, 5).toString()).toBe("%PDF-");
});

test("the daily limit per recipient is explained in an error", async ({ page, context }) => {
  await signedInUser(context);
  const saved = await saveChecklist(context.request, "Limited");
  const to = newUserDetails().email.replace("robin-", "limit-");
  for (let i = 0; i < 3; i++) {
    const sent = await context.request.post(`/api/checklist/${saved.id}/send-pdf-to-email`, {
      data: { email: to },
      headers: { origin: BASE_URL },
    });
    expect(sent.ok()).toBe(true);
  }
  await openPage(page, "/dashboard");
  await page.getByRole("button", { name: "Actions for Limited" }).click();
  await page.getByRole("button", { name: "Send by e-mail" }).click();
  await page.getByRole("dialog").getByLabel("E-mail").fill(to);
  await page.getByRole("dialog").getByRole("button", { name: "Send PDF" }).click();
  await expect(
    page.getByText("This address has received enough checklists today. Try again tomorrow."),
  ).toBeVisible();
});
