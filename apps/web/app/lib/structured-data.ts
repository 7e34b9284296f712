/**
 * schema.org structured data for search engines, as React Router meta descriptors (`script:ld+json`): the
 * gallery's item list, a landing page's questions and the organisation on the home page.
 */

type LdDescriptor = { "script:ld+json": Record<string, unknown> };

export function itemListLd(
  items: readonly { name: string; url: string; image?: string | null }[],
): LdDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "ItemList",
      itemListElement: items.map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: item.name,
        url: item.url,
        ...(item.image ? { image: item.image } : {}),
      })),
    },
  };
}

export function faqPageLd(questions: readonly { question: string; answer: string }[]): LdDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: questions.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    },
  };
}

export function organizationLd(origin: string): LdDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Listful",
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
    },
  };
}
