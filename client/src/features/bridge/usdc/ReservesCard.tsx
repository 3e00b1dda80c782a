import { FormattedMessage } from "react-intl";
import { formatToken } from "../../../shared/format/token.js";
import type { ReservesQuery } from "../../../gql/graphql.js";

/** Public proof of reserves: USDC held against SUSD liabilities, whether it holds, and the blocks it was read at. */
export function ReservesCard({ reserves: r }: { reserves: ReservesQuery["reserves"] | undefined }) {
  if (!r) return null;
  return (
    <section className="card usdc-reserves" data-testid="usdc-reserves" data-holds={r.holds}>
      <div className="section-head">
        <h2 className="card__title"><FormattedMessage id="usdc.reserves" /></h2>
        <span className={`pill ${r.holds ? "pill--status-2" : "pill--status-0"}`}><FormattedMessage id={r.holds ? "usdc.reserves.holds" : "usdc.reserves.short"} /></span>
      </div>
      <dl className="usdc-reserves__figures">
        <div><dt><FormattedMessage id="usdc.reserves.held" /></dt><dd className="mono" data-testid="reserves-held" data-units={r.usdcHeld}>{formatToken(r.usdcHeld)} USDC</dd></div>
        <div><dt><FormattedMessage id="usdc.reserves.liabilities" /></dt><dd className="mono" data-testid="reserves-liabilities" data-units={r.liabilities}>{formatToken(r.liabilities)} SUSD</dd></div>
      </dl>
      <p className="small muted"><FormattedMessage id="usdc.reserves.blocks" values={{ asset: r.assetBlock, game: r.gameBlock }} /></p>
    </section>
  );
}
