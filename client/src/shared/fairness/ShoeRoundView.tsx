import { useMemo } from "react";
import { FormattedMessage } from "react-intl";
import { suitOf } from "@sunrise/games";
import { CheckList, CheckSummary } from "./CheckList.js";
import { resultLabel } from "./result-label.js";
import { cardLabel, provenCardChecks, shuffleChecks, type ShoeRoundRecord } from "./checks/shoe-checks.js";

const isRed = (card: number) => suitOf(card) === 1 || suitOf(card) === 2;

/**
 * A baccarat or dragon tiger round dealt from a continuing shoe: each of its cards proven against
 * the shoe's root now, and the whole shuffle once the shoe has ended and its seed is revealed.
 */
export function ShoeRoundView({ round }: { round: ShoeRoundRecord }) {
  const shoe = round.shoe;
  const proven = useMemo(() => provenCardChecks(round), [round]);
  const seed = shoe.serverSeed;
  // The whole shoe is re-shuffled and its 416 leaves hashed: once per round shown, not per render.
  const shuffle = useMemo(() => (seed ? shuffleChecks(round, seed) : null), [round, seed]);
  const label = round.result ? resultLabel(round.result) : null;
  return (
    <>
      <p className="muted small"><FormattedMessage id="verify.shoe.intro" /></p>
      <p className="verify__shoe" data-testid="verify-shoe"><FormattedMessage id="verify.shoe.title" values={{ shoe: shoe.shoeId }} /></p>
      <dl className="verify__facts">
        <dt><FormattedMessage id="verify.shoe.commitment" /></dt><dd className="mono">{shoe.commitment}</dd>
        <dt><FormattedMessage id="verify.shoe.clientSeed" /></dt><dd className="mono">{shoe.clientSeed}</dd>
        <dt><FormattedMessage id="verify.shoe.root" /></dt><dd className="mono">{shoe.root}</dd>
        {seed && <><dt><FormattedMessage id="verify.shoe.seed" /></dt><dd className="mono">{seed}</dd></>}
        <dt><FormattedMessage id="verify.result" /></dt>
        <dd>{label && <span className={`result-chip result-chip--${label.tone}`}>{label.text}</span>}</dd>
      </dl>
      <CheckSummary checks={[...proven, ...(shuffle?.checks ?? [])]} />
      <section className="verify__section" data-testid="verify-proven">
        <h3><FormattedMessage id="verify.proven.title" /></h3>
        <ol className="verify__cards">
          {round.cardProofs.map((p) => (
            <li key={p.position} className={isRed(p.card) ? "is-red" : undefined} data-card={p.card}>
              <span className="verify__card">{cardLabel(p.card)}</span>
              <span className="mono small muted">#{p.position}</span>
            </li>
          ))}
        </ol>
        <CheckList checks={proven} />
      </section>
      <section className="verify__section" data-testid="verify-shuffle">
        <h3><FormattedMessage id="verify.shuffle.title" /></h3>
        {shuffle ? <CheckList checks={shuffle.checks} /> : <p className="muted small" data-testid="verify-shuffle-pending"><FormattedMessage id="verify.shuffle.pending" /></p>}
      </section>
    </>
  );
}
