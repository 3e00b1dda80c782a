import type { IntlShape } from "react-intl";
import { formatToken } from "../../shared/format/token.js";
import type { AdminTaskFieldsFragment } from "../../gql/admin/graphql.js";
import { shortHex } from "../ui/format.js";

const text = (v: unknown) => (typeof v === "string" || typeof v === "number" ? String(v) : "");
const amount = (v: unknown) => (typeof v === "string" && /^\d+$/.test(v) ? `${formatToken(v)} SUSD` : text(v));

/** A task in words, from its kind and parameters (amounts are token units in the params). */
export function describeTask(intl: IntlShape, task: Pick<AdminTaskFieldsFragment, "kind" | "params" | "target">): string {
  const p = task.params;
  const values = {
    contract: text(p.contract) || task.target?.replace(/^contract:/, "") || "",
    table: text(p.tableId),
    amount: amount(p.amount ?? p.totalReward),
    to: shortHex(text(p.address ?? p.to)),
    chain: text(p.chain),
    min: amount(p.minBet),
    max: amount(p.maxBet),
    round: task.target?.replace(/^round:/, "") ?? "",
    player: shortHex(text(p.player)),
    period: text(p.period),
  };
  return intl.formatMessage({ id: `adm.task.kind.${task.kind}`, defaultMessage: task.kind }, values);
}
