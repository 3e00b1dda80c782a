import { useEffect, useState, type ReactNode } from "react";
import { useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { LobbyBannersDocument, type LobbyBannersQuery } from "../../../gql/pages/graphql.js";
import { PageMessages } from "../../../shared/i18n/PageMessages.js";
import { bannersEn, bannersJa } from "./messages.js";
import "./banners.css";

/** SPEC §3 banner location "lobby top". */
export const LOBBY_TOP = 11;
/** Time each banner stays before the next (paused while pointed at or focused). */
export const ADVANCE_MS = 6000;

type Banner = LobbyBannersQuery["banners"][number];

/** The lobby's top banners as a carousel: the desktop picture, or the phone one below 768 px. */
export default function LobbyBanners() {
  const { data } = useQuery(LobbyBannersDocument, { variables: { location: LOBBY_TOP }, fetchPolicy: "cache-and-network" });
  const banners = data?.banners ?? [];
  if (!banners.length) return null;
  return (
    <PageMessages en={bannersEn} ja={bannersJa}>
      <Carousel banners={banners} />
    </PageMessages>
  );
}

function Carousel({ banners }: { banners: readonly Banner[] }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const shown = index % count;
  useEffect(() => {
    if (paused || count < 2 || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [shown, paused, count]);
  const go = (i: number) => setIndex((i + count) % count);
  return (
    <section
      className="banners"
      aria-roledescription="carousel"
      aria-label={intl.formatMessage({ id: "banners.label" })}
      data-testid="lobby-banners"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="banners__track" style={{ transform: `translateX(-${shown * 100}%)` }}>
        {banners.map((b, i) => (
          <div key={b.id} className="banners__slide" role="group" aria-roledescription="slide" aria-hidden={i !== shown} data-testid="banner" data-banner={b.id}>
            <BannerLink banner={b} tabIndex={i === shown ? 0 : -1}>
              <picture>
                <source media="(max-width: 767px)" srcSet={b.mobileImageUrl} />
                <img src={b.imageUrl} alt={b.title} loading={i === 0 ? "eager" : "lazy"} />
              </picture>
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button type="button" className="banners__arrow banners__arrow--prev" aria-label={intl.formatMessage({ id: "banners.prev" })} onClick={() => go(shown - 1)}>‹</button>
          <button type="button" className="banners__arrow banners__arrow--next" aria-label={intl.formatMessage({ id: "banners.next" })} onClick={() => go(shown + 1)}>›</button>
          <div className="banners__dots">
            {banners.map((b, i) => (
              <button key={b.id} type="button" className={`banners__dot${i === shown ? " is-active" : ""}`} aria-current={i === shown} aria-label={intl.formatMessage({ id: "banners.goTo" }, { n: i + 1 })} onClick={() => go(i)} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** A banner's link: a page of this site, or an https address in a new tab; none when it has no link. */
function BannerLink({ banner, tabIndex, children }: { banner: Banner; tabIndex: number; children: ReactNode }) {
  const { link } = banner;
  if (!link) return <>{children}</>;
  if (link.startsWith("/")) return <Link to={link} className="banners__link" tabIndex={tabIndex}>{children}</Link>;
  return <a href={link} className="banners__link" target="_blank" rel="noopener noreferrer" tabIndex={tabIndex}>{children}</a>;
}
