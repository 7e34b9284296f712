/** The pricing page's questions, answered in place as an accordion. */
const QUESTIONS = [
  {
    q: "What do I get with Premium?",
    a: "Every premium template, every background, the colour picker for your own colours, and the handwriting fonts. Everything else in Listful stays free.",
  },
  {
    q: "What happens to my checklists if I cancel?",
    a: "Nothing is lost. Premium stays until the end of the period you paid for; after that every checklist stays in your collection, viewable and editable. To print or download one that uses premium design, reset its premium features in the editor.",
  },
  {
    q: "Can I switch from monthly to yearly?",
    a: "Yes, from Settings. You pay the difference for the rest of the period at once, and the yearly price from then on.",
  },
  {
    q: "How do I use a coupon?",
    a: "Type it in the coupon field above before you choose a plan; the prices show the discount and it is applied at checkout.",
  },
  {
    q: "Who handles the payment?",
    a: "Paddle, our reseller, takes the payment and sends the invoice. Listful never sees your card details.",
  },
] as const;

export function PricingFaq() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto w-full max-w-60">
      <h2 id="faq-heading" className="mb-1 text-center text-2xl font-medium text-ink">
        Questions
      </h2>
      <div className="flex flex-col gap-0.5">
        {QUESTIONS.map(({ q, a }) => (
          <details key={q} className="group rounded-2xl border border-line bg-white px-1.5 py-1 shadow-soft">
            <summary className="cursor-pointer list-none font-medium text-ink marker:hidden">
              <span className="flex items-center justify-between gap-1">
                {q}
                <span
                  aria-hidden="true"
                  className="text-primary-600 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </span>
            </summary>
            <p className="mt-0.5 text-ink-soft">{a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
