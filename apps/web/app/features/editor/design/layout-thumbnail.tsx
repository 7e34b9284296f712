import type { Colors, LayoutId } from "@listful/checklist";

/** Positions to draw, as values: each is its own key. */
const range = (count: number) => Array.from({ length: count }, (_, index) => index);

type ThumbnailProps = { readonly layout: LayoutId; readonly colors: Colors };

function Rows({
  x,
  y,
  count,
  width,
  gap,
  colors,
  checked = [],
}: {
  x: number;
  y: number;
  count: number;
  width: number;
  gap: number;
  colors: Colors;
  checked?: readonly number[];
}) {
  return (
    <>
      {range(count).map((row) => {
        const top = y + row * gap;
        const isChecked = checked.includes(row);
        return (
          <g key={row}>
            <rect
              x={x}
              y={top}
              width={4}
              height={4}
              rx={0.8}
              fill={isChecked ? `#${colors.color3}` : "none"}
              stroke={`#${colors.color3}`}
              strokeWidth={0.8}
            />
            <rect
              x={x + 7}
              y={top + 1.2}
              width={width - 7}
              height={1.6}
              rx={0.8}
              fill={`#${colors.color1}`}
              opacity={isChecked ? 0.35 : 0.7}
            />
          </g>
        );
      })}
    </>
  );
}

/** Week across: a strip over seven day columns (a heading and three ticks each), notes below. */
function WeekAcross({ colors }: { colors: Colors }) {
  return (
    <>
      <rect x={8} y={15} width={64} height={5} rx={1} fill={`#${colors.color5}`} />
      {range(7).map((day) => (
        <g key={day}>
          <rect x={8 + day * 9.3} y={23} width={8} height={2.4} rx={0.8} fill={`#${colors.color2}`} />
          {range(3).map((row) => (
            <rect
              key={row}
              x={8 + day * 9.3}
              y={28 + row * 6}
              width={3}
              height={3}
              rx={0.6}
              fill="none"
              stroke={`#${colors.color3}`}
              strokeWidth={0.6}
            />
          ))}
        </g>
      ))}
      {range(2).map((line) => (
        <line
          key={line}
          x1={8}
          x2={72}
          y1={50 + line * 5}
          y2={50 + line * 5}
          stroke={`#${colors.color3}`}
          strokeWidth={0.6}
        />
      ))}
    </>
  );
}

/** A small drawing of one of the six page layouts, in the checklist's own colours. */
export function LayoutThumbnail({ layout, colors }: ThumbnailProps) {
  const title = <rect x={22} y={6} width={36} height={4} rx={2} fill={`#${colors.color2}`} />;
  return (
    <svg
      viewBox="0 0 80 64"
      className="block h-auto w-full"
      aria-hidden="true"
      style={{ background: `#${colors.color6}` }}
    >
      {title}
      {layout === 1 ? <Rows x={10} y={17} count={6} width={60} gap={7.5} colors={colors} /> : null}
      {layout === 2 ? (
        <>
          <Rows x={8} y={17} count={6} width={28} gap={7.5} colors={colors} />
          <Rows x={44} y={17} count={6} width={28} gap={7.5} colors={colors} />
        </>
      ) : null}
      {layout === 3 ? (
        <>
          {range(14).map((cell) => (
            <rect
              key={cell}
              x={10 + (cell % 7) * 8.6}
              y={16 + Math.floor(cell / 7) * 9}
              width={7.6}
              height={8}
              rx={1}
              fill={`#${colors.color5}`}
              stroke={`#${colors.color3}`}
              strokeWidth={0.6}
            />
          ))}
          <Rows x={10} y={38} count={3} width={60} gap={7.5} colors={colors} />
        </>
      ) : null}
      {layout === 4 ? (
        <>
          <Rows x={10} y={17} count={5} width={60} gap={9} colors={colors} />
          {range(5).map((row) => (
            <line
              key={row}
              x1={10}
              x2={70}
              y1={23.5 + row * 9}
              y2={23.5 + row * 9}
              stroke={`#${colors.color4}`}
              strokeWidth={0.8}
            />
          ))}
        </>
      ) : null}
      {layout === 5 ? (
        <Rows x={10} y={17} count={6} width={60} gap={7.5} colors={colors} checked={[4, 5]} />
      ) : null}
      {layout === 6 ? <WeekAcross colors={colors} /> : null}
    </svg>
  );
}
