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

/** A small drawing of one of the five page layouts, in the checklist's own colours. */
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
    </svg>
  );
}
