import { describe, expect, it } from "vitest";
import { embedCode, mailtoLink, socialLinks } from "./share-links.ts";

describe("share links", () => {
  it("escapes the title inside the iframe code", () => {
    const code = embedCode("https://listful.app/view?id=1&embed=1", 'My "best" <list> & more', 600, 800);
    expect(code).toContain('title="My &quot;best&quot; &lt;list> &amp; more"');
    expect(code).toContain('width="600" height="800"');
  });

  it("encodes the address and title for every service", () => {
    const links = socialLinks("https://listful.app/view?id=1", "Habits & goals", null);
    expect(links.map((link) => link.name)).toEqual(["Facebook", "X", "Pinterest", "WhatsApp", "LinkedIn"]);
    for (const link of links) expect(link.href).not.toContain("Habits & goals");
    expect(links[0]?.href).toContain(encodeURIComponent("https://listful.app/view?id=1"));
  });

  it("writes a mail with the title as subject and the link in the body", () => {
    const href = mailtoLink("https://listful.app/view?id=1", "Packing");
    expect(href.startsWith("mailto:?subject=Packing&body=")).toBe(true);
    expect(decodeURIComponent(href)).toContain("https://listful.app/view?id=1");
  });
});
