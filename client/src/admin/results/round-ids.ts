/** SPEC §5: round IDs are entered separated by commas; numbers (with a table chosen) or full keys (<contract>:<id>). */
export function parseRoundIds(text: string): { ids: string[]; bad: string[] } {
  const ids = [...new Set(text.split(",").map((s) => s.trim()).filter(Boolean))];
  const bad = ids.filter((id) => !/^\d+$/.test(id) && !/^0x[0-9a-fA-F]{40}:\d+$/.test(id));
  return { ids, bad };
}

export const MAX_ROUND_IDS = 100;
