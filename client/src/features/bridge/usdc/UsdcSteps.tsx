import { FormattedMessage } from "react-intl";
import type { UsdcStep } from "./useUsdcFlows.js";

const ORDER: UsdcStep[] = ["approve", "processing", "sent", "confirmed"];
const LABEL = { approve: "usdc.step.approve", processing: "usdc.state.processing", sent: "usdc.state.sent", confirmed: "usdc.state.confirmed" } as const;

/** The action under way, step by step (SPEC §4 transaction states); the approval shows only when it was needed. */
export function UsdcSteps({ step, approved }: { step: UsdcStep | null; approved: boolean }) {
  if (!step) return null;
  const at = ORDER.indexOf(step);
  const shown = ORDER.filter((s) => s !== "approve" || approved || step === "approve");
  return (
    <ol className="steps usdc-steps card" data-testid="usdc-steps" data-step={step} aria-live="polite">
      {shown.map((s, n) => {
        const i = ORDER.indexOf(s);
        const state = i < at || step === "confirmed" ? "done" : i === at ? "active" : "todo";
        return (
          <li key={s} className={`steps__item steps__item--${state}`}>
            <span className="steps__dot">{state === "done" ? "✓" : n + 1}</span>
            <span className="steps__label"><FormattedMessage id={LABEL[s]} /></span>
          </li>
        );
      })}
    </ol>
  );
}
