import { CardsReveal } from "./CardsReveal.js";
import { DiceReveal } from "./DiceReveal.js";
import { RouletteReveal } from "./RouletteReveal.js";
import { WheelReveal } from "./WheelReveal.js";

/** The settled round's result, drawn for its game. */
export function Reveal({ result }: { result: Record<string, unknown> }) {
  switch (result.game) {
    case "roulette": return <RouletteReveal number={Number(result.number)} />;
    case "baccarat": case "dragon tiger": return <CardsReveal result={result} />;
    case "sic bo": return <DiceReveal dice={(result.dice as number[]) ?? []} total={Number(result.total)} triple={!!result.triple} />;
    case "money wheel": return <WheelReveal spins={(result.spins as number[]) ?? []} number={Number(result.number)} multiplier={Number(result.multiplier)} />;
    default: return null;
  }
}
