import { Outlet } from "react-router";

/** Pages shown inside other sites (the embedded checklist view): no header, no footer. */
export default function EmbedLayout() {
  return (
    <main id="main" className="min-h-dvh">
      <Outlet />
    </main>
  );
}
