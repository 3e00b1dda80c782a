import { useMemo } from "react";
import { useQuery, useSubscription } from "@apollo/client/react";
import { BalancesDocument, TableBalanceChangedDocument } from "../../gql/graphql.js";
import { PageMessages } from "../../shared/i18n/PageMessages.js";
import { useSession } from "../../shared/session/SessionProvider.js";
import { rgEn } from "./i18n/en.js";
import { rgJa } from "./i18n/ja.js";
import { FirstDepositPrompt } from "./reality/FirstDepositPrompt.js";
import { useFirstDepositPrompt } from "./reality/first-deposit.js";
import { playSession } from "./reality/play-session.js";
import { RealityCheck } from "./reality/RealityCheck.js";
import { useRealityInterval } from "./reality/setting.js";
import "./reality/reality.css";

/** Beside every page of a signed-in player: the reality check on its interval and the first-deposit prompt. No chain code. */
export function PlayerGuard() {
  return (
    <PageMessages en={rgEn} ja={rgJa}>
      <Guard />
    </PageMessages>
  );
}
export default PlayerGuard;

function Guard() {
  const { status, me } = useSession();
  const player = status === "signedIn" ? (me?.address ?? null) : null;
  const q = useQuery(BalancesDocument, { skip: !player });
  useSubscription(TableBalanceChangedDocument, { skip: !player });
  const g1 = q.data?.balances.g1Susd;
  const balance = player && g1 !== undefined ? BigInt(g1) : null;
  const [minutes] = useRealityInterval(player);
  // The session starts with the first balance seen; later balances only change the net result.
  const known = balance !== null;
  const session = useMemo(() => (player && known ? playSession(player, balance ?? 0n) : null), [player, known]);
  const prompt = useFirstDepositPrompt(player, balance);
  if (!player) return null;
  return (
    <div className="player-guard">
      {session && minutes > 0 && <RealityCheck minutes={minutes} startedAt={session.at} net={balance === null ? null : balance - session.balance} />}
      {prompt.show && <FirstDepositPrompt onDismiss={prompt.dismiss} />}
    </div>
  );
}
