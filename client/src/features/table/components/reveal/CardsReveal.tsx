import { useIntl } from "react-intl";
import { PlayingCard } from "./PlayingCard.js";

interface Hand { label: string; tone: "player" | "banker"; cards: number[]; total?: number; won: boolean }

/** Baccarat's two hands (a third card turned sideways) or dragon tiger's two cards, dealt in one by one. */
export function CardsReveal({ result }: { result: Record<string, unknown> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: id as "table.baccarat.player" });
  const winner = String(result.winner);
  const hands: Hand[] = result.game === "baccarat"
    ? [
        { label: t("table.baccarat.player"), tone: "player", cards: (result.player as number[]) ?? [], total: Number(result.playerTotal), won: winner === "player" },
        { label: t("table.baccarat.banker"), tone: "banker", cards: (result.banker as number[]) ?? [], total: Number(result.bankerTotal), won: winner === "banker" },
      ]
    : [
        { label: t("table.dt.dragon"), tone: "banker", cards: [Number(result.dragon)], won: winner === "dragon" },
        { label: t("table.dt.tiger"), tone: "player", cards: [Number(result.tiger)], won: winner === "tiger" },
      ];
  // Deal order: player, banker, player, banker, then the third cards.
  const delayOf = (hand: number, i: number) => (i < 2 ? (i * 2 + hand) * 280 : (4 + hand) * 280 + 200);
  return (
    <div className="reveal-cards" data-testid="reveal-cards">
      {hands.map((h, hi) => (
        <div key={h.tone} className={`hand hand--${h.tone}${h.won ? " is-winner" : ""}`}>
          <span className="hand__label">{h.label}{h.total !== undefined && <b className="hand__total">{h.total}</b>}</span>
          <span className="hand__cards">
            {h.cards.map((c, i) => <PlayingCard key={i} code={c} delay={delayOf(hi, i)} side={i === 2} />)}
          </span>
        </div>
      ))}
      {winner === "tie" && <span className="reveal-cards__tie">{t("table.baccarat.tie")}</span>}
    </div>
  );
}
