import { type IconProps, LineIcon } from "./line-icon.tsx";

/** The shell's icons: the shared line-icon frame, a little larger and bolder. */
function Icon({ children, ...props }: IconProps) {
  return (
    <LineIcon width="20" height="20" strokeWidth="2" {...props}>
      {children}
    </LineIcon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Icon>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Icon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon width="16" height="16" {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

export function ArrowUpIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </Icon>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Icon width="18" height="18" {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  );
}

export function DiamondIcon(props: IconProps) {
  return (
    <Icon width="14" height="14" strokeWidth="2.2" {...props}>
      <path d="M6 3h12l4 6-10 12L2 9z" fill="currentColor" />
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12 5 5L20 7" />
    </Icon>
  );
}

export function WifiOffIcon(props: IconProps) {
  return (
    <Icon width="18" height="18" {...props}>
      <path d="M2 2l20 20M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2.1-1.5M2 8.8a15 15 0 0 1 4.2-2.7M22 8.8A15 15 0 0 0 11 5M12 20h.01" />
    </Icon>
  );
}
