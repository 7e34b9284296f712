import { marked } from "marked";
import cookiesPolicy from "./content/cookies-policy.md?raw";
import privacyPolicy from "./content/privacy-policy.md?raw";
import termsOfUse from "./content/terms-of-use.md?raw";

export type LegalSlug = "privacy-policy" | "terms-of-use" | "cookies-policy";

export type LegalDocument = { title: string; description: string; html: string };

const SOURCES: Record<LegalSlug, { title: string; description: string; markdown: string }> = {
  "privacy-policy": {
    title: "Privacy policy",
    description:
      "What personal data Listful collects, why, how long it is kept and the rights you have over it.",
    markdown: privacyPolicy,
  },
  "terms-of-use": {
    title: "Terms of use",
    description: "The agreement between you and Listful: your account, your content, Premium and fair use.",
    markdown: termsOfUse,
  },
  "cookies-policy": {
    title: "Cookies policy",
    description:
      "The few cookies Listful uses to keep you signed in, and the third parties that may set their own.",
    markdown: cookiesPolicy,
  },
};

const rendered = new Map<LegalSlug, LegalDocument>();

/** The document as HTML, rendered once per process: the Markdown is ours and does not change at run time. */
export function getLegalDocument(slug: LegalSlug): LegalDocument {
  const cached = rendered.get(slug);
  if (cached) return cached;
  const { title, description, markdown } = SOURCES[slug];
  const document = { title, description, html: marked.parse(markdown, { async: false }) };
  rendered.set(slug, document);
  return document;
}
