import { data } from "react-router";
import { ErrorPage } from "../features/shell/error-page.tsx";
import { pageMeta } from "../lib/meta.ts";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return pageMeta("Page not found", "The page you are looking for cannot be found.");
}

export default function NotFound() {
  return <ErrorPage kind="not-found" />;
}
