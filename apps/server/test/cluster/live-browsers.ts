import { CHROMIUM_ARGS, chromiumPath } from "@listful/server/chromium";
import { chromium, type Page } from "playwright-core";
import { expect, it } from "vitest";
import { env, healthyBehindBalancer, instances, METRICS_TOKEN } from "./cluster-setup.ts";
import { BALANCER, type Instance, startInstance, waitUntil } from "./harness.ts";
import { sharedTickList } from "./live-across.ts";

/** How many live pages each instance has open, read off its own /metrics (a dead one counts none). */
async function liveSockets(): Promise<number[]> {
  return Promise.all(
    instances.map(async (instance) => {
      const metrics = await fetch(`http://127.0.0.1:${instance.port}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      }).then(
        (response) => response.text(),
        () => "",
      );
      return Number(/^listful_live_sockets (\d+)$/m.exec(metrics)?.[1] ?? 0);
    }),
  );
}

/** Opens the check-off page; answers the instance its live socket went to, once that page shows it is live. */
async function openLive(page: Page, id: string, others: number): Promise<number> {
  const before = await liveSockets();
  await page.goto(`${BALANCER}/check-off?id=${id}`);
  await page
    .getByTestId("live-presence")
    .getByText(others === 0 ? "Only you here" : `${others + 1} people here`)
    .waitFor({ timeout: 30_000 });
  let index = -1;
  await waitUntil("the page's socket on an instance", async () => {
    const after = await liveSockets();
    index = after.findIndex((count, i) => count > (before[i] ?? 0));
    return index >= 0;
  });
  return index;
}

const checked = (page: Page) =>
  page.getByRole("checkbox").evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked));

/** Two people in two browsers, on a list whose pages are on two instances; one instance killed under them. */
export function liveInBrowsers() {
  it("two browsers on two instances see each other's ticks; when one's instance dies, both reconnect and converge", async () => {
    const { saved } = await sharedTickList("browsers");
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    /** The instance killed under the pages, started again at the end. */
    let killed: number | undefined;
    try {
      const laptop = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      const phone = await (
        await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true })
      ).newPage();
      const laptopOn = await openLive(laptop, saved.id, 0);
      let phoneOn = await openLive(phone, saved.id, 1);
      // Round robin: opening the page again puts its socket on the next instance.
      for (let tries = 0; phoneOn === laptopOn && tries < 6; tries++) {
        await phone.goto("about:blank");
        phoneOn = await openLive(phone, saved.id, 1);
      }
      expect(phoneOn).not.toBe(laptopOn);
      await expect.poll(() => laptop.getByTestId("live-presence").textContent()).toContain("2 people here");

      await phone.getByRole("checkbox").nth(0).tap();
      await expect.poll(() => checked(laptop).then((boxes) => boxes[0])).toBe(true);
      await laptop.getByRole("checkbox").nth(1).click();
      await expect.poll(() => checked(phone).then((boxes) => boxes[1])).toBe(true);

      // The laptop's instance dies: its page says so, opens again on another instance, and catches up.
      const victim = instances[laptopOn] as Instance;
      killed = laptopOn;
      victim.child.kill("SIGKILL");
      await victim.exited;
      await phone.getByRole("checkbox").nth(2).tap();
      await expect.poll(() => checked(laptop).then((boxes) => boxes[2]), { timeout: 30_000 }).toBe(true);
      await laptop.getByRole("checkbox").nth(3).click();
      await expect.poll(() => checked(phone).then((boxes) => boxes[3]), { timeout: 30_000 }).toBe(true);
      await expect
        .poll(() => laptop.getByTestId("live-presence").textContent(), { timeout: 45_000 })
        .toContain("2 people here");

      // Both pages end as the stored list is.
      const stored = (await (await fetch(`${BALANCER}/api/checklist/preview/${saved.id}`)).json()) as {
        revision: number;
      };
      expect(stored.revision).toBe(saved.revision + 4);
      await expect.poll(() => checked(laptop)).toEqual(await checked(phone));
      expect((await checked(laptop)).slice(0, 4)).toEqual([true, true, true, true]);
    } finally {
      await browser.close();
      if (killed !== undefined) {
        instances[killed] = startInstance(killed, env);
        await healthyBehindBalancer(["app1", "app2", "app3"]);
      }
    }
  }, 240_000);
}
