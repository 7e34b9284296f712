import {
  type Checklist,
  LIMITS,
  type Orientation,
  type PageFormat,
  setBlockPerPage,
  setFooter,
  setOrientation,
  setPageFormat,
} from "@listful/checklist";
import { Segmented } from "../../../ui/segmented.tsx";
import { CountedTextField } from "../controls/counted-text-field.tsx";
import { SelectField } from "../controls/select-field.tsx";
import { SwitchField } from "../controls/switch-field.tsx";
import { useEditorActions } from "../state/editor-context.ts";

/** Every paper a sheet is laid out for; A5 and half-letter also print two on one A4 or Letter sheet. */
const FORMATS: readonly { value: PageFormat; label: string }[] = [
  { value: "a4", label: "A4" },
  { value: "letter", label: "US Letter" },
  { value: "a5", label: "A5 (148 x 210 mm)" },
  { value: "half-letter", label: "US half-letter (5.5 x 8.5 in)" },
];

const ORIENTATIONS = [
  { value: "portrait", label: "Portrait" },
  { value: "landscape", label: "Landscape" },
] as const;

type PageSettingsProps = {
  readonly pageFormat: PageFormat;
  readonly orientation: Orientation;
  readonly blockPerPage: number | null;
  readonly footer: Checklist["footer"];
};

/** Paper size and orientation, how many blocks share a page, and the footer. */
export function PageSettings({ pageFormat, orientation, blockPerPage, footer }: PageSettingsProps) {
  const { change } = useEditorActions();
  return (
    <div className="flex flex-col gap-0.75">
      <SelectField
        label="Page format"
        value={pageFormat}
        onChange={(event) => {
          const format = FORMATS.find((option) => option.value === event.target.value)?.value ?? "a4";
          change((doc) => setPageFormat(doc, { pageFormat: format }));
        }}
      >
        {FORMATS.map((format) => (
          <option key={format.value} value={format.value}>
            {format.label}
          </option>
        ))}
      </SelectField>
      <Segmented
        label="Orientation"
        value={orientation}
        options={ORIENTATIONS}
        onChange={(value: Orientation) => change((doc) => setOrientation(doc, { orientation: value }))}
      />
      <SelectField
        label="Blocks per page"
        value={blockPerPage ?? ""}
        onChange={(event) => {
          const value = event.target.value === "" ? null : Number(event.target.value);
          change((doc) => setBlockPerPage(doc, { blockPerPage: value }));
        }}
      >
        <option value="">As many as fit</option>
        {Array.from({ length: LIMITS.blockPerPage }, (_, index) => index + 1).map((count) => (
          <option key={count} value={count}>
            {count === 1 ? "One block" : `Up to ${count} blocks`}
          </option>
        ))}
      </SelectField>
      <div>
        <SwitchField
          label="Footer on every page"
          checked={footer.isVisible}
          onChange={(isVisible) => change((doc) => setFooter(doc, { isVisible }))}
        />
        {footer.isVisible ? (
          <>
            <SwitchField
              label="Page numbers"
              checked={footer.showPageNumbers}
              onChange={(showPageNumbers) => change((doc) => setFooter(doc, { showPageNumbers }))}
            />
            <CountedTextField
              label="Footer text"
              value={footer.text}
              maxLength={LIMITS.footerText}
              placeholder="Made with Listful"
              onChange={(text) => change((doc) => setFooter(doc, { text }), "footer-text")}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
