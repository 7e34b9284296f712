import { setPrintMode } from "@listful/checklist";
import type { FastifyInstance } from "fastify";
import { endpoint } from "../../lib/endpoint.ts";
import type { PremiumGate } from "../billing/premium-gate.ts";
import { readDocument } from "../checklists/checklists.service.ts";
import { attachmentDisposition } from "./content-disposition.ts";
import type { PrintRenderer } from "./print-renderer.ts";

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
      const { format, mode, orientation } = request.body;
      const saved = readDocument(request.body.data);
      const user = request.principal?.user;
      await deps.premium.checkTemplate(user, request.body.templateId);
      await deps.premium.checkOutput(user, saved);
      const doc = mode ? setPrintMode(saved, { printMode: mode }) : saved;
      const pdf = await deps.renderer.pdf(doc, {
        format: format ?? doc.pageFormat,
        orientation: orientation ?? doc.orientation,
      });
      return reply
        .type("application/pdf")
        .header("content-disposition", attachmentDisposition(doc, "pdf"))
        .header("cache-control", "no-store")
        .send(pdf);
    },
  );
}
