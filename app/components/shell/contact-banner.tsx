import { type ContactBanner as ContactBannerContent } from "~/lib/shell/home-content.server";
import { CmsLink } from "./cms-link";

/** The contact banner (spec part 1 §2): icon (url, altText), title, description, the country's phone number and its link. */
export function ContactBanner({ banner }: { banner: ContactBannerContent }) {
  return (
    <section className="contact-banner" aria-labelledby="contact-banner-title">
      {banner.icon ? (
        <img className="contact-banner__icon" src={banner.icon.src} alt={banner.icon.alt} width="64" height="64" />
      ) : null}
      <div className="contact-banner__text">
        <h2 id="contact-banner-title" className="contact-banner__title">
          {banner.title}
        </h2>
        {banner.description ? <p className="contact-banner__description">{banner.description}</p> : null}
        {banner.phone ? (
          <p className="contact-banner__phone">
            Phone: <a href={`tel:${banner.phone.tel}`}>{banner.phone.text}</a>
          </p>
        ) : null}
      </div>
      {banner.link ? <CmsLink link={banner.link} className="button button--secondary contact-banner__link" /> : null}
    </section>
  );
}
