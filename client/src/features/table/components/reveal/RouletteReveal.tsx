import { colorOf } from "../../boards/roulette-layout.js";

/** Single-zero wheel order, clockwise from zero. */
export const WHEEL_ORDER = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26];
const POCKET = 44; // px, as in table.css

/** The wheel's pockets slide under a marker and stop on the winning one, which then lights up. */
export function RouletteReveal({ number }: { number: number }) {
  const strip = [...WHEEL_ORDER, ...WHEEL_ORDER, ...WHEEL_ORDER];
  const stop = WHEEL_ORDER.length * 2 + WHEEL_ORDER.indexOf(number);
  return (
    <div className="reveal-roulette" data-testid="reveal-roulette" data-number={number}>
      <div className="reveal-roulette__window">
        <div className="reveal-roulette__strip" style={{ ["--stop" as string]: `${-(stop * POCKET) - POCKET / 2}px` }}>
          {strip.map((n, i) => (
            <span key={i} className={`pocket pocket--${colorOf(n)}${i === stop ? " is-hit" : ""}`}>{n}</span>
          ))}
        </div>
        <span className="reveal-roulette__marker" aria-hidden />
      </div>
      <span className={`reveal-roulette__number pocket--${colorOf(number)}`}>{number}</span>
    </div>
  );
}
