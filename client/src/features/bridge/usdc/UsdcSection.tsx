import { useState } from "react";
import { ReservesCard } from "./ReservesCard.js";
import { UsdcForm, type UsdcDirection } from "./UsdcForm.js";
import { UsdcSteps } from "./UsdcSteps.js";
import type { useUsdcFlows } from "./useUsdcFlows.js";
import { WithdrawalRows } from "./WithdrawalRows.js";

/** USDC ⇄ SUSD: the form, the action under way, open withdrawals with Claim, and the reserves figure. */
export function UsdcSection({ flows, susd, min, max }: { flows: ReturnType<typeof useUsdcFlows>; susd: bigint; min: bigint; max: bigint }) {
  const [direction, setDirection] = useState<UsdcDirection>("deposit");
  /** Bumped once an action is confirmed, to start the next one from an empty form. */
  const [formKey, setFormKey] = useState(0);
  const [approved, setApproved] = useState(false);
  const submit = async (units: bigint) => {
    setApproved(direction === "deposit" && flows.allowance < units);
    await (direction === "deposit" ? flows.deposit(units) : flows.withdraw(units));
    setFormKey((k) => k + 1);
  };
  return (
    <div className="bridge-grid">
      <UsdcForm
        key={formKey}
        direction={direction}
        onDirection={setDirection}
        available={direction === "deposit" ? (flows.usdc ?? 0n) : susd}
        allowance={flows.allowance}
        min={min}
        max={max}
        busy={flows.busy}
        onSubmit={(u) => void submit(u)}
      />
      <div className="stack">
        <UsdcSteps step={flows.step} approved={approved} />
        <WithdrawalRows rows={flows.rows} claiming={flows.claiming} onClaim={(p) => void flows.claim(p)} />
        <ReservesCard reserves={flows.reserves} />
      </div>
    </div>
  );
}
