import { useState, type ReactNode } from "react";
import { ReservesCard } from "./ReservesCard.js";
import { UsdcForm, type UsdcDirection } from "./UsdcForm.js";
import { UsdcSteps } from "./UsdcSteps.js";
import type { useUsdcFlows } from "./useUsdcFlows.js";
import { WithdrawalRows } from "./WithdrawalRows.js";

interface Props {
  flows: ReturnType<typeof useUsdcFlows>;
  susd: bigint;
  min: bigint;
  max: bigint;
  /** The asset ⇄ game chain form and its transfer under way, laid out with the USDC ones. */
  gameForm: ReactNode;
  gameStatus: ReactNode;
}

/**
 * USDC ⇄ SUSD beside SUSD between the chains: the two forms stacked on the left, what they are doing
 * (the USDC action, open withdrawals with Claim, the chain transfer) and the reserves figure on the
 * right. On one column each form is followed by its own status (the slots' CSS order).
 */
export function UsdcSection({ flows, susd, min, max, gameForm, gameStatus }: Props) {
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
    <div className="bridge-layout">
      <div className="bridge-layout__col">
        <div className="bridge-slot bridge-slot--usdc-form">
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
        </div>
        <div className="bridge-slot bridge-slot--game-form">{gameForm}</div>
      </div>
      <div className="bridge-layout__col">
        <div className="bridge-slot bridge-slot--usdc-steps"><UsdcSteps step={flows.step} approved={approved} /></div>
        <div className="bridge-slot bridge-slot--withdrawals">
          <WithdrawalRows rows={flows.rows} claiming={flows.claiming} onClaim={(p) => void flows.claim(p)} />
        </div>
        <div className="bridge-slot bridge-slot--game-status">{gameStatus}</div>
        <div className="bridge-slot bridge-slot--reserves"><ReservesCard reserves={flows.reserves} /></div>
      </div>
    </div>
  );
}
