export function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed top-0.5 left-0.5 z-[70] -translate-y-[200%] rounded-full bg-primary-700 px-1 py-0.5 font-medium text-white transition-transform focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}
