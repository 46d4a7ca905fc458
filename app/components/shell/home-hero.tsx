import { type HomeHero as HomeHeroContent, type QuickLink } from "~/lib/shell/home-content.server";
import { CmsLink } from "./cms-link";

/**
 * The home hero banner (HomepageHeroBannerComponent, or Wholesale_HomepageHeroBannerComponent on
 * wholesale): the salutation as the page's h1, the backend's personalised welcome text, the
 * banner's own title, text and call to action, and up to 4 numbered quick links (01–04).
 */
export function HomeHero({
  salutation,
  hero,
  quickLinks,
  siteType,
}: {
  salutation: string;
  hero: HomeHeroContent | null;
  quickLinks: readonly QuickLink[];
  siteType: "corporate" | "wholesale";
}) {
  return (
    <section className={`hero hero--${siteType}`} aria-labelledby="home-title" data-component={hero?.component}>
      <div className="hero__content">
        <div className="hero__text">
          <h1 id="home-title">Welcome, {salutation}</h1>
          {hero?.welcomeText ? <p className="hero__welcome">{hero.welcomeText}</p> : null}
          {hero?.title ? <p className="hero__title">{hero.title}</p> : null}
          {hero?.description ? <p className="hero__lead">{hero.description}</p> : null}
          {hero?.cta ? <CmsLink link={hero.cta} className="button button--primary hero__cta" /> : null}
        </div>
        {hero?.image ? (
          <img className="hero__image" src={hero.image.src} alt={hero.image.alt} width="480" height="300" />
        ) : null}
      </div>
      {quickLinks.length > 0 ? (
        <nav className="quick-links" aria-label="Quick links">
          <ol className="quick-links__list">
            {quickLinks.map((link) => (
              <li key={link.uid} className="quick-links__item">
                <CmsLink link={link} className="quick-link">
                  <span className="quick-link__number" aria-hidden="true">
                    {link.number}
                  </span>
                  <span className="quick-link__label">{link.label}</span>
                </CmsLink>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
    </section>
  );
}
