import "../styles/content.css";
import { getLegalDocument } from "../features/legal/legal-documents.server.ts";
import { LegalPage } from "../features/legal/legal-page.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/privacy-policy";

export function loader() {
  return getLegalDocument("privacy-policy");
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.title, loaderData.description) : [];
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData} />;
}
