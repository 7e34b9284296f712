import type { Folder } from "@listful/contracts";
import { useCallback, useState } from "react";
import { api } from "../../lib/api.ts";

/** The folder list with its counts, fetched again after anything that moves checklists between folders. */
export function useFolders(initial: Folder[]) {
  const [folders, setFolders] = useState(initial);
  const refresh = useCallback(async () => {
    try {
      setFolders(await api.request("GET /api/folders"));
    } catch {
      // The counts are a convenience: the next page load corrects them.
    }
  }, []);
  return { folders, refresh };
}
