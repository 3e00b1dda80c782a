import type { ComponentType } from "react";
import { screen } from "@testing-library/react";
import { vi } from "vitest";
import { renderWithIntl } from "../../../testing/render.js";
import type { Spot } from "../logic/spot.js";
import type { BoardProps } from "./types.js";

/** Renders a board with nothing on it and records every spot its clicks place. */
export function renderBoard(Board: ComponentType<BoardProps>, over: Partial<BoardProps> = {}) {
  const onBet = vi.fn<(spot: Spot) => void>();
  const view = renderWithIntl(<Board mine={new Map()} others={new Map()} winning={new Set()} disabled={false} noCommission={false} onBet={onBet} {...over} />);
  const placed = () => onBet.mock.calls.map(([s]) => ({ kind: s.kind, numbers: [...s.numbers] }));
  return { ...view, onBet, placed };
}

/** Matches a bet button's name: the bet's name, then (after a comma) what else the box shows: what it pays, a range. */
export const betName = (name: string) => (accessible: string) => accessible === name || accessible.startsWith(`${name}, `);

/** A board's bet button by its bet's name. */
export const betButton = (name: string) => screen.getByRole("button", { name: betName(name) });
