import { useEffect, useState } from "react";

type Stage = "empty" | "prompt" | "dismissed";
const key = (player: string) => `sunrise.firstDeposit.${player.toLowerCase()}`;
const read = (player: string) => localStorage.getItem(key(player)) as Stage | null;

/**
 * SPEC-style first-deposit prompt: once a player seen with an empty game balance receives their
 * first SUSD there, offer to set limits until they dismiss it (remembered in this browser).
 */
export function useFirstDepositPrompt(player: string | null, gameBalance: bigint | null) {
  const [stage, setStage] = useState<Stage | null>(() => (player ? read(player) : null));
  useEffect(() => {
    if (!player || gameBalance === null) return;
    const now = read(player);
    let next = now;
    if (gameBalance === 0n && now === null) next = "empty";
    if (gameBalance > 0n && now === "empty") next = "prompt";
    if (next !== now && next) localStorage.setItem(key(player), next);
    setStage(next);
  }, [player, gameBalance]);
  const dismiss = () => {
    if (!player) return;
    localStorage.setItem(key(player), "dismissed");
    setStage("dismissed");
  };
  return { show: stage === "prompt", dismiss };
}
