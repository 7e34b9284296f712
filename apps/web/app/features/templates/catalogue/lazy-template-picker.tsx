import { lazy, Suspense, useRef, useState } from "react";

// The picker (and the modal code under it) loads on demand; a hover or focus on its opener fetches it early.
const loadPicker = () => import("./template-catalogue-picker.tsx");
const TemplateCataloguePicker = lazy(() =>
  loadPicker().then((module) => ({ default: module.TemplateCataloguePicker })),
);
const preloadPicker = () => void loadPicker().catch(() => {});

/**
 * The template picker behind a button: the button (drawn by `children`, given its props) opens it, and focus
 * goes back to the button on close.
 */
export function LazyTemplatePicker({
  title,
  children,
}: {
  title?: string;
  children: (opener: {
    ref: React.RefObject<HTMLButtonElement | null>;
    onClick: () => void;
    onPointerEnter: () => void;
    onFocus: () => void;
  }) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const onClick = () => {
    setWanted(true);
    setOpen(true);
  };
  return (
    <>
      {children({ ref: button, onClick, onPointerEnter: preloadPicker, onFocus: preloadPicker })}
      {wanted ? (
        <Suspense fallback={null}>
          <TemplateCataloguePicker
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => button.current}
            {...(title ? { title } : {})}
          />
        </Suspense>
      ) : null}
    </>
  );
}
