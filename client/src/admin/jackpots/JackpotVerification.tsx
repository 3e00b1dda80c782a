import { useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { verifyJackpotDraw, type JackpotCheck } from "@sunrise/games";
import { AdminJackpotEntriesDocument, type AdminJackpotQuery } from "../../gql/admin/graphql.js";

type Jackpot = AdminJackpotQuery["adminJackpot"];

/**
 * Re-runs the draw in the browser with @sunrise/games, the code the operator drew with: the revealed
 * seed against the commitment published at opening, the entries hash over the canonical ticket list,
 * and the winners drawn again from both seeds.
 */
export function JackpotVerification({ jackpot: j }: { jackpot: Jackpot }) {
  const intl = useIntl();
  const client = useApolloClient();
  const [result, setResult] = useState<{ ok: boolean; checks: JackpotCheck[]; count: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const drawn = j.state === "DRAWN" || j.state === "PAID";
  if (!drawn || !j.serverSeed || !j.clientSeed || !j.entriesHash || !j.commitment) return <p className="adm-muted"><FormattedMessage id="adm.jackpots.verifyPending" /></p>;
  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { data } = await client.query({ query: AdminJackpotEntriesDocument, variables: { id: j.id }, fetchPolicy: "network-only" });
      const owners = data?.adminJackpotEntries ?? [];
      const out = verifyJackpotDraw({
        commitment: j.commitment!, serverSeed: j.serverSeed!, clientSeed: j.clientSeed!, entriesHash: j.entriesHash!, owners, winnersCount: j.winnersCount,
        winners: j.winners.map((w) => ({ ticket: w.ticket, owner: w.owner })),
      });
      setResult({ ok: out.ok, checks: out.checks, count: owners.length });
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ display: "grid", gap: "0.75rem" }} data-testid="jackpot-verification">
      <p className="adm-hint"><FormattedMessage id="adm.jackpots.verifyHint" /></p>
      <dl className="adm-dl">
        <dt><FormattedMessage id="adm.jackpots.commitment" /></dt>
        <dd className="adm-mono">{j.commitment}</dd>
        <dt><FormattedMessage id="adm.jackpots.serverSeed" /></dt>
        <dd className="adm-mono">{j.serverSeed}</dd>
        <dt><FormattedMessage id="adm.jackpots.clientSeed" /></dt>
        <dd className="adm-mono">{j.clientSeed} <span className="adm-muted">(<FormattedMessage id="adm.jackpots.clientSeedBlock" /> {j.clientSeedBlock})</span></dd>
        <dt><FormattedMessage id="adm.jackpots.entriesHash" /></dt>
        <dd className="adm-mono">{j.entriesHash}</dd>
      </dl>
      <div>
        <button type="button" className="adm-btn adm-btn--ghost" disabled={busy} onClick={() => void run()}>
          {busy && <span className="spinner spinner--inline" aria-hidden />}
          <FormattedMessage id="adm.jackpots.verifyRun" />
        </button>
      </div>
      {failure && <div className="adm-alert adm-alert--error" role="alert">{failure}</div>}
      {result && (
        <div className={`adm-alert ${result.ok ? "adm-alert--info" : "adm-alert--error"}`} role="status" data-testid="verify-result" data-ok={result.ok}>
          <strong><FormattedMessage id={result.ok ? "adm.jackpots.verifyOk" : "adm.jackpots.verifyFailed"} /></strong>
          <ul style={{ margin: "0.4rem 0 0", paddingLeft: "1.1rem" }}>
            {result.checks.map((c) => (
              <li key={c.name} data-ok={c.ok}>
                {c.ok ? "✓" : "✗"} {intl.formatMessage({ id: `adm.jackpots.check.${c.name}` }, { count: result.count })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
