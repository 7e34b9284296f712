import type { LegalDocument } from "./legal-documents.server.ts";

export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <div className="bg-gradient-to-b from-lilac to-white">
        <div className="mx-auto max-w-45 px-1 pt-2.5 pb-1.5 md:pt-4">
          <p className="text-sm font-medium tracking-wider text-primary-700 uppercase">Legal</p>
          <h1 className="mt-0.5 text-3xl font-medium tracking-tight text-ink md:text-5xl">
            {document.title}
          </h1>
        </div>
      </div>
      <article
        className="rich-text mx-auto max-w-45 px-1 pb-4"
        // Rendered on the server from Markdown kept in the repository, never from user input.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, first-party content.
        dangerouslySetInnerHTML={{ __html: document.html }}
      />
    </>
  );
}
