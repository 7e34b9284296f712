import { Marked, type Tokens } from "marked";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Addresses an article may link to: the app's own pages, the web and mail. Anything else (javascript:) is dropped. */
function isSafeHref(href: string): boolean {
  return /^(\/(?!\/)|#|https?:\/\/|mailto:)/i.test(href.trim());
}

/**
 * Markdown to HTML for the blog. Raw HTML in an article is shown as text, never passed through, and links or
 * images to other schemes than http(s), mailto and the app's own paths are dropped, so the page can insert
 * the result as it is.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(token.text);
    },
    link(token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      if (!isSafeHref(token.href)) return text;
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : "";
      const external = /^https?:\/\//i.test(token.href) ? ' rel="noopener"' : "";
      return `<a href="${escapeHtml(token.href)}"${title}${external}>${text}</a>`;
    },
    image(token: Tokens.Image) {
      if (!isSafeHref(token.href)) return escapeHtml(token.text);
      return `<img src="${escapeHtml(token.href)}" alt="${escapeHtml(token.text)}" loading="lazy">`;
    },
  },
});

export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
