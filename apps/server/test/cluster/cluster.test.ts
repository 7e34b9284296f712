import { createPreset } from "@listful/checklist";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  env,
  healthyBehindBalancer,
  inDatabase,
  instances,
  ip,
  run,
  setUpCluster,
  smtp,
} from "./cluster-setup.ts";
import { BALANCER, call, type Instance, startInstance, waitUntil } from "./harness.ts";
import { liveAcrossInstances } from "./live-across.ts";
import { liveInBrowsers } from "./live-browsers.ts";
import { load } from "./load.ts";

// One cluster serves every test here: starting one takes minutes and holds fixed ports (PORTS, harness.ts).
setUpCluster();

describe("three instances behind a load balancer", () => {
  let token = "";
  let refreshToken = "";

  const email = `cluster.${run}@example.com`;
  const password = "a cluster of decent words";

  it("signs up and in through one instance, and the session works on every instance", async () => {
    const registered = await call("POST", "/api/register", {
      body: { name: "Cluster Person", email, password },
      ip: ip(1),
    });
    expect(registered.status).toBe(200);
    const login = await call("POST", "/api/login", { body: { email, password }, ip: ip(1) });
    expect(login.status).toBe(200);
    ({ token, refresh_token: refreshToken } = login.body as { token: string; refresh_token: string });
    const seen = new Set<string>();
    for (let i = 0; i < 9; i++) {
      const me = await call("GET", "/api/user", { token });
      expect(me.status).toBe(200);
      expect((me.body as { email: string }).email).toBe(email);
      seen.add(me.servedBy);
    }
    expect([...seen].sort()).toEqual(["app1", "app2", "app3"]);
  });

  it("takes a template unpublished through one instance out of every other instance's gallery at once", async () => {
    // The signed-in person becomes an admin, as `npm run user:promote` makes one.
    await inDatabase((db) =>
      db.query("update users set roles = array['ROLE_USER', 'ROLE_ADMIN'] where email = $1", [email]),
    );
    const [template] = (await call("GET", "/api/templates/gallery")).body as { id: number; slug: string }[];
    if (!template) throw new Error("the seeded gallery has templates");
    const card = `data-template="${template.slug}"`;
    const galleryOf = async (instance: Instance) =>
      (await fetch(`http://127.0.0.1:${instance.port}/template-gallery`)).text();
    // Every instance has drawn the gallery with the template, so each holds the catalogue in its cache.
    for (const instance of instances) expect(await galleryOf(instance), instance.name).toContain(card);

    const [first, ...others] = instances as [Instance, ...Instance[]];
    const unpublished = await fetch(
      `http://127.0.0.1:${first.port}/api/admin/template/${template.id}/unpublish`,
      {
        method: "POST",
        headers: { origin: BALANCER, authorization: `Bearer ${token}` },
      },
    );
    expect(unpublished.status).toBe(200);
    // The very next request to every other instance, with no wait and no retry, leaves the template out.
    for (const instance of others) expect(await galleryOf(instance), instance.name).not.toContain(card);

    const published = await fetch(
      `http://127.0.0.1:${first.port}/api/admin/template/${template.id}/publish`,
      {
        method: "POST",
        headers: { origin: BALANCER, authorization: `Bearer ${token}` },
      },
    );
    expect(published.status).toBe(200);
    for (const instance of others) expect(await galleryOf(instance), instance.name).toContain(card);
  }, 30_000);

  it("stores an uploaded image in the bucket, and every instance serves it to its owner alone", async () => {
    const saved = await call("POST", "/api/checklist", {
      token,
      body: { data: createPreset("daily-checklist", { start: "2026-03-01" }) },
    });
    const id = (saved.body as { id: string }).id;
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#28a" } })
      .png()
      .toBuffer();
    const uploaded = await call("PUT", `/api/checklist/${id}/image-upload`, {
      token,
      body: { image: png.toString("base64") },
    });
    const image = (uploaded.body as { image: string }).image;
    expect(image).toMatch(/^\/media\/u\/checklists\//);
    const seen = new Set<string>();
    for (let i = 0; i < 9; i++) {
      const mine = await call("GET", image, { token });
      await expect(mine.status).toBe(200);
      expect((await sharp(Buffer.from(mine.body as ArrayBuffer)).metadata()).format).toBe("webp");
      seen.add(mine.servedBy);
      expect((await call("GET", image)).status).toBe(404);
    }
    expect(seen.size).toBe(3);
  });

  it("holds the sign-in limit in total across instances", async () => {
    const statuses: number[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 16; i++) {
      const attempt = await call("POST", "/api/login", {
        body: { email: `nobody.${run}.${i}@example.com`, password: "not the password" },
        ip: ip(2),
      });
      statuses.push(attempt.status);
      seen.add(attempt.servedBy);
    }
    expect(seen.size).toBe(3);
    // Ten a minute from one address, counted in Redis: not ten on each instance.
    expect(statuses.filter((s) => s !== 429)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });

  it("detects a refresh token used again, whichever instance sees it", async () => {
    const first = await call("POST", "/api/token/refresh", {
      body: { refresh_token: refreshToken },
      ip: ip(3),
    });
    expect(first.status).toBe(200);
    const next = (first.body as { refresh_token: string }).refresh_token;
    // Past the grace window in which a parallel refresh gets the same answer.
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    const replays = await Promise.all(
      [0, 1, 2].map(() =>
        call("POST", "/api/token/refresh", { body: { refresh_token: refreshToken }, ip: ip(3) }),
      ),
    );
    expect(replays.map((r) => r.status)).toEqual([401, 401, 401]);
    const after = await call("POST", "/api/token/refresh", { body: { refresh_token: next }, ip: ip(3) });
    expect(after.status).toBe(401);
    // The session's access token ends too, on every instance.
    for (let i = 0; i < 3; i++) expect((await call("GET", "/api/user", { token })).status).toBe(401);
  }, 30_000);

  it("delivers 30 e-mails queued across the instances exactly once each", async () => {
    const markers = Array.from({ length: 30 }, (_, i) => `marker-${run}-${i}`);
    const sent = await Promise.all(
      markers.map((marker, i) =>
        call("POST", "/api/contact", {
          ip: ip(100 + i),
          body: {
            name: "Cluster Sender",
            email: "sender@example.com",
            subject: marker,
            message: `About ${marker}.`,
          },
        }),
      ),
    );
    expect(sent.every((s) => s.status === 200)).toBe(true);
    expect(new Set(sent.map((s) => s.servedBy)).size).toBe(3);
    await waitUntil(
      "30 mails",
      async () => markers.every((m) => smtp.received.some((mail) => mail.raw.includes(m))),
      30_000,
    );
    // Once every one of them is marked sent in the outbox, nothing is left that could be delivered again.
    await waitUntil("the 30 mails marked sent", async () => {
      const { rows } = await inDatabase((db) =>
        db.query(
          "select count(*)::int as waiting from mail_outbox where subject like $1 and status <> 'sent'",
          [`%marker-${run}-%`],
        ),
      );
      return rows[0]?.waiting === 0;
    });
    for (const marker of markers) {
      const subject = new RegExp(`^Subject: ${marker}\r?$`, "m");
      expect(smtp.received.filter((mail) => subject.test(mail.raw)).length, marker).toBe(1);
    }
  }, 60_000);

  it("stops one instance with SIGTERM under load: requests in flight finish, the balancer moves on, none fails", async () => {
    const stopping = instances[1] as Instance;
    // The earlier session has ended (reuse detected): a new one.
    const login = await call("POST", "/api/login", { body: { email, password }, ip: ip(4) });
    const running = load({
      token: (login.body as { token: string }).token,
      durationMs: 6_000,
      concurrency: 12,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const signalledAt = Date.now();
    stopping.child.kill("SIGTERM");
    const result = await running;
    expect(result.failures, JSON.stringify(result.failureSamples)).toBe(0);
    expect(await stopping.exited).toBe(0);
    const lastOnStopped = Math.max(
      ...result.answers.filter((a) => a.servedBy === stopping.name).map((a) => a.at),
    );
    expect(lastOnStopped).toBeLessThan(signalledAt + 20_000);
    expect(
      result.answers.filter((a) => a.at > signalledAt + 5_000).every((a) => a.servedBy !== stopping.name),
    ).toBe(true);
    expect(result.answers.length).toBeGreaterThan(50);
  }, 60_000);

  it("kills one with SIGKILL: reads it had not begun to answer are replayed elsewhere; restarted, it rejoins", async () => {
    const killed = instances[2] as Instance;
    const running = load({ token: undefined, durationMs: 5_000, concurrency: 12 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    killed.child.kill("SIGKILL");
    const result = await running;
    // A read the killed instance had not begun to answer ends without an answer at the balancer, which sends
    // it to another instance: none fails. Only an answer cut off halfway can (undici: "terminated"), and only
    // one of those in flight at the kill.
    const unanswered = result.failureSamples.filter((sample) => !sample.includes("TypeError: terminated"));
    expect(unanswered).toEqual([]);
    expect(result.failures).toBeLessThanOrEqual(12);
    expect(result.answers.some((answer) => answer.servedBy === killed.name)).toBe(true);
    expect(result.answers.length).toBeGreaterThan(50);

    // app2 stopped in the test before; both come back.
    instances[1] = startInstance(1, env);
    instances[2] = startInstance(2, env);
    await healthyBehindBalancer(["app1", "app2", "app3"]);
    const after = await load({ token: undefined, durationMs: 1_500, concurrency: 6 });
    expect(after.failures).toBe(0);
    expect(new Set(after.answers.map((a) => a.servedBy)).size).toBe(3);
  }, 180_000);

  liveAcrossInstances();
  liveInBrowsers();
});
