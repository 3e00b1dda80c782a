import { FormattedMessage } from "react-intl";
import { CheckList, CheckSummary } from "./CheckList.js";
import { resultLabel } from "./result-label.js";
import { useCloseOnChain } from "./chain/useCloseOnChain.js";
import { verifyStreamRound, type StreamRoundRecord } from "./checks/stream-checks.js";

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/**
 * A roulette, sic bo or money wheel round: its seeds, the players' seeds folded into the client
 * seed with the hash of the block that closed betting (read from the game chain), and the checks.
 */
export function StreamRoundView({ round, me }: { round: StreamRoundRecord; me?: string | null }) {
  const read = useCloseOnChain(round.table, round.roundId);
  const close = read.status === "read" ? read.close : null;
  const v = verifyStreamRound(round, close);
  const label = round.result ? resultLabel(round.result) : null;
  const seeds = round.playerSeeds ?? [];
  return (
    <>
      <p className="muted small"><FormattedMessage id="verify.intro" /></p>
      <dl className="verify__facts">
        <dt><FormattedMessage id="verify.commitment" /></dt><dd className="mono">{round.commitment}</dd>
        <dt><FormattedMessage id="verify.serverSeed" /></dt><dd className="mono">{round.serverSeed}</dd>
        <dt><FormattedMessage id="verify.closeBlockHash" /></dt>
        <dd className="mono" data-testid="verify-close-block">
          {close ? `#${close.closedBlock} ${close.closeBlockHash}` : <span className="muted"><FormattedMessage id={read.status === "reading" ? "verify.chainReading" : "verify.chainUnavailable"} /></span>}
        </dd>
        <dt><FormattedMessage id="verify.playerSeeds" /></dt>
        <dd>
          {seeds.length === 0 ? <span className="muted"><FormattedMessage id="verify.playerSeeds.none" /></span> : (
            <ol className="verify__seeds" data-testid="verify-player-seeds">
              {seeds.map((s, i) => {
                const mine = s.player.toLowerCase() === me;
                return (
                  <li key={`${s.player}:${i}`} className={mine ? "is-me" : undefined}>
                    <span className="mono">{short(s.player)}</span>{mine && <em> (<FormattedMessage id="verify.you" />)</em>} <span className="mono">{s.seed}</span>
                  </li>
                );
              })}
            </ol>
          )}
        </dd>
        <dt><FormattedMessage id="verify.clientSeed" /></dt><dd className="mono">{round.clientSeed}</dd>
        <dt><FormattedMessage id="verify.result" /></dt>
        <dd>{label && <span className={`result-chip result-chip--${label.tone}`}>{label.text}</span>}</dd>
      </dl>
      <CheckSummary checks={v.checks} />
      <CheckList checks={v.checks} />
    </>
  );
}
