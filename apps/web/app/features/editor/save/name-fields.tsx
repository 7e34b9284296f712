import { LIMITS, setHeadline, setTitle } from "@listful/checklist";
import { memo } from "react";
import { CountedTextField } from "../controls/counted-text-field.tsx";
import { useEditorActions } from "../state/editor-context.ts";

/** The checklist's title (also its name in the collection) and the headline under it. */
export const NameFields = memo(function NameFields({ title, headline }: { title: string; headline: string }) {
  const { change } = useEditorActions();
  return (
    <div className="flex flex-col gap-0.75">
      <CountedTextField
        label="Title"
        value={title}
        maxLength={LIMITS.titleText}
        placeholder="My checklist"
        onChange={(text) => change((doc) => setTitle(doc, { text }), "panel:title")}
      />
      <CountedTextField
        label="Headline"
        value={headline}
        maxLength={LIMITS.headline}
        placeholder="A line under the title"
        onChange={(text) => change((doc) => setHeadline(doc, { text }), "panel:headline")}
      />
    </div>
  );
});
