import { dashboardHref, HREFS, registerHref } from "../../lib/hrefs.ts";
import { templatePictureSrc } from "../../lib/images.ts";
import { useRootData } from "../../lib/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { ArrowRightIcon } from "../../ui/icons/arrow-right-icon.tsx";
import { CheckIcon } from "../../ui/icons/check-icon.tsx";

const PROMISES = ["Free to start", "Print-ready A4 and Letter", "Vector PDF downloads"];

export function Hero() {
  const { user } = useRootData();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-lilac via-primary-50/60 to-white"
    >
      <div className="mx-auto grid max-w-80 items-center gap-3 px-1 pt-2 pb-2 md:px-2 md:pt-4 md:pb-4 lg:grid-cols-[1.05fr_1fr] lg:pb-6">
        <div className="flex flex-col items-start gap-1.5">
          <p className="inline-flex items-center gap-0.5 rounded-full border border-primary-200 bg-white px-1 py-0.3 text-sm font-medium text-primary-700 shadow-soft">
            <span className="size-0.5 rounded-full bg-mint" aria-hidden="true" />
            Free online checklist maker
          </p>
          <h1
            id="hero-title"
            className="text-[2.5rem] leading-[1.08] font-bold tracking-tight text-balance text-ink sm:text-[3.25rem] xl:text-[3.75rem]"
          >
            Checklists you'll <span className="text-primary-600">love</span> to tick off
          </h1>
          <p className="max-w-34 text-lg leading-relaxed text-ink-soft md:text-xl">
            Pick a customizable template, from habit trackers to monthly calendars, make it yours in a few
            clicks, then print it, download a crisp PDF or tick it off online. Ready-to-use printables, no
            design skills needed.
          </p>
          <div className="flex w-full flex-col gap-0.75 sm:w-auto sm:flex-row">
            <AppLink to={HREFS.gallery} className={buttonClass({ size: "lg" })}>
              Browse templates <ArrowRightIcon />
            </AppLink>
            <AppLink
              to={user ? dashboardHref() : registerHref()}
              className={buttonClass({ size: "lg", variant: "secondary" })}
            >
              {user ? "My collection" : "Create free account"}
            </AppLink>
          </div>
          <ul className="flex flex-wrap gap-x-1.5 gap-y-0.5 text-[0.95rem] text-ink-soft">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-0.3">
                <CheckIcon width="16" height="16" className="text-mint" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

function HeroArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-[6/5] w-full max-w-36">
      <div className="absolute inset-[6%] rounded-[3rem] bg-gradient-to-br from-primary-300 via-primary-200 to-peach" />
      <div className="absolute top-[14%] left-[10%] size-5 rounded-full bg-sun/70 blur-2xl" />
      <img
        src={templatePictureSrc("monthly-calendar")}
        alt=""
        width={200}
        height={283}
        fetchPriority="high"
        className="absolute top-[10%] left-[4%] w-[36%] -rotate-6 rounded-2xl bg-white shadow-lift"
      />
      <img
        src={templatePictureSrc("habit-tracker")}
        alt=""
        width={200}
        height={283}
        fetchPriority="high"
        className="absolute top-[2%] left-[32%] z-10 w-[38%] rotate-2 rounded-2xl bg-white shadow-lift"
      />
      <img
        src={templatePictureSrc("gratitude-journal")}
        alt=""
        width={200}
        height={283}
        className="absolute top-[18%] right-[3%] w-[33%] rotate-8 rounded-2xl bg-white shadow-lift"
      />
      <div className="absolute bottom-[7%] left-[6%] z-20 flex items-center gap-0.75 rounded-2xl bg-white px-1 py-0.75 shadow-lift">
        <span className="grid size-2.25 place-items-center rounded-full bg-mint text-white">
          <CheckIcon width="18" height="18" />
        </span>
        <span>
          <span className="block text-xs text-muted">Morning run</span>
          <span className="block text-sm font-medium text-ink">12-day streak</span>
        </span>
      </div>
      <div className="absolute right-[6%] bottom-[12%] z-20 hidden rounded-2xl bg-white px-1 py-0.75 shadow-lift sm:block">
        <span className="block text-xs text-muted">This week</span>
        <span className="mt-0.3 flex gap-0.3">
          {[1, 1, 1, 1, 0, 0, 0].map((done, day) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed week of seven days.
              key={day}
              className={`size-1 rounded-md ${done ? "bg-primary-500" : "bg-primary-100"}`}
            />
          ))}
        </span>
      </div>
    </div>
  );
}
