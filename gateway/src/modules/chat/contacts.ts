/** Stands in for whatever a player may not share in the chat. */
export const MASK = "•••";

/**
 * Contacts and links, most specific first: e-mail addresses, links (with a scheme, www., or a bare
 * domain), wallet addresses (EVM, Bitcoin, Tron, Solana-like), then phone numbers: +country and 8 or
 * more digits, or 10 or more digits (spaces, dots, dashes or brackets between them), so round numbers and amounts stay.
 */
const PATTERNS: RegExp[] = [
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu,
  /\b(?:https?|ftp):\/\/\S+/giu,
  /\bwww\.\S+/giu,
  /\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|co|me|info|biz|xyz|app|dev|gg|tv|ru|cn|jp|uk|de|fr|us|ly|to|link|site|online|club|casino|bet|vip|top)\b(?:\/\S*)?/giu,
  /\b0x[0-9a-f]{40}\b/giu,
  /\b0x[0-9a-f]{8,}/giu,
  /\b(?:bc1|[13])[a-km-zA-HJ-NP-Z1-9]{25,39}\b/gu,
  /\bT[1-9A-HJ-NP-Za-km-z]{33}\b/gu,
  /\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/gu,
  /[+＋][\d０-９](?:[\s.\-()（）－]*[\d０-９]){7,}/gu,
  /[\d０-９(（](?:[\s.\-()（）－]*[\d０-９]){9,}/gu,
];

/** The text with links, wallet addresses, e-mail addresses and phone numbers masked. */
export function maskContacts(text: string): string {
  return PATTERNS.reduce((t, re) => t.replace(re, MASK), text);
}
