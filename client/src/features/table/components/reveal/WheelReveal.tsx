import { useIntl } from "react-intl";
import { WHEEL } from "@sunrise/games";

/** The money wheel's spins in order: multiplier segments first (each respins), then the number and what it pays. */
export function WheelReveal({ spins, number, multiplier }: { spins: number[]; number: number; multiplier: number }) {
  const intl = useIntl();
  const multipliers = spins.map((i) => WHEEL[i]).filter((s): s is "x2" | "x7" => typeof s === "string");
  return (
    <div className="reveal-wheel" data-testid="reveal-wheel">
      {multipliers.map((m, i) => (
        <span key={i} className="reveal-wheel__mult" style={{ animationDelay: `${i * 350}ms` }} title={intl.formatMessage({ id: "table.wheel.multiplier" }, { n: m.slice(1) })}>
          ×{m.slice(1)}
        </span>
      ))}
      <span className={`reveal-wheel__segment wheel-tone--${number}`} style={{ animationDelay: `${multipliers.length * 350}ms` }}>{number}</span>
      {multiplier > 1 && <span className="reveal-wheel__pays">×{multiplier}</span>}
    </div>
  );
}
