import { type Design, setBackground } from "@listful/checklist";
import { usePremiumMarks } from "../../../lib/premium-marks.ts";
import { Button } from "../../../ui/button.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { type Choice, ChoiceGrid } from "../controls/choice-grid.tsx";
import { PremiumBadge } from "../controls/premium-badge.tsx";
import { useEditorActions } from "../state/editor-context.ts";
import { useBackgrounds } from "./use-backgrounds.ts";

const NONE = "none";

/**
 * The backgrounds behind every page, as pictures to pick from (at most 48rem tall, scrolling beyond).
 * Premium ones carry a diamond when that means something (payments on, not subscribed); in free mode
 * they are as open as the rest and look it.
 */
export function BackgroundPicker({ design }: { design: Design }) {
  const { change } = useEditorActions();
  const { backgrounds, status, retry } = useBackgrounds();
  const showPremium = usePremiumMarks();
  if (status === "loading") {
    return (
      <p className="flex items-center gap-0.5 text-sm text-muted" role="status">
        <Spinner /> Loading backgrounds…
      </p>
    );
  }
  if (status === "failed" || !backgrounds) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-0.5 rounded-xl bg-[#fff0ef] p-0.75 text-sm text-danger"
      >
        The backgrounds could not be loaded.
        <Button size="sm" variant="secondary" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  }
  const choices: Choice<string>[] = [
    {
      value: NONE,
      label: "None",
      picture: <span className="block aspect-[797/1127] bg-white" />,
    },
    ...backgrounds.map((background) => {
      const isMarked = showPremium && background.isPremium;
      return {
        value: String(background.id),
        label: background.name,
        title: isMarked ? `${background.name} (Premium)` : background.name,
        picture: (
          <img
            src={background.image}
            alt=""
            loading="lazy"
            width={80}
            height={113}
            className="block aspect-[797/1127] h-auto w-full object-cover"
          />
        ),
        ...(isMarked ? { badge: <PremiumBadge /> } : {}),
      };
    }),
  ];
  return (
    <div className="max-h-48 overflow-y-auto rounded-xl">
      <ChoiceGrid
        label="Background"
        columns="grid-cols-3"
        value={design.showBackground ? String(design.backgroundId) : NONE}
        onChange={(value) =>
          change((doc) =>
            value === NONE
              ? setBackground(doc, { showBackground: false })
              : setBackground(doc, { showBackground: true, backgroundId: Number(value) }),
          )
        }
        choices={choices}
      />
    </div>
  );
}
