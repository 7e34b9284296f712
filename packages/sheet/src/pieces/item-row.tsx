import {
  editItem,
  getItemPaddingTop,
  getTickSize,
  type Item,
  type ItemRowMetrics,
  toggleItem,
} from "@listful/checklist";
import { memo, type ReactElement } from "react";
import { itemFieldKey } from "../edit/field-keys.ts";
import { handleRowFocus, handleRowKeys } from "../edit/handle-row-keys.ts";
import { ListMarker } from "../markers/list-marker.tsx";
import { TickBox, type TickShape } from "../markers/tick-box.tsx";
import { cssVars } from "../page/css-vars.ts";
import { useSheet } from "../sheet-context.ts";
import { EditableText } from "../text/editable-text.tsx";

export type ItemRowProps = {
  readonly blockId: string;
  readonly marker: TickShape | "bullet" | "number" | "dash";
  readonly item: Item;
  /** "3." in a numbered list, else "". */
  readonly ordinal: string;
  readonly top: number;
  readonly height: number;
  /** The lines pagination measured the text to wrap to; the row is as tall as they are. */
  readonly lines: number;
  readonly metrics: ItemRowMetrics;
  readonly maxLength: number;
  /** Accessible name of the row's controls, e.g. "Morning, item 3". */
  readonly label: string;
};

function isTickShape(marker: ItemRowProps["marker"]): marker is TickShape {
  return marker === "square" || marker === "circle" || marker === "heart" || marker === "star";
}

function ItemText({ text, lines }: { readonly text: string; readonly lines: number }): ReactElement {
  // An empty item prints as a line to write on.
  if (text === "") return <span className="ls-blank-line" />;
  return (
    <span className="ls-clamp ls-item-text" style={cssVars({ "--ls-lines": lines })}>
      {text}
    </span>
  );
}

/**
 * One list item at its fixed row: the marker (a tick box in interactive lists), then the text clamped
 * to the row's lines. Memoised: typing in one item re-renders that row only.
 */
export const ItemRow = memo(function ItemRow(props: ItemRowProps): ReactElement {
  const { blockId, marker, item, ordinal, top, height, lines, metrics, maxLength, label } = props;
  const actions = useSheet();
  const { apply, isEditing, isInteractive } = actions;
  const isTickable = isTickShape(marker);
  const indent = item.depth === 2 ? metrics.subItemIndent : 0;
  const textX = indent + metrics.markerWidth;
  const paddingTop = getItemPaddingTop(metrics, height, lines);
  const rowProps = {
    "data-depth": item.depth,
    "data-checked": isTickable && item.isChecked ? "" : undefined,
    "data-ruled": metrics.isRuled ? "" : undefined,
    style: {
      top,
      height,
      paddingTop,
      paddingLeft: textX,
      fontSize: metrics.fontSize,
      lineHeight: `${metrics.lineHeight}px`,
      ...cssVars({ "--ls-text-x": `${textX}px`, "--ls-text-h": `${lines * metrics.lineHeight}px` }),
    },
  };
  const markerStyle = {
    left: indent,
    top: paddingTop,
    width: metrics.markerWidth,
    height: metrics.lineHeight,
  };
  const shape = isTickable ? (
    <TickBox shape={marker} isChecked={item.isChecked} size={getTickSize(metrics, marker, item.depth)} />
  ) : (
    <ListMarker marker={marker} depth={item.depth} ordinal={ordinal} />
  );
  const toggle = () => apply((doc) => toggleItem(doc, { itemId: item.id }));

  if (isEditing) {
    return (
      <div className="ls-row ls-item" {...rowProps}>
        <span className="ls-marker" style={markerStyle}>
          {isTickable ? (
            // The text input is the row's focus stop; the box is for the mouse.
            <input
              type="checkbox"
              className="ls-check"
              checked={item.isChecked}
              tabIndex={-1}
              aria-label={`Tick ${label}`}
              onChange={toggle}
            />
          ) : null}
          {shape}
        </span>
        {/* The line an empty item prints as, under the input, so the editor shows what prints. */}
        {item.text === "" ? <span className="ls-blank-line" /> : null}
        <EditableText
          text={item.text}
          lines={lines}
          isMultiline
          label={label}
          fieldKey={itemFieldKey(item.id)}
          maxLength={maxLength}
          placeholder="Type an item"
          onEdit={(text) => apply((doc) => editItem(doc, { itemId: item.id, text }))}
          onKeyDown={(event) => handleRowKeys(event, actions.rowKeys, blockId, item.id)}
          onFocus={handleRowFocus}
        />
      </div>
    );
  }
  if (isInteractive && isTickable) {
    return (
      <label className="ls-row ls-item ls-checkable" {...rowProps}>
        <span className="ls-marker" style={markerStyle}>
          <input
            type="checkbox"
            className="ls-check"
            checked={item.isChecked}
            aria-label={item.text === "" ? label : undefined}
            onChange={toggle}
          />
          {shape}
        </span>
        <ItemText text={item.text} lines={lines} />
      </label>
    );
  }
  return (
    <div className="ls-row ls-item" {...rowProps}>
      <span className="ls-marker" style={markerStyle}>
        {shape}
      </span>
      <ItemText text={item.text} lines={lines} />
    </div>
  );
});
