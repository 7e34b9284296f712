import { useMatches } from "react-router";

/** What a route module's `handle` may say about the shell around it. */
export type ShellHandle = {
  hideFooter?: boolean;
  /** The header scrolls away with the page (editor, check-off). */
  staticHeader?: boolean;
};

export function useShellOptions(): Required<ShellHandle> {
  const matches = useMatches();
  const options = { hideFooter: false, staticHeader: false };
  for (const match of matches) {
    const handle = match.handle as ShellHandle | undefined;
    if (handle?.hideFooter) options.hideFooter = true;
    if (handle?.staticHeader) options.staticHeader = true;
  }
  return options;
}
