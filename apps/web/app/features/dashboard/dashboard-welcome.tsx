import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";

/** The collection's first screen until the collection itself arrives: a greeting and the way to start. */
export function DashboardWelcome({ name }: { name: string }) {
  return (
    <div className="bg-gradient-to-b from-lilac to-white">
      <div className="mx-auto max-w-80 px-1 py-3 md:px-2 md:py-4">
        <p className="text-sm font-medium tracking-wider text-primary-700 uppercase">My collection</p>
        <h1 className="mt-0.5 text-3xl font-medium tracking-tight text-ink md:text-4xl">Hello, {name}</h1>
        <div className="mt-2 flex flex-col items-start gap-1.5 rounded-3xl border border-dashed border-primary-300 bg-white p-1.5 sm:flex-row sm:items-center md:p-2.5">
          <img
            src="/images/templates/daily-checklist.svg"
            alt=""
            width={88}
            height={124}
            className="h-7.75 w-5.5 rounded-lg shadow-soft"
          />
          <div className="flex-1">
            <h2 className="text-xl font-medium text-ink">Your collection is empty</h2>
            <p className="mt-0.3 text-ink-soft">
              Pick a template, make it yours and save it here. It will be waiting on every device you sign in
              on.
            </p>
          </div>
          <AppLink to="/template-gallery" className={buttonClass({ size: "lg" })}>
            Choose a template
          </AppLink>
        </div>
      </div>
    </div>
  );
}
