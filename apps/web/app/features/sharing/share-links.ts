/** The HTML another site pastes to show the checklist; the title names the frame for screen readers. */
export function embedCode(src: string, title: string, width: number, height: number): string {
  const safeTitle = title.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `<iframe src="${src}" width="${width}" height="${height}" title="${safeTitle}" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}

export type SocialLink = { name: string; href: string };

/** Where a checklist can be posted; each service's own share address, opened in a new tab. */
export function socialLinks(url: string, title: string, image: string | null): SocialLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: "X", href: `https://x.com/intent/post?url=${u}&text=${t}` },
    {
      name: "Pinterest",
      href: `https://pinterest.com/pin/create/button/?url=${u}&description=${t}${image ? `&media=${encodeURIComponent(image)}` : ""}`,
    },
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

export function mailtoLink(url: string, title: string): string {
  const body = `Here is my checklist "${title}" on Listful:\n${url}`;
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}
