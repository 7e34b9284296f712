import type { Colors, HeaderStyle } from "@listful/checklist";

type HeaderThumbnailProps = { readonly style: HeaderStyle; readonly colors: Colors };

/** A small drawing of one of the five page headers, in the checklist's own colours. */
export function HeaderThumbnail({ style, colors }: HeaderThumbnailProps) {
  const ink = `#${colors.color2}`;
  const soft = `#${colors.color1}`;
  const line = `#${colors.color3}`;
  return (
    <svg
      viewBox="0 0 80 64"
      className="block h-auto w-full"
      aria-hidden="true"
      style={{ background: `#${colors.color6}` }}
    >
      {style === 1 ? (
        <>
          <rect x={18} y={14} width={44} height={6} rx={3} fill={ink} />
          <rect x={28} y={25} width={24} height={2.5} rx={1.2} fill={soft} opacity={0.55} />
        </>
      ) : null}
      {style === 2 ? (
        <>
          <rect x={8} y={12} width={40} height={6} rx={3} fill={ink} />
          <rect x={8} y={22} width={24} height={2.5} rx={1.2} fill={soft} opacity={0.55} />
          <line x1={8} x2={72} y1={30} y2={30} stroke={line} strokeWidth={1.2} />
        </>
      ) : null}
      {style === 3 ? (
        <>
          <rect x={0} y={6} width={80} height={26} fill={`#${colors.color4}`} />
          <rect x={18} y={13} width={44} height={6} rx={3} fill={ink} />
          <rect x={28} y={23} width={24} height={2.5} rx={1.2} fill={soft} opacity={0.55} />
        </>
      ) : null}
      {style === 4 ? (
        <>
          <rect x={8} y={16} width={34} height={6} rx={3} fill={ink} />
          <rect x={52} y={18} width={20} height={2.5} rx={1.2} fill={soft} opacity={0.55} />
        </>
      ) : null}
      {style === 5 ? (
        <>
          <rect x={10} y={7} width={60} height={26} rx={2} fill="none" stroke={line} strokeWidth={1.2} />
          <rect x={22} y={13} width={36} height={6} rx={3} fill={ink} />
          <rect x={30} y={23} width={20} height={2.5} rx={1.2} fill={soft} opacity={0.55} />
        </>
      ) : null}
      {[42, 49, 56].map((y) => (
        <rect key={y} x={8} y={y} width={64} height={2} rx={1} fill={soft} opacity={0.15} />
      ))}
    </svg>
  );
}
