import { defineIcon } from "./line-icon.tsx";

/** Facebook's round "f" in its blue, as its sign-in branding asks. */
export const FacebookIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="11" fill="#1877F2" />
    <path
      fill="#fff"
      d="M15.28 15.18 15.77 12h-3.05V9.94c0-.87.43-1.72 1.79-1.72h1.39V5.52s-1.26-.22-2.46-.22c-2.51 0-4.15 1.52-4.15 4.28V12H6.5v3.18h2.79V23a11 11 0 0 0 3.43 0v-7.82h2.56z"
    />
  </>,
  { stroke: "none" },
);
