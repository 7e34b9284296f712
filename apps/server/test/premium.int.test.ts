import { type Checklist, createPreset, setBackground, setColor, setFont } from "@listful/checklist";
import { backgrounds, eq, templates } from "@listful/db";
import {
  eventJson,
  MONTHLY,
  paddleSettings,
  signature,
  subscriptionJson,
} from "@listful/stand-ins/paddle-shapes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../src/seed/seed-database.ts";
import {
  apiClient,
  createTestApp,
  dbKind,
  failure,
  type Registered,
  registerUser,
  type TestApp,
} from "./helpers.ts";

const SECRET = "pdl_ntfset_01_premium_secret";

// Nothing here calls Paddle: its address answers nothing.
const PADDLE_SETTINGS = paddleSettings({ webhookSecret: SECRET });

let t: TestApp;
let premiumTemplateId = 0;
let freeTemplateId = 0;
let premiumBackgroundId = 0;
beforeAll(async () => {
  t = await createTestApp({ env: PADDLE_SETTINGS });
  await seedDatabase(t.database.db, new Date("2026-03-10T12:00:00Z"));
  const db = t.database.db;
  premiumTemplateId = (await db.select().from(templates).where(eq(templates.isPremium, true)))[0]?.id ?? 0;
  freeTemplateId = (await db.select().from(templates).where(eq(templates.isPremium, false)))[0]?.id ?? 0;
  premiumBackgroundId =
    (await db.select().from(backgrounds).where(eq(backgrounds.isPremium, true)))[0]?.id ?? 0;
});
afterAll(() => t.close());

const plain = (): Checklist => createPreset("habit-tracker", { start: "2026-03-01" });
const fancy = (doc = plain()) => setFont(doc, { role: "heading", fontFamily: "Caveat" });

async function deliver(type: string, user: Registered, status: string, cancelAt: string | null = null) {
  const state = {
    id: `sub_premium_${user.user.id}`,
    customerId: `ctm_${user.user.id}`,
    userId: user.user.id,
    priceId: MONTHLY,
    status,
    periodEnd: "2030-01-01T00:00:00.000Z",
    cancelAt,
  };
  const body = JSON.stringify(eventJson(type, subscriptionJson(state)));
  const response = await t.app.inject({
    method: "POST",
    url: "/api/paddle/webhook",
    headers: { "content-type": "application/json", "paddle-signature": signature(body, SECRET) },
    payload: body,
  });
  expect(response.statusCode).toBe(200);
}

describe(`what premium unlocks, enforced by the server (${dbKind})`, () => {
  it("refuses a premium template and premium design features to a free user with 402", async () => {
    const user = await registerUser(t.app);
    const template = await failure(
      user.api.request("POST /api/checklist", { body: { data: plain(), templateId: premiumTemplateId } }),
    );
    expect(template).toMatchObject({ status: 402, envelope: { code: "payment_required" } });
    expect(template.message).toBe("This is a premium template. Upgrade to Premium to use or download it.");
    const design = await failure(user.api.request("POST /api/checklist", { body: { data: fancy() } }));
    expect(design).toMatchObject({ status: 402, envelope: { code: "payment_required" } });
    expect(design.message).toBe(
      "This checklist uses a premium font, part of Premium. Upgrade, or reset the premium features to continue.",
    );
    const shown = setBackground(plain(), { showBackground: true, backgroundId: premiumBackgroundId });
    const coloured = setColor(shown, { role: "color2", color: "123456" });
    const both = await failure(user.api.request("POST /api/checklist", { body: { data: coloured } }));
    expect(both.message).toContain("custom colours and a premium background");
    // Free content saves.
    const saved = await user.api.request("POST /api/checklist", {
      body: { data: plain(), templateId: freeTemplateId },
    });
    const added = await failure(
      user.api.request("PUT /api/checklist/:id", { params: { id: saved.id }, body: { data: fancy() } }),
    );
    expect(added.status).toBe(402);
    expect((await user.api.request("GET /api/checklist/:id", { params: { id: saved.id } })).data).toEqual(
      plain(),
    );
  });

  it("refuses to send a checklist with premium features by e-mail to a free user", async () => {
    const user = await registerUser(t.app);
    await deliver("subscription.created", user, "active");
    const saved = await user.api.request("POST /api/checklist", { body: { data: fancy() } });
    await deliver("subscription.canceled", user, "canceled");
    const error = await failure(
      user.api.request("POST /api/checklist/:id/send-pdf-to-email", {
        params: { id: saved.id },
        body: { email: "friend@example.com" },
      }),
    );
    expect(error).toMatchObject({ status: 402, envelope: { code: "payment_required" } });
  });

  it("lets a subscriber use everything, and keeps it all editable once the subscription ends", async () => {
    const user = await registerUser(t.app);
    await deliver("subscription.created", user, "active");
    const fromTemplate = await user.api.request("POST /api/checklist", {
      body: { data: fancy(), templateId: premiumTemplateId },
    });
    await deliver("subscription.updated", user, "active", "2020-01-01T00:00:00.000Z");
    // The cancellation's date has passed: the plan reads terminated without waiting for Paddle's word.
    expect((await user.api.request("GET /api/user")).plan).toEqual({
      type: "subscription",
      status: "terminated",
    });
    const edited = fancy();
    const kept = await user.api.request("PUT /api/checklist/:id", {
      params: { id: fromTemplate.id },
      body: { data: { ...edited, title: { ...edited.title, text: "Still mine" } } },
    });
    expect(kept.data.title.text).toBe("Still mine");
    const more = await failure(
      user.api.request("PUT /api/checklist/:id", {
        params: { id: fromTemplate.id },
        body: { data: setColor(edited, { role: "color2", color: "123456" }) },
      }),
    );
    expect(more.status).toBe(402);
    expect(
      await user.api.request("GET /api/checklist/:id", { params: { id: fromTemplate.id } }),
    ).toMatchObject({
      data: { title: { text: "Still mine" } },
    });
  });
});

describe(`PDFs in paid mode (${dbKind})`, () => {
  it("refuses a PDF of premium content or a premium template to a guest or a free user with 402", async () => {
    // The web app is mounted (printing needs it); the refusal comes before Chromium is asked for anything.
    const printing = await createTestApp({ env: PADDLE_SETTINGS, database: t.database, web: {} });
    try {
      const user = await registerUser(printing.app);
      for (const api of [apiClient(printing.app), user.api]) {
        const design = await failure(api.requestRaw("POST /api/pdf", { body: { data: fancy() } }));
        expect(design).toMatchObject({ status: 402, envelope: { code: "payment_required" } });
        const template = await failure(
          api.requestRaw("POST /api/pdf", { body: { data: plain(), templateId: premiumTemplateId } }),
        );
        expect(template.message).toBe(
          "This is a premium template. Upgrade to Premium to use or download it.",
        );
      }
    } finally {
      await printing.close();
    }
  });
});

describe(`free mode (${dbKind})`, () => {
  it("lets everyone use premium templates and features", async () => {
    const free = await createTestApp({ database: t.database });
    try {
      const user = await registerUser(free.app);
      const row = await user.api.request("POST /api/checklist", {
        body: { data: fancy(), templateId: premiumTemplateId },
      });
      expect(row.template).toBe(premiumTemplateId);
    } finally {
      await free.close();
    }
  });
});
