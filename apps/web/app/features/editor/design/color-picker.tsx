import { type ColorRole, type Colors, findPalette, setColor } from "@listful/checklist";
import { Popover } from "radix-ui";
import { HexColorInput, HexColorPicker } from "react-colorful";
import { usePremiumMarks } from "../../../lib/premium-marks.ts";
import { PremiumBadge } from "../controls/premium-badge.tsx";
import { useEditorActions } from "../state/editor-context.ts";
import { COLOR_ROLE_NAMES } from "./color-roles.ts";

type ColorPickerProps = { readonly colors: Colors; readonly palette: number };

function RoleColor({
  role,
  name,
  color,
  paletteColor,
}: {
  role: ColorRole;
  name: string;
  color: string;
  paletteColor?: string;
}) {
  const { change } = useEditorActions();
  // Your own colours come with Premium: the picker says so where that means something (decision 0017).
  const isMarked = usePremiumMarks();
  // Dragging the picker sends many colours: one undo step per colour per drag.
  const set = (value: string) => change((doc) => setColor(doc, { role, color: value }), `color:${role}`);
  return (
    <Popover.Root>
      <Popover.Trigger className="group flex w-full min-w-0 items-center gap-0.5 rounded-xl border border-line p-0.3 pr-0.5 text-left transition-colors hover:border-primary-300 hover:bg-primary-50 data-[state=open]:border-primary-500">
        <span
          className="block size-2 shrink-0 rounded-lg border border-black/10 shadow-[inset_0_0_0_2px_white]"
          style={{ background: `#${color}` }}
        />
        <span className="min-w-0">
          <span className="block text-sm font-medium text-ink">
            {name}
            <span className="sr-only"> colour</span>
          </span>
          <span className="block font-mono text-xs text-muted uppercase">#{color}</span>
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          sideOffset={6}
          collisionPadding={12}
          aria-label={`${name} colour`}
          className="editor-color-picker z-40 w-14 animate-pop-in rounded-2xl border border-line bg-white p-0.75 shadow-lift"
        >
          <p className="mb-0.5 flex items-center gap-0.3 text-sm font-medium text-ink">
            {name} colour
            {isMarked ? <PremiumBadge /> : null}
          </p>
          <HexColorPicker color={`#${color}`} onChange={set} />
          <div className="mt-0.75 flex items-center gap-0.5">
            <span aria-hidden="true" className="text-muted">
              #
            </span>
            <HexColorInput
              color={`#${color}`}
              onChange={set}
              aria-label={`${name} colour as hex`}
              className="h-2.25 min-w-0 flex-1 rounded-lg border border-line px-0.5 font-mono text-sm uppercase focus:border-primary-500 focus:ring-4 focus:ring-primary-100 focus:outline-none"
            />
          </div>
          {paletteColor && paletteColor !== color ? (
            <button
              type="button"
              onClick={() => change((doc) => setColor(doc, { role, color: paletteColor }))}
              className="mt-0.5 text-sm font-medium text-primary-700 hover:underline"
            >
              Back to the palette's colour
            </button>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The six colours in use, each with its own picker (react-colorful) and hex field. */
export function ColorPicker({ colors, palette }: ColorPickerProps) {
  const paletteColors = findPalette(palette)?.colors;
  return (
    <ul aria-label="Colours" className="grid grid-cols-2 gap-0.5">
      {COLOR_ROLE_NAMES.map(({ role, name }) => (
        <li key={role} className="min-w-0">
          <RoleColor
            role={role}
            name={name}
            color={colors[role]}
            {...(paletteColors ? { paletteColor: paletteColors[role] } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
