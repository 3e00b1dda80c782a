import { Fragment, useState } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import type { AffiliateFieldsFragment } from "../../../gql/pages/graphql.js";
import { formatUnits } from "../../../shared/format/number.js";

/** Players who registered with the affiliate's codes: masked address, registered at, wagered, commission, and by day. */
export function ReferralsCard({ affiliate }: { affiliate: AffiliateFieldsFragment }) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section className="card" aria-labelledby="affiliate-referrals-title">
      <h2 id="affiliate-referrals-title" className="card__title"><FormattedMessage id="affiliate.referrals.title" values={{ n: affiliate.referrals.length }} /></h2>
      {affiliate.referrals.length === 0 ? (
        <p className="muted empty"><FormattedMessage id="affiliate.referrals.empty" /></p>
      ) : (
        <div className="table-wrap">
          <table className="table table--stack" data-testid="affiliate-referrals">
            <thead>
              <tr>
                <th><FormattedMessage id="affiliate.referrals.player" /></th>
                <th><FormattedMessage id="affiliate.referrals.registered" /></th>
                <th><FormattedMessage id="affiliate.referrals.code" /></th>
                <th className="num"><FormattedMessage id="affiliate.referrals.wagered" /></th>
                <th className="num"><FormattedMessage id="affiliate.referrals.commission" /></th>
                <th><span className="sr-only"><FormattedMessage id="affiliate.referrals.days" /></span></th>
              </tr>
            </thead>
            <tbody>
              {affiliate.referrals.map((r) => (
                <Fragment key={r.id}>
                  <tr data-testid="affiliate-referral">
                    <td className="mono" data-label={label("affiliate.referrals.player")}>{r.maskedAddress}</td>
                    <td data-label={label("affiliate.referrals.registered")}><FormattedDate value={r.registeredAt} /></td>
                    <td className="mono" data-label={label("affiliate.referrals.code")}>{r.code}</td>
                    <td className="num mono" data-label={label("affiliate.referrals.wagered")}>{formatUnits(r.wagered)}</td>
                    <td className="num mono gold" data-label={label("affiliate.referrals.commission")} data-testid="affiliate-referral-commission">{formatUnits(r.commission, "long")}</td>
                    <td>
                      <button type="button" className="btn btn--ghost btn--sm" aria-expanded={open === r.id} disabled={!r.days.length} onClick={() => setOpen(open === r.id ? null : r.id)}>
                        <FormattedMessage id="affiliate.referrals.days" />
                      </button>
                    </td>
                  </tr>
                  {open === r.id && r.days.map((d) => (
                    <tr key={d.id} className="affiliate-day-row">
                      <td colSpan={3} className="muted">{d.day}</td>
                      <td className="num mono">{formatUnits(d.wagered)}</td>
                      <td className="num mono">{formatUnits(d.commission, "long")}</td>
                      <td />
                    </tr>
                  ))}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
