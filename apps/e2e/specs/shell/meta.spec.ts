import { expect, test } from "@playwright/test";

const PAGES: [path: string, title: RegExp][] = [
  ["/", /free online checklist maker/i],
  ["/login", /^Log in \| Listful$/],
  ["/register", /^Create your free account \| Listful$/],
  ["/forgot-password", /^Forgot password \| Listful$/],
  ["/reset-password", /^Choose a new password \| Listful$/],
  ["/contact-us", /^Contact us \| Listful$/],
  ["/privacy-policy", /^Privacy policy \| Listful$/],
  ["/terms-of-use", /^Terms of use \| Listful$/],
  ["/cookies-policy", /^Cookies policy \| Listful$/],
];

test("every page has its own title and description", async ({ request }) => {
  const descriptions = new Set<string>();
  for (const [path, title] of PAGES) {
    const html = await (await request.get(path)).text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], path).toMatch(title);
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
    expect(description, path).toBeTruthy();
    descriptions.add(description ?? "");
  }
  expect(descriptions.size).toBe(PAGES.length);
});

test("the home page presents Listful as a free online checklist maker", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toMatch(
    /<meta name="description" content="[^"]*free online checklist maker with customizable templates and ready-to-use printables/,
  );
});
