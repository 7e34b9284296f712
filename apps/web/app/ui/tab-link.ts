/** A tab that is a link (one address per tab): the current one says so with aria-current="page". */
export const TAB_LINK_CLASS =
  "relative inline-flex h-2.75 items-center px-0.3 text-[0.95rem] font-medium text-muted transition-colors hover:text-ink aria-[current=page]:text-primary-700 aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-0 aria-[current=page]:after:-bottom-px aria-[current=page]:after:h-0.3 aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-primary-600";
