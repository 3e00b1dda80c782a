/**
 * The client's build-time settings (Vite `VITE_*` variables); nothing else reads import.meta.env.
 * SPEC §5: the bonus game stays hidden unless VITE_SHOW_BONUS_GAMES=true at build (or dev) time.
 */
export const clientEnv = {
  showBonusGames: import.meta.env.VITE_SHOW_BONUS_GAMES === "true",
} as const;
