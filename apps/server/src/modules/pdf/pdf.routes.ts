import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import { checklistTitle, setPrintMode } from "@listful/checklist";
import { PdfBodySchema, PdfResponseSchema } from "@listful/contracts";
import type { FastifyInstance } from "fastify";
import { readDocument } from "../checklists/checklists.service.ts";
import type { PrintRenderer } from "./print-renderer.ts";

/** "My March habits" -> my-march-habits.pdf; anything else a file name cannot hold is dropped. */
export function pdfFileName(title: string): string {
  const ascii = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${ascii || "checklist"}.pdf`;
}

export function contentDisposition(title: string): string {
  const fallback = pdfFileName(title);
  // Characters file systems refuse become spaces; control characters cannot occur (the schema refuses them).
  const readable = title
    .replace(/[\\/:*?"<>|]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  const utf8 = `${readable || "checklist"}.pdf`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(utf8)}`;
}

export async function pdfRoutes(app: FastifyInstance, deps: { renderer: PrintRenderer }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/api/pdf",
    {
      config: { public: true },
      bodyLimit: 1024 * 1024,
      onRequest: [app.limiter({ name: "pdf", max: 30, windowMs: 60_000 })],
      schema: { body: PdfBodySchema, response: { 200: PdfResponseSchema } },
    },
    async (request, reply) => {
      const { format, mode, orientation } = request.body;
      const saved = readDocument(request.body.data);
      const doc = mode ? setPrintMode(saved, { printMode: mode }) : saved;
      const pdf = await deps.renderer.pdf(doc, {
        format: format ?? doc.pageFormat,
        orientation: orientation ?? doc.orientation,
      });
      return reply
        .type("application/pdf")
        .header("content-disposition", contentDisposition(checklistTitle(doc)))
        .header("cache-control", "no-store")
        .send(pdf);
    },
  );
}
