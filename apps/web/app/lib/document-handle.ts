import { useLocation, useMatches } from "react-router";

/** What a route module's `handle` tells the document around it (root.tsx). */
export type DocumentHandle = {
  /**
   * Whether the page at this address is the one other sites put in a frame (the embed view). Browsers that
   * block third-party storage throw on any touch of it there, so a framed page restores no scroll position
   * (React Router keeps those in sessionStorage) and nothing else on it may use storage either.
   */
  isFramed?: (search: URLSearchParams) => boolean;
};

export function useDocumentOptions(): { isFramed: boolean } {
  const matches = useMatches();
  const { search } = useLocation();
  const handles = matches.map((match) => match.handle as DocumentHandle | undefined);
  return {
    isFramed: handles.some((handle) => handle?.isFramed?.(new URLSearchParams(search)) === true),
  };
}
