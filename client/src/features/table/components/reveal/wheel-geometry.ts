import { WHEEL } from "@sunrise/games";

/** Degrees per segment of the money wheel (54 segments, in the game's order, clockwise from the pointer). */
export const SEGMENT_DEG = 360 / WHEEL.length;
/** The first spin, then each respin after a multiplier. */
export const FIRST_SPIN_MS = 2200;
export const RESPIN_MS = 1500;
/** Whole turns each spin makes before it settles. */
const TURNS = 3;

/** How long the wheel takes to land its last spin. */
export const wheelSpinMs = (spins: number) => (spins > 0 ? FIRST_SPIN_MS + (spins - 1) * RESPIN_MS : 0);

/** The wheel's rotation once its `k`-th spin (from 1) lands segment `index` under the pointer at the top. */
export const restingAngle = (index: number, k: number) => -(k * TURNS * 360) - (index + 0.5) * SEGMENT_DEG;

const point = (r: number, deg: number) => {
  const a = (deg * Math.PI) / 180;
  return `${(r * Math.sin(a)).toFixed(3)} ${(-r * Math.cos(a)).toFixed(3)}`;
};

/** The wedge of segment `i` on a wheel of radius `r` centred on the origin. */
export const wedgePath = (i: number, r: number) => `M0 0L${point(r, i * SEGMENT_DEG)}A${r} ${r} 0 0 1 ${point(r, (i + 1) * SEGMENT_DEG)}Z`;

/** A segment's value as its class and label say it: the number, or x2 / x7. */
export const segmentName = (i: number) => String(WHEEL[i]);
