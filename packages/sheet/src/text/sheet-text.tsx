import type { ReactElement } from "react";
import { cssVars } from "../page/css-vars.ts";
import { useSheet } from "../sheet-context.ts";
import { EditableText, type EditableTextProps } from "./editable-text.tsx";

type SheetTextProps = Omit<EditableTextProps, "onEdit"> & {
  /** Makes the text an input in edit mode; without it the text is always printed. */
  readonly onEdit?: (text: string) => void;
};

/**
 * Document text in its fixed slot: printed (escaped by React, clamped to `lines` with an ellipsis) or,
 * in edit mode, a plain-text input of the same size.
 */
export function SheetText(props: SheetTextProps): ReactElement {
  const { isEditing } = useSheet();
  const { onEdit, text, lines, className } = props;
  if (isEditing && onEdit) return <EditableText {...props} onEdit={onEdit} />;
  return (
    <span
      className={className ? `ls-clamp ${className}` : "ls-clamp"}
      style={cssVars({ "--ls-lines": lines })}
    >
      {text}
    </span>
  );
}
