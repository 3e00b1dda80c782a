import { RoundState } from "@sunrise/db";
import { fieldError } from "../../admin/validation.js";

export const MAX_ROUND_KEYS = 100;
const KEY = /^(0x[0-9a-fA-F]{40}):([1-9][0-9]{0,9})$/;
const ID = /^[1-9][0-9]{0,9}$/;
export const ROUND_STATES: string[] = Object.values(RoundState);

/** What "Round IDs entered separated by commas" asks for: keys name one round, plain IDs a round number on any (or the chosen) table. */
export function parseRoundKeys(entries: readonly string[]): { keys: string[]; roundIds: number[] } {
  const list = entries.map((e) => e.trim()).filter(Boolean);
  if (list.length > MAX_ROUND_KEYS) throw fieldError("roundKeys", `At most ${MAX_ROUND_KEYS} round IDs at once`);
  const keys: string[] = [];
  const roundIds: number[] = [];
  for (const entry of list) {
    const key = KEY.exec(entry);
    if (key) keys.push(`${key[1]!.toLowerCase()}:${key[2]}`);
    else if (ID.test(entry)) roundIds.push(Number(entry));
    else throw fieldError("roundKeys", `"${entry.slice(0, 80)}" is not a round ID (a number, or <table contract>:<number>)`);
  }
  return { keys, roundIds };
}

/** A round key as the API names rounds: `<table contract>:<round id>`. */
export function roundKey(value: string, field = "key"): string {
  const key = KEY.exec(value.trim());
  if (!key) throw fieldError(field, "A round key is <table contract>:<round id>");
  return `${key[1]!.toLowerCase()}:${key[2]}`;
}
