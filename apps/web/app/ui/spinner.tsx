export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-1 animate-spin rounded-full border-2 border-current border-r-transparent"
    />
  );
}
