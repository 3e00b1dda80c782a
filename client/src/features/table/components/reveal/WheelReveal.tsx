import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { WHEEL } from "@sunrise/games";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion.js";
import { FIRST_SPIN_MS, RESPIN_MS, restingAngle, SEGMENT_DEG, segmentName, wedgePath } from "./wheel-geometry.js";

const R = 96;

/** The money wheel's 54 segments, drawn once. */
function Disc() {
  return (
    <svg viewBox="-100 -100 200 200" className="mwheel__svg" aria-hidden>
      <circle r="99" className="mwheel__rim" />
      {WHEEL.map((_, i) => (
        <g key={i} className={`mwheel__seg mwheel__seg--${segmentName(i)}`} data-segment={segmentName(i)}>
          <path d={wedgePath(i, R)} />
          <text transform={`rotate(${(i + 0.5) * SEGMENT_DEG}) translate(0 -80)`} textAnchor="middle" dominantBaseline="middle">{segmentName(i).replace("x", "×")}</text>
        </g>
      ))}
      <circle r="30" className="mwheel__hub" />
    </svg>
  );
}

/**
 * The money wheel spins to each of the round's spins in turn (a multiplier segment respins), then
 * shows the number it stopped on and what it pays. Without motion it stands on the result at once.
 */
export function WheelReveal({ spins, number, multiplier }: { spins: number[]; number: number; multiplier: number }) {
  const intl = useIntl();
  const still = usePrefersReducedMotion();
  // How many spins have started; spins.length + 1 once the last has landed.
  const [at, setAt] = useState(0);
  const step = still ? spins.length + 1 : at;
  useEffect(() => {
    if (still || at > spins.length) return;
    const t = setTimeout(() => setAt((a) => a + 1), at === 0 ? 30 : at === 1 ? FIRST_SPIN_MS : RESPIN_MS);
    return () => clearTimeout(t);
  }, [at, still, spins.length]);
  const heading = Math.min(step, spins.length);
  const angle = heading === 0 ? 0 : restingAngle(spins[heading - 1]!, heading);
  const landed = step > spins.length;
  const hit = spins.slice(0, Math.max(0, step - 1)).map((i) => WHEEL[i]).filter((s): s is "x2" | "x7" => typeof s === "string");
  return (
    <div className={`reveal-wheel${landed ? " is-landed" : ""}`} data-testid="reveal-wheel" data-landed={landed} data-number={number}>
      <div className="mwheel">
        <div className="mwheel__disc" data-testid="wheel-disc" data-angle={angle} style={{ transform: `rotate(${angle}deg)`, transitionDuration: still || heading === 0 ? "0s" : `${heading === 1 ? FIRST_SPIN_MS : RESPIN_MS}ms` }}>
          <Disc />
        </div>
        <span className="mwheel__pointer" aria-hidden />
        {landed && <span className={`mwheel__result wheel-tone--${number}`}>{number}</span>}
      </div>
      <span className="reveal-wheel__side">
        {hit.map((m, i) => (
          <span key={i} className="reveal-wheel__mult" title={intl.formatMessage({ id: "table.wheel.multiplier" }, { n: m.slice(1) })}>×{m.slice(1)}</span>
        ))}
        {landed && multiplier > 1 && <span className="reveal-wheel__pays">×{multiplier}</span>}
      </span>
    </div>
  );
}
