import type { Checklist } from "@listful/checklist";

/** Someone's shared checklist as anyone may see it: no owner id or e-mail, ever. */
export type SharedChecklist = {
  id: string;
  title: string;
  data: Checklist;
  image: string | null;
  owner: { name: string };
  updated: string;
};

export type Bookmark = Omit<SharedChecklist, "data"> & { bookmarked: string };
