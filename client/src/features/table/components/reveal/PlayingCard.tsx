import { RANK_NAMES, rankOf, suitOf } from "@sunrise/games";

const SUIT = ["♠", "♥", "♦", "♣"] as const;

/** A card face from its code (0–51), dealt in with a flip; `delay` staggers a hand. */
export function PlayingCard({ code, delay = 0, side }: { code: number; delay?: number; side?: boolean }) {
  const suit = suitOf(code);
  return (
    <span className={`pcard${suit === 1 || suit === 2 ? " pcard--red" : ""}${side ? " pcard--side" : ""}`} style={{ animationDelay: `${delay}ms` }} data-card={code}>
      <span className="pcard__rank">{RANK_NAMES[rankOf(code)]}</span>
      <span className="pcard__suit">{SUIT[suit]}</span>
    </span>
  );
}
