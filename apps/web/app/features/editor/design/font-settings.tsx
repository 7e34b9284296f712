import {
  type Checklist,
  FONT_FAMILIES,
  FONT_WEIGHTS,
  type FontFamily,
  type FontWeight,
  type ItemFontSize,
  LIMITS,
  PREMIUM_FONTS,
  setFont,
  setItemOptions,
  setTitle,
} from "@listful/checklist";
import { usePremiumMarks } from "../../../lib/premium-marks.ts";
import { Segmented } from "../../../ui/segmented.tsx";
import { NumberField } from "../controls/number-field.tsx";
import { SelectField } from "../controls/select-field.tsx";
import { useEditorActions } from "../state/editor-context.ts";

const WEIGHT_NAMES: Record<FontWeight, string> = { 300: "Light", 400: "Regular", 500: "Medium", 700: "Bold" };
const ITEM_WEIGHTS = [400, 500, 700] as const;
const SIZES = [
  { value: "small", label: "Small" },
  { value: "medium", label: "Medium" },
  { value: "large", label: "Large" },
] as const;

type FontSettingsProps = {
  readonly titleFont: FontFamily;
  readonly titleWeight: FontWeight;
  readonly fonts: Checklist["design"]["fonts"];
  readonly itemOptions: Checklist["itemOptions"];
};

function FontOptions() {
  // The handwriting fonts come with Premium: the list says so where that means something (decision 0017).
  const isMarked = usePremiumMarks();
  return FONT_FAMILIES.map((family) => (
    <option key={family} value={family}>
      {isMarked && PREMIUM_FONTS.includes(family) ? `${family} ◆ Premium` : family}
    </option>
  ));
}

/** The title's, headings' and text's fonts, the items' size and weight, and how long an item may be. */
export function FontSettings({ titleFont, titleWeight, fonts, itemOptions }: FontSettingsProps) {
  const { change } = useEditorActions();
  return (
    <div className="flex flex-col gap-0.75">
      <div className="grid grid-cols-[1fr_auto] gap-0.5">
        <SelectField
          label="Title font"
          value={titleFont}
          onChange={(event) =>
            change((doc) => setTitle(doc, { fontFamily: event.target.value as FontFamily }))
          }
        >
          <FontOptions />
        </SelectField>
        <SelectField
          label="Weight"
          value={titleWeight}
          onChange={(event) =>
            change((doc) => setTitle(doc, { fontWeight: Number(event.target.value) as FontWeight }))
          }
        >
          {FONT_WEIGHTS.map((weight) => (
            <option key={weight} value={weight}>
              {WEIGHT_NAMES[weight]}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField
        label="Headings font"
        value={fonts.heading}
        onChange={(event) =>
          change((doc) => setFont(doc, { role: "heading", fontFamily: event.target.value as FontFamily }))
        }
      >
        <FontOptions />
      </SelectField>
      <div className="grid grid-cols-[1fr_auto] gap-0.5">
        <SelectField
          label="Text font"
          value={fonts.body}
          onChange={(event) =>
            change((doc) => setFont(doc, { role: "body", fontFamily: event.target.value as FontFamily }))
          }
        >
          <FontOptions />
        </SelectField>
        <SelectField
          label="Weight"
          value={itemOptions.css.fontWeight}
          onChange={(event) =>
            change((doc) =>
              setItemOptions(doc, { fontWeight: Number(event.target.value) as 400 | 500 | 700 }),
            )
          }
        >
          {ITEM_WEIGHTS.map((weight) => (
            <option key={weight} value={weight}>
              {WEIGHT_NAMES[weight]}
            </option>
          ))}
        </SelectField>
      </div>
      <Segmented
        label="Item text size"
        value={itemOptions.css.fontSize}
        options={SIZES}
        onChange={(fontSize: ItemFontSize) => change((doc) => setItemOptions(doc, { fontSize }))}
      />
      <NumberField
        label="Longest item (characters)"
        value={itemOptions.maxlength}
        min={LIMITS.maxlengthMin}
        max={LIMITS.maxlengthMax}
        hint="Longer items get more lines on the page."
        onChange={(maxlength) => change((doc) => setItemOptions(doc, { maxlength }), "item-maxlength")}
      />
    </div>
  );
}
