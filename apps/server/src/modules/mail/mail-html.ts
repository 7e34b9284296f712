import type { OutgoingMail } from "./mail.repository.ts";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plain, branded HTML wrapper that reads well in every mail client, with the text part beside it. */
export function mailHtml(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#6d28d9;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : "";
  return `<!doctype html><html><body style="margin:0;background:#f5f3ff;font-family:Arial,Helvetica,sans-serif;color:#262626"><div style="max-width:560px;margin:0 auto;padding:32px 24px"><p style="font-size:22px;font-weight:700;color:#6d28d9;margin:0 0 24px">Listful</p><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}<p style="font-size:12px;color:#737373;margin-top:32px">Listful, the free online checklist maker.</p></div></body></html>`;
}

export function passwordResetMail(to: string, name: string, resetUrl: string): OutgoingMail {
  const lines = [
    `Hi ${name},`,
    "Someone (hopefully you) asked to reset the password of your Listful account. The link below works once and expires in one hour.",
    "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  ];
  return {
    to,
    subject: "Reset your Listful password",
    text: `${lines[0]}\n\n${lines[1]}\n\n${resetUrl}\n\n${lines[2]}\n\nListful`,
    html: mailHtml("Reset your password", lines, { label: "Choose a new password", url: resetUrl }),
  };
}
