import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { RecentTableRoundsDocument } from "../../../gql/graphql.js";
import { Modal } from "../../../shared/ui/modal.js";
import { resultLabel } from "../lobby/result-label.js";
import { checkRound } from "./verify-round.js";

/** The table's latest settled round, checked in this browser: the commitment and the deal. */
export function VerifyRoundDialog({ tableId, onClose }: { tableId: number; onClose: () => void }) {
  const intl = useIntl();
  const q = useQuery(RecentTableRoundsDocument, { variables: { tableId, limit: 5 }, fetchPolicy: "network-only" });
  const round = q.data?.tableRounds.find((r) => r.state === "settled" && r.serverSeed && r.clientSeed);
  const check = round ? checkRound({ ...round, serverSeed: round.serverSeed!, clientSeed: round.clientSeed! }) : null;
  const label = round?.result ? resultLabel(round.result) : null;
  return (
    <Modal wide title={round ? intl.formatMessage({ id: "verify.title" }, { id: round.roundId }) : intl.formatMessage({ id: "verify.titleNone" })} onClose={onClose}>
      <div className="modal__body verify" data-testid="verify-dialog">
        <p className="muted small"><FormattedMessage id="verify.intro" /></p>
        {!round && !q.loading && <p><FormattedMessage id="verify.none" /></p>}
        {round && check && (
          <>
            <dl className="verify__facts">
              <dt><FormattedMessage id="verify.commitment" /></dt><dd className="mono">{round.commitment}</dd>
              <dt><FormattedMessage id="verify.serverSeed" /></dt><dd className="mono">{round.serverSeed}</dd>
              <dt><FormattedMessage id="verify.clientSeed" /></dt><dd className="mono">{round.clientSeed}</dd>
              <dt><FormattedMessage id="verify.result" /></dt>
              <dd>{label && <span className={`result-chip result-chip--${label.tone}`}>{label.text}</span>}</dd>
            </dl>
            <ul className="verify__checks">
              <li data-testid="verify-commitment" data-ok={check.commitmentOk} className={check.commitmentOk ? "ok" : "bad"}>
                <FormattedMessage id={check.commitmentOk ? "verify.commitmentOk" : "verify.commitmentBad"} />
              </li>
              <li data-testid="verify-result" data-ok={check.resultOk} className={check.resultOk ? "ok" : "bad"}>
                <FormattedMessage id={check.resultOk ? "verify.resultOk" : "verify.resultBad"} />
              </li>
            </ul>
          </>
        )}
      </div>
    </Modal>
  );
}
