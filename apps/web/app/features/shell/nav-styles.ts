/** The look of a header link, shared by links and the dropdown triggers beside them. */
export const NAV_ITEM =
  "inline-flex h-2.5 items-center gap-0.3 rounded-full px-1 text-[0.95rem] font-medium text-ink-soft transition-colors hover:bg-primary-50 hover:text-primary-700 aria-[current=page]:text-primary-700 aria-expanded:bg-primary-50 aria-expanded:text-primary-700";
