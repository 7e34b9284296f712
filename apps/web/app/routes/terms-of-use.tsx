import "../styles/content.css";
import { getLegalDocument } from "../features/legal/legal-documents.server.ts";
import { LegalPage } from "../features/legal/legal-page.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/terms-of-use";

export function loader() {
  return getLegalDocument("terms-of-use");
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.title, loaderData.description) : [];
}

export default function TermsOfUse({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData} />;
}
