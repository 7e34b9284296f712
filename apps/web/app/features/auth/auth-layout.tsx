import type { ReactNode } from "react";
import { imageSrc } from "../../lib/images.ts";

type AuthLayoutProps = {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
};

/** The sign-in pages: the form on a quiet card, with a picture of what waits behind it on wide screens. */
export function AuthLayout({ title, subtitle, children, aside }: AuthLayoutProps) {
  return (
    <div className="min-h-[calc(100dvh-5rem)] bg-gradient-to-b from-lilac to-white">
      <div className="mx-auto grid max-w-80 items-center gap-3 px-1 py-2 md:px-2 md:py-3.5 lg:grid-cols-[minmax(0,28rem)_1fr] lg:gap-5">
        <section className="rounded-3xl border border-line bg-white p-1.5 shadow-soft sm:p-2.5">
          <h1 className="text-[1.75rem] font-medium tracking-tight text-ink">{title}</h1>
          <p className="mt-0.5 text-ink-soft">{subtitle}</p>
          <div className="mt-2">{children}</div>
        </section>
        <div aria-hidden="true" className="hidden lg:block">
          {aside ?? <AuthIllustration />}
        </div>
      </div>
    </div>
  );
}

function AuthIllustration() {
  return (
    <div className="relative mx-auto aspect-[5/4] max-w-35">
      <div className="absolute inset-[8%] rounded-[2.5rem] bg-gradient-to-br from-primary-200 via-primary-100 to-peach" />
      <img
        src={imageSrc("templates/habit-tracker.svg")}
        alt=""
        width={200}
        height={283}
        className="absolute top-[12%] left-[14%] w-[34%] -rotate-6 rounded-xl bg-white shadow-lift"
      />
      <img
        src={imageSrc("templates/daily-checklist.svg")}
        alt=""
        width={200}
        height={283}
        className="absolute top-[6%] left-[40%] w-[34%] rotate-3 rounded-xl bg-white shadow-lift"
      />
      <img
        src={imageSrc("templates/mood-tracker.svg")}
        alt=""
        width={200}
        height={283}
        className="absolute top-[30%] right-[6%] w-[30%] rotate-12 rounded-xl bg-white shadow-lift"
      />
      <div className="absolute bottom-[6%] left-[10%] rounded-2xl bg-white px-1 py-0.75 shadow-lift">
        <p className="text-sm text-muted">Today</p>
        <p className="font-medium text-ink">4 of 5 done</p>
        <div className="mt-0.5 h-0.5 w-10 rounded-full bg-primary-100">
          <div className="h-full w-4/5 rounded-full bg-mint" />
        </div>
      </div>
    </div>
  );
}
