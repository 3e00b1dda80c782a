import { FormattedMessage } from "react-intl";
import type { TxState } from "../hooks/useCashierTx.js";
import { TxStatus } from "./TxStatus.js";
import { When } from "./When.js";

/** After a self-exclusion has ended: ask to play again, then see when play resumes (24 hours after asking). */
export function ResumeCard({ resumeAt, tx, onResume }: { resumeAt: number; tx: TxState; onResume: () => void }) {
  const busy = tx?.action === "resume" && (tx.phase === "signing" || tx.phase === "pending");
  return (
    <section className="card stack" aria-labelledby="rg-resume-title" data-testid="rg-resume">
      <h2 id="rg-resume-title"><FormattedMessage id="rg.resume.title" /></h2>
      {resumeAt === 0 ? (
        <>
          <p><FormattedMessage id="rg.resume.intro" /></p>
          <div><button type="button" className="btn btn--primary" disabled={busy} onClick={onResume}><FormattedMessage id="rg.resume.ask" /></button></div>
        </>
      ) : (
        <p><FormattedMessage id="rg.resume.at" values={{ when: <When at={resumeAt} /> }} /></p>
      )}
      <TxStatus state={tx} action="resume" />
    </section>
  );
}
