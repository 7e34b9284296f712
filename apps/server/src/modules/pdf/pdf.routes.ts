import { type Checklist, type PrintMode, setPrintMode, withoutDoneItems } from "@listful/checklist";
import type { FastifyInstance } from "fastify";
import { readDocument } from "../../lib/document-input.ts";
import { endpoint } from "../../lib/endpoint.ts";
import type { PremiumGate } from "../billing/premium-gate.ts";
import { attachmentDisposition } from "./content-disposition.ts";
import type { PrintRenderer } from "./print-renderer.ts";
import { imposeTwoUp } from "./two-up.ts";

/** The document as this print asks for it: in its print mode, without what is done. */
function printed(
  doc: Checklist,
  options: { mode?: PrintMode | undefined; hideDone?: boolean | undefined },
): Checklist {
  const moded = options.mode ? setPrintMode(doc, { printMode: options.mode }) : doc;
  return options.hideDone ? withoutDoneItems(moded) : moded;
}

export async function pdfRoutes(
  app: FastifyInstance,
  deps: { renderer: PrintRenderer; premium: PremiumGate },
) {
  endpoint(
    app,
    "POST /api/pdf",
    {
      config: { public: true },
      bodyLimit: 1024 * 1024,
      onRequest: [app.limiter({ name: "pdf", max: 30, windowMs: 60_000 })],
    },
    async (request, reply) => {
      const { format, mode, orientation, hideDone, twoUp } = request.body;
      const saved = readDocument(request.body.data);
      const user = request.principal?.user;
      await deps.premium.checkTemplate(user, request.body.templateId);
      await deps.premium.checkOutput(user, saved);
      const doc = printed(saved, { mode, hideDone });
      const paper = { format: format ?? doc.pageFormat, orientation: orientation ?? doc.orientation };
      const pages = await deps.renderer.pdf(doc, paper);
      // The contract lets twoUp through only with a small paper's format.
      const pdf = twoUp ? await imposeTwoUp(pages, paper.format) : pages;
      return reply
        .type("application/pdf")
        .header("content-disposition", attachmentDisposition(doc, "pdf"))
        .header("cache-control", "no-store")
        .send(pdf);
    },
  );
}
