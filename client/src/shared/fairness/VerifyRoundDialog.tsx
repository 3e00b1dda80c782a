import { useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { RecentTableRoundsDocument, VerifyTableRoundDocument } from "../../gql/graphql.js";
import { useSession } from "../session/SessionProvider.js";
import { Modal } from "../ui/modal.js";
import type { DescribeBet } from "./ForfeitView.js";
import { RoundVerification } from "./RoundVerification.js";
import { isVerifiable } from "./verifiable.js";
import "./verify.css";

interface Props {
  tableId: number;
  /** The round to check; without it, the table's latest round that can be checked. */
  roundId?: number;
  noCommission?: boolean;
  describeBet?: DescribeBet;
  onClose: () => void;
}

/** A round checked in this browser with the same games engine the dealer and the contract follow. */
export function VerifyRoundDialog({ tableId, roundId: given, noCommission, describeBet, onClose }: Props) {
  const intl = useIntl();
  // The viewer's game wallet is marked among the player seeds.
  const me = useSession().me?.sunc?.address.toLowerCase() ?? null;
  const recent = useQuery(RecentTableRoundsDocument, { variables: { tableId, first: 5 }, fetchPolicy: "network-only", skip: given !== undefined });
  const roundId = given ?? recent.data?.tableRounds.edges.map((e) => e.node).find(isVerifiable)?.roundId;
  const detail = useQuery(VerifyTableRoundDocument, { variables: { tableId, roundId: roundId ?? 0 }, fetchPolicy: "network-only", skip: roundId === undefined });
  const round = detail.data?.tableRound ?? null;
  const loading = recent.loading || detail.loading;
  const failed = !!(recent.error ?? detail.error);
  const title = !round
    ? intl.formatMessage({ id: "verify.titleNone" })
    : intl.formatMessage({ id: round.state === "forfeited" ? "verify.forfeit.title" : "verify.title" }, { id: round.roundId });
  return (
    <Modal wide title={title} onClose={onClose}>
      <div className="modal__body verify" data-testid="verify-dialog" data-round={round?.roundId}>
        {!round && loading && <p className="muted"><FormattedMessage id="verify.checking" /></p>}
        {!round && !loading && <p data-testid="verify-nothing"><FormattedMessage id={failed ? "verify.loadFailed" : "verify.none"} /></p>}
        {round && <RoundVerification round={round} me={me} noCommission={noCommission} describeBet={describeBet} />}
      </div>
    </Modal>
  );
}
