import { fieldError } from "../admin/validation.js";
import { maskContacts } from "./contacts.js";
import { maskProfanity } from "./profanity.js";

/** The longest line a player may post, in characters (code points, so an emoji counts once). */
export const MAX_CHAT_CHARACTERS = 200;

/** A line as typed, checked: trimmed, 1..200 characters, no control or invisible formatting characters (emoji joiners stay). */
export function chatBody(raw: string): string {
  const text = raw.replace(/\s+/g, " ").trim();
  if (!text) throw fieldError("text", "Write a message first");
  if ([...text].length > MAX_CHAT_CHARACTERS) throw fieldError("text", `A message has at most ${MAX_CHAT_CHARACTERS} characters`);
  if (/[\p{Cc}\u202A-\u202E\u2066-\u2069]/u.test(text)) throw fieldError("text", "A message may not contain control characters");
  return text;
}

/** What the table sees of a line: contacts and links masked first (so a profane domain is one mask), then profanity. */
export const shownText = (body: string): string => maskProfanity(maskContacts(body));
