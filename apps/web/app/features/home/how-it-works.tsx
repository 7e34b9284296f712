import { SectionHeading } from "./section-heading.tsx";

const STEPS = [
  {
    title: "Pick a template",
    text: "Start from a habit tracker, a monthly calendar, a gratitude journal or any of our printables.",
    color: "bg-primary-600",
  },
  {
    title: "Make it yours",
    text: "Change the title, the items, the colours and the layout in the editor. What you see is what prints.",
    color: "bg-coral",
  },
  {
    title: "Print, download or tick off",
    text: "Print it, download a vector PDF, share it, or save it to your collection and check items off online.",
    color: "bg-mint",
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="bg-canvas">
      <div className="mx-auto max-w-80 px-1 py-4 md:px-2 md:py-6">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="From blank page to done in three steps"
        />
        <ol className="mt-2.5 grid gap-1.5 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-3xl bg-white p-1.5 shadow-soft md:p-2">
              <span
                aria-hidden="true"
                className={`grid size-3 place-items-center rounded-2xl ${step.color} text-xl font-bold text-white`}
              >
                {index + 1}
              </span>
              <h3 className="mt-1.5 text-xl font-medium text-ink">{step.title}</h3>
              <p className="mt-0.5 leading-relaxed text-ink-soft">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
