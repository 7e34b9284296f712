import { requireUser } from "../features/auth/guards.server.ts";
import { DashboardWelcome } from "../features/dashboard/dashboard-welcome.tsx";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/dashboard";

export function meta() {
  return pageMeta("My collection", "Your saved checklists, bookmarks and folders on Listful.");
}

export function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  return { name: user.name };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardWelcome name={loaderData.name} />;
}
