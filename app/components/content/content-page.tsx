import { SafeHtml } from "~/components/safe-html";
import { type ContentPage } from "~/lib/content/content-page.server";

/** A CMS content page (terms and conditions, privacy policy, …): its title and its sections, each with its heading. */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <article className="narrow content-page">
      <h1>{page.title}</h1>
      {page.sections.map((section) => {
        const headingId = `${section.uid}-heading`;
        return (
          <section key={section.uid} className="content-page__section" aria-labelledby={section.title ? headingId : undefined}>
            {section.title ? <h2 id={headingId}>{section.title}</h2> : null}
            <SafeHtml as="div" html={section.html} />
          </section>
        );
      })}
    </article>
  );
}
