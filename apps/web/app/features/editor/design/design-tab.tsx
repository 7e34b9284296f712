import { getLayoutNote, hasMonthView } from "@listful/checklist";
import { memo } from "react";
import { PanelSection } from "../controls/panel-section.tsx";
import { SECTION_IDS } from "../panel/panel-tabs.ts";
import { useEditorDoc } from "../state/editor-context.ts";
import { BackgroundPicker } from "./background-picker.tsx";
import { CalendarSettings } from "./calendar-settings.tsx";
import { ColorPicker } from "./color-picker.tsx";
import { FontSettings } from "./font-settings.tsx";
import { HeaderPicker, LayoutPicker } from "./layout-picker.tsx";
import { PageSettings } from "./page-settings.tsx";
import { PalettePicker } from "./palette-picker.tsx";
import { getPeriodControls } from "./period-controls.ts";
import { PeriodSettings, type PeriodSettingsProps } from "./period-settings.tsx";
import { PrintModeSwitch } from "./print-mode-switch.tsx";

// Each section gets only its part of the document, so typing on the sheet re-renders none of them.
const Layouts = memo(LayoutPicker);
const Headers = memo(HeaderPicker);
const Palettes = memo(PalettePicker);
const Colors = memo(ColorPicker);
const Fonts = memo(FontSettings);
const Backgrounds = memo(BackgroundPicker);
const Calendar = memo(CalendarSettings);
const Page = memo(PageSettings);
const PrintMode = memo(PrintModeSwitch);
const Period = memo(PeriodSettings, isSamePeriod);

/** The unit choices are a new list each time: compared by their units. */
function isSamePeriod(a: PeriodSettingsProps, b: PeriodSettingsProps): boolean {
  return (Object.keys(a) as (keyof PeriodSettingsProps)[]).every((key) =>
    key === "units" ? a.units.join() === b.units.join() : a[key] === b[key],
  );
}

/** The Design tab: period (for a sheet with dates), layout, header, colours, fonts, background, calendar and page. */
export function DesignTab() {
  const doc = useEditorDoc();
  const { design } = doc;
  const hasCalendar = doc.blocks.some((block) => block.kind === "calendar");
  const period = getPeriodControls(doc);
  return (
    <div>
      <div className="px-1.25 pt-1.25">
        <h2 className="text-lg font-medium text-ink">Design</h2>
        <p className="text-sm text-muted max-lg:hidden">Every change shows on the pages at once.</p>
      </div>
      {period ? (
        <PanelSection title="Period" description="The dates the sheet prints.">
          <Period {...period} weekStart={doc.weekStart} showWeekNumbers={doc.showWeekNumbers} />
        </PanelSection>
      ) : null}
      <PanelSection title="Layout">
        <Layouts layout={doc.layout} colors={design.colors} note={getLayoutNote(doc)} />
      </PanelSection>
      <PanelSection title="Header">
        <Headers header={doc.header} colors={design.colors} />
      </PanelSection>
      <PanelSection title="Colours" description="Start from a palette, then fine-tune any colour.">
        <div className="flex flex-col gap-1">
          <Palettes palette={design.palette} />
          <Colors colors={design.colors} palette={design.palette} />
          <PrintMode printMode={design.printMode} />
        </div>
      </PanelSection>
      <PanelSection title="Fonts and text">
        <Fonts
          titleFont={doc.title.fontFamily}
          titleWeight={doc.title.fontWeight}
          fonts={design.fonts}
          itemOptions={doc.itemOptions}
        />
      </PanelSection>
      <PanelSection id={SECTION_IDS.backgrounds} title="Background">
        <Backgrounds design={design} />
      </PanelSection>
      <PanelSection id={SECTION_IDS.calendar} title="Calendar">
        <Calendar calendar={doc.calendar} hasCalendar={hasCalendar} isMonthView={hasMonthView(doc)} />
      </PanelSection>
      <PanelSection title="Page">
        <Page
          pageFormat={doc.pageFormat}
          orientation={doc.orientation}
          blockPerPage={doc.blockPerPage}
          footer={doc.footer}
        />
      </PanelSection>
    </div>
  );
}
