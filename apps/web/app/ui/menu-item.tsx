import type { ComponentType, ReactNode, SVGProps } from "react";
import { AppLink } from "./app-link.tsx";

const ITEM =
  "flex w-full items-center gap-0.75 rounded-xl px-0.75 py-0.5 text-left text-[0.95rem] transition-colors focus-visible:bg-primary-50";
// Each tone has its colours alone: two text colours on one element draw whichever the stylesheet lists last,
// which drew Delete in the menu's grey.
const TONES = {
  default: `${ITEM} text-ink-soft hover:bg-primary-50 hover:text-primary-700`,
  danger: `${ITEM} text-danger hover:bg-[#fff0ef]`,
} as const;

type MenuItemProps = {
  /** Drawn before the words, muted (in the item's own colour for a danger). */
  readonly icon?: ComponentType<SVGProps<SVGSVGElement>>;
  /** "danger" for an item that destroys (Delete). */
  readonly tone?: keyof typeof TONES;
  readonly children: ReactNode;
} & (
  | { readonly to: string }
  | { readonly onClick: () => void }
  /** Submits the form it is in (Log out). */
  | { readonly type: "submit" }
);

/**
 * An entry of a dropdown panel (`Dropdown`): the header's menus and the cards' menus. A link goes to `to`,
 * otherwise it is a button, run by `onClick` or submitting its form.
 */
export function MenuItem(props: MenuItemProps) {
  const { icon: Icon, tone = "default", children } = props;
  const className = TONES[tone];
  const content = (
    <>
      {Icon ? <Icon className={tone === "danger" ? "shrink-0" : "shrink-0 text-muted"} /> : null}
      {children}
    </>
  );
  if ("to" in props) {
    return (
      <AppLink to={props.to} className={className}>
        {content}
      </AppLink>
    );
  }
  if ("onClick" in props) {
    return (
      <button type="button" className={className} onClick={props.onClick}>
        {content}
      </button>
    );
  }
  return (
    <button type="submit" className={className}>
      {content}
    </button>
  );
}
