import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { WHEEL } from "@sunrise/games";
import { renderWithIntl } from "../../../../testing/render.js";
import { FIRST_SPIN_MS, RESPIN_MS, restingAngle, SEGMENT_DEG } from "./wheel-geometry.js";
import { WheelReveal } from "./WheelReveal.js";

const under = (angle: number) => {
  // The segment whose span covers the pointer (the top) once the wheel is turned by `angle`.
  const at = (((-angle % 360) + 360) % 360) / SEGMENT_DEG;
  return Math.floor(at);
};
const reduceMotion = (on: boolean) => vi.stubGlobal("matchMedia", (q: string) => ({ matches: on && q.includes("reduce"), media: q, addEventListener: () => {}, removeEventListener: () => {} }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the money wheel's reveal", () => {
  it("draws the game's 54 segments in its order, coloured by value", () => {
    reduceMotion(true);
    const { container } = renderWithIntl(<WheelReveal spins={[5]} number={Number(WHEEL[5])} multiplier={1} />);
    const segments = [...container.querySelectorAll("[data-segment]")];
    expect(segments.map((s) => s.getAttribute("data-segment"))).toEqual(WHEEL.map(String));
    expect(segments[5]!.getAttribute("class")).toContain(`mwheel__seg--${String(WHEEL[5])}`);
  });

  it("spins to each spin in turn — a multiplier, then the number — and shows the number once landed", () => {
    reduceMotion(false);
    vi.useFakeTimers();
    const x2 = WHEEL.indexOf("x2");
    const ten = WHEEL.indexOf(10);
    renderWithIntl(<WheelReveal spins={[x2, ten]} number={10} multiplier={2} />);
    const disc = () => screen.getByTestId("wheel-disc");
    expect(disc().dataset.angle).toBe("0");
    act(() => vi.advanceTimersByTime(30));
    expect(Number(disc().dataset.angle)).toBe(restingAngle(x2, 1));
    expect(under(restingAngle(x2, 1))).toBe(x2);
    expect(screen.getByTestId("reveal-wheel").dataset.landed).toBe("false");
    act(() => vi.advanceTimersByTime(FIRST_SPIN_MS));
    expect(under(Number(disc().dataset.angle))).toBe(ten);
    expect(Number(disc().dataset.angle)).toBeLessThan(restingAngle(x2, 1));
    act(() => vi.advanceTimersByTime(RESPIN_MS));
    expect(screen.getByTestId("reveal-wheel").dataset.landed).toBe("true");
    expect(screen.getByTestId("reveal-wheel").textContent).toContain("×2");
  });

  it("stands on the result at once when the player asks for less motion", () => {
    reduceMotion(true);
    const seven = WHEEL.indexOf("x7");
    const five = WHEEL.indexOf(5);
    renderWithIntl(<WheelReveal spins={[seven, five]} number={5} multiplier={7} />);
    expect(screen.getByTestId("reveal-wheel").dataset.landed).toBe("true");
    expect(under(Number(screen.getByTestId("wheel-disc").dataset.angle))).toBe(five);
    expect(screen.getByTestId("wheel-disc").style.transitionDuration).toBe("0s");
  });
});
