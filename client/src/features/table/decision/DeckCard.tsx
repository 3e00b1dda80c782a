import { useIntl } from "react-intl";
import { cardName } from "@sunrise/games";
import { PlayingCard } from "../components/reveal/PlayingCard.js";

/** A card of a decision table: its face once proven or revealed, its back while dealt face down, an empty place before that. */
export function DeckCard({ code, down, delay }: { code: number | null | undefined; down?: boolean; delay?: number }) {
  const intl = useIntl();
  if (code !== null && code !== undefined) return <span className="dcard" role="img" aria-label={cardName(code)}><PlayingCard code={code} delay={delay} /></span>;
  if (down) return <span className="dcard pcard pcard--back" role="img" aria-label={intl.formatMessage({ id: "decision.cards.hidden" })} data-card="down" />;
  return <span className="dcard dcard--empty" aria-hidden data-card="none" />;
}
