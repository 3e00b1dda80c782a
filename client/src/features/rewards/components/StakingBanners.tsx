import { useQuery } from "@apollo/client/react";
import { Link } from "react-router-dom";
import { StakingBannersDocument } from "../../../gql/pages/graphql.js";

/** SPEC §3 staking banner locations: top 21, NFT 22, auction 23, marketplace 24, game lobby 25. */
export const STAKING_TOP = 21;
export const STAKING_SECTIONS = [22, 23, 24, 25] as const;

/** The back office's banners at one staking location (the phone picture below 768 px). */
export function StakingBanners({ location, variant }: { location: number; variant: "hero" | "tile" }) {
  const { data } = useQuery(StakingBannersDocument, { variables: { location }, fetchPolicy: "cache-and-network" });
  const banners = data?.banners ?? [];
  if (!banners.length) return null;
  return (
    <div className={`reward-banners reward-banners--${variant}`} data-testid={`staking-banners-${location}`}>
      {banners.map((b) => {
        const picture = (
          <picture>
            <source media="(max-width: 767px)" srcSet={b.mobileImageUrl} />
            <img src={b.imageUrl} alt={b.title} loading="lazy" />
          </picture>
        );
        if (!b.link) return <div key={b.id} className="reward-banner">{picture}</div>;
        return b.link.startsWith("/") ? (
          <Link key={b.id} to={b.link} className="reward-banner">{picture}</Link>
        ) : (
          <a key={b.id} href={b.link} className="reward-banner" target="_blank" rel="noopener noreferrer">{picture}</a>
        );
      })}
    </div>
  );
}
