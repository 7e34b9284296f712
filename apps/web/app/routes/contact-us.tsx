import "../styles/content.css";
import { ContactForm } from "../features/contact/contact-form.tsx";
import { sendContactMessage } from "../features/contact/send-contact-message.ts";
import { imageSrc } from "../lib/images.ts";
import { pageMeta } from "../lib/meta.ts";
import { requestContext } from "../request-context.ts";
import type { Route } from "./+types/contact-us";

export function meta() {
  return pageMeta(
    "Contact us",
    "Questions, ideas or a template you are missing? Write to the Listful team and we will get back to you.",
  );
}

export function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(requestContext);
  return { name: user?.name ?? "", email: user?.email ?? "" };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return sendContactMessage(await request.formData());
}

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  return (
    <div className="bg-gradient-to-b from-lilac to-white">
      <div className="mx-auto grid max-w-80 gap-2.5 px-1 py-2.5 md:px-2 md:py-4 lg:grid-cols-[1fr_1.4fr] lg:gap-5">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium tracking-wider text-primary-700 uppercase">Contact us</p>
          <h1 className="text-3xl font-medium tracking-tight text-balance text-ink md:text-5xl">
            We'd love to hear from you
          </h1>
          <p className="text-lg text-ink-soft">
            A question about your account, an idea for a template, or something that doesn't work as it
            should: write to us and a real person will reply.
          </p>
          <img
            src={imageSrc("modals/share.svg")}
            alt=""
            width={320}
            height={240}
            className="mt-1 hidden w-20 lg:block"
          />
        </div>
        <section
          aria-label="Contact form"
          className="rounded-3xl border border-line bg-white p-1.5 shadow-soft sm:p-2.5"
        >
          <ContactForm name={loaderData.name} email={loaderData.email} />
        </section>
      </div>
    </div>
  );
}
