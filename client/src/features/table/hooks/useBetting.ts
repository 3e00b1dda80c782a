import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";
import type { Wallet } from "ethers";
import { formatToken } from "../../../shared/format/token.js";
import { useSession } from "../../../shared/session/SessionProvider.js";
import { useToast } from "../../../shared/ui/toasts.js";
import { openGameWallet } from "../../../shared/wallet/game-signer.js";
import { batchRefusal } from "../logic/batch-rules.js";
import { addChip, clear, double, emptySlip, repeat, slipTotal, slipTotals, toBetInputs, undo, type BetSlip, type SlipContext, type SlipResult } from "../logic/bet-slip.js";
import { refusalMessage, refusalText, TableRefusal, type Refusal } from "../logic/refusals.js";
import { totalsOf, type Spot } from "../logic/spot.js";
import { cashierFor } from "../../../shared/cashier/cashier-address.js";
import { useReportStakeRefusal } from "../../../shared/cashier/report-refusal.js";
import { placeBets } from "../place-bets.js";
import type { BetRow, TableData } from "../model.js";

export type SendState = "idle" | "depositing" | "sending";

/** Last round's bets per table, kept for this tab so "repeat" survives a reload. */
const lastKey = (tableId: number) => `sunrise.table.${tableId}.last`;
function readLast(tableId: number): { roundId: number; totals: Map<string, bigint> } | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(lastKey(tableId)) ?? "null") as { roundId: number; totals: [string, string][] } | null;
    return raw ? { roundId: raw.roundId, totals: new Map(raw.totals.map(([k, v]) => [k, BigInt(v)])) } : null;
  } catch {
    return null;
  }
}
const writeLast = (tableId: number, roundId: number, totals: Map<string, bigint>) =>
  sessionStorage.setItem(lastKey(tableId), JSON.stringify({ roundId, totals: [...totals].map(([k, v]) => [k, v.toString()]) }));

/**
 * The player's betting at one table: the chip in hand, the bets being built, and sending them as
 * one transaction from the game wallet. Every refusal is a toast in the player's language.
 */
export function useBetting(table: TableData, myBets: BetRow[], balance: bigint | null, canBet: boolean) {
  const intl = useIntl();
  const toast = useToast();
  const session = useSession();
  const reportRefusal = useReportStakeRefusal();
  const [chip, setChip] = useState(5);
  const [slip, setSlip] = useState<BetSlip>(emptySlip);
  const [send, setSend] = useState<SendState>("idle");
  const wallet = useRef<Wallet | null>(null);
  const roundId = table.round?.roundId ?? -1;

  // Chips not sent when a round ends are taken back.
  useEffect(() => setSlip(emptySlip), [roundId]);

  const placed = useMemo(() => totalsOf(myBets.filter((b) => !b.refunded)), [myBets]);
  const ctx: SlipContext = useMemo(() => ({ limits: { min: BigInt(table.minBet), max: BigInt(table.maxBet) }, placed, balance: balance ?? undefined }), [table.minBet, table.maxBet, placed, balance]);
  const refuse = useCallback((r: Refusal) => toast.error(intl.formatMessage({ id: refusalMessage(r) })), [intl, toast]);

  const guard = (): boolean => {
    if (session.status !== "signedIn") return refuse("signIn"), false;
    if (!table.isOpen) return refuse("tableClosed"), false;
    if (!canBet) return refuse("closed"), false;
    return true;
  };
  const take = (r: SlipResult) => (r.ok ? setSlip(r.slip) : refuse(r.refusal));

  const onBet = (spot: Spot) => guard() && take(addChip(slip, spot, chip, ctx));
  const onUndo = () => setSlip(undo(slip));
  const onClear = () => setSlip(clear());
  const onDouble = () => guard() && take(double(slip, ctx));
  const onRepeat = () => {
    if (!guard()) return;
    const last = readLast(table.id);
    take(repeat(slip, last && last.roundId !== roundId ? last.totals : new Map(), ctx));
  };

  const submit = async () => {
    if (!guard() || send !== "idle") return;
    const batch = toBetInputs(slip, ctx);
    if (!batch.ok) return refuse(batch.refusal);
    const refusal = batchRefusal(batch.bets);
    if (refusal) return refuse(refusal);
    const cfg = session.config;
    try {
      if (!session.me?.sunc || !cfg) throw new TableRefusal("noGameWallet");
      setSend("sending");
      wallet.current ??= await openGameWallet(session.me.sunc.encryptedPrivateKey, await session.secret(), cfg);
      const cashier = await cashierFor(cfg.cashier, table.contractAddress, wallet.current);
      await placeBets({ wallet: wallet.current, table: table.contractAddress, cashier, token: table.game.erc20Address, roundId, bets: batch.bets, onDeposit: () => setSend("depositing") });
      const sent = slipTotals(slip);
      const all = new Map(placed);
      for (const [k, v] of sent) all.set(k, (all.get(k) ?? 0n) + v);
      writeLast(table.id, roundId, all);
      toast.success(intl.formatMessage({ id: "table.placed" }, { amount: formatToken(slipTotal(slip)) }));
      setSlip(emptySlip);
    } catch (e) {
      reportRefusal(e);
      toast.error(refusalText(e, intl));
    } finally {
      setSend("idle");
    }
  };

  return { chip, setChip, slip, pending: slipTotals(slip), pendingTotal: slipTotal(slip), placed, send, onBet, onUndo, onClear, onDouble, onRepeat, submit };
}
