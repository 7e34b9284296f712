import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.ts";

describe("renderMarkdown", () => {
  it("renders headings, lists and links to the app's pages", () => {
    const html = renderMarkdown("## Title\n\n- one\n- [habit tracker](/habit-tracker-template)\n");
    expect(html).toContain("<h2");
    expect(html).toContain('<a href="/habit-tracker-template">habit tracker</a>');
  });

  it("shows raw HTML as text instead of passing it through", () => {
    const html = renderMarkdown('Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;");
  });

  it("drops links and images with unsafe schemes", () => {
    const html = renderMarkdown(
      "[click](javascript:alert(1)) ![x](data:text/html,hi) [web](https://example.com)",
    );
    expect(html).not.toMatch(/javascript:|data:/);
    expect(html).toContain("click");
    expect(html).toContain('<a href="https://example.com" rel="noopener">web</a>');
  });
});
