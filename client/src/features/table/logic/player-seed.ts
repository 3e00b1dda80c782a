/**
 * The player's own 32 bytes for a round, from the browser's CSPRNG. The table folds every bettor's
 * seed into the round's client seed, so a dealer who also produces blocks cannot fix the outcome alone.
 */
export function newPlayerSeed(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(32));
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}
