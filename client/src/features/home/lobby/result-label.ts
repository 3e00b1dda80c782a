/** How one past result reads on a lobby card: a short text and its colour. */
export interface ResultLabel {
  text: string;
  tone: "red" | "black" | "green" | "blue" | "gold";
}

const WINNER: Record<string, ResultLabel> = {
  player: { text: "P", tone: "blue" },
  banker: { text: "B", tone: "red" },
  tie: { text: "T", tone: "green" },
  dragon: { text: "D", tone: "red" },
  tiger: { text: "T", tone: "blue" },
};

export function resultLabel(result: Record<string, unknown>): ResultLabel | null {
  switch (result.game) {
    case "roulette": return { text: String(result.number), tone: result.color === "red" ? "red" : result.color === "green" ? "green" : "black" };
    case "sic bo": return { text: result.triple ? `${String(result.total)}★` : String(result.total), tone: result.triple ? "gold" : Number(result.total) >= 11 ? "red" : "blue" };
    case "money wheel": return { text: Number(result.multiplier) > 1 ? `${String(result.number)}×${String(result.multiplier)}` : String(result.number), tone: "gold" };
    case "baccarat": return WINNER[String(result.winner)] ?? null;
    case "dragon tiger": return result.winner === "tie" ? { text: "=", tone: "green" } : (WINNER[String(result.winner)] ?? null);
    default: return null;
  }
}
