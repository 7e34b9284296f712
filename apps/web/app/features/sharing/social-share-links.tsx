import { MailIcon } from "../../ui/icons/mail-icon.tsx";
import { mailtoLink, socialLinks } from "./share-links.ts";

const COLORS: Record<string, string> = {
  Facebook: "#1877f2",
  X: "#14171a",
  Pinterest: "#e60023",
  WhatsApp: "#1fa855",
  LinkedIn: "#0a66c2",
};

const PILL =
  "inline-flex h-2.25 items-center gap-0.5 rounded-full border border-line bg-white px-0.75 text-sm font-medium text-ink-soft transition-colors hover:border-primary-300 hover:bg-primary-50 hover:text-ink aria-disabled:pointer-events-none aria-disabled:opacity-50";

/** E-mail and social posts of the link; inert while the link is off. */
export function SocialShareLinks({
  url,
  title,
  image,
  disabled,
}: {
  url: string;
  title: string;
  image: string | null;
  disabled: boolean;
}) {
  const inert = disabled ? { "aria-disabled": true, tabIndex: -1 } : {};
  return (
    <section aria-labelledby="share-on-heading">
      <h3 id="share-on-heading" className="text-sm font-medium text-ink">
        Send the link
      </h3>
      <ul className="mt-0.5 flex flex-wrap gap-0.5">
        <li>
          <a href={disabled ? undefined : mailtoLink(url, title)} className={PILL} {...inert}>
            <MailIcon width="16" height="16" />
            E-mail
          </a>
        </li>
        {socialLinks(url, title, image).map((link) => (
          <li key={link.name}>
            <a
              href={disabled ? undefined : link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={PILL}
              aria-label={`Share on ${link.name} (opens in a new tab)`}
              {...inert}
            >
              <span
                aria-hidden="true"
                className="size-0.75 rounded-full"
                style={{ background: COLORS[link.name] }}
              />
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
