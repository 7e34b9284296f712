import { HREFS } from "../../lib/hrefs.ts";
import { AppLink } from "../../ui/app-link.tsx";

export function LogoMark({ className = "size-2.25" }: { className?: string }) {
  return (
    <svg viewBox="0 0 36 36" className={className} aria-hidden="true" focusable="false">
      <rect width="36" height="36" rx="10" fill="#7138e3" />
      <rect x="9" y="8" width="18" height="21" rx="3" fill="#fff" />
      <path d="m12.5 14.2 2 2 3.6-3.8" fill="none" stroke="#7138e3" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M20 14.5h3.5M12.5 21h11" stroke="#c3acff" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="28.5" cy="8" r="4" fill="#ffc957" />
    </svg>
  );
}

export function Logo() {
  return (
    <AppLink
      to={HREFS.home}
      className="flex shrink-0 items-center gap-0.5 rounded-lg"
      aria-label="Listful home"
    >
      <LogoMark />
      <span className="text-[1.35rem] font-bold tracking-tight text-ink">Listful</span>
    </AppLink>
  );
}
