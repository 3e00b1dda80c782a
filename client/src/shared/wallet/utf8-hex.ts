/** A UTF-8 text as 0x-prefixed hex, as personal_sign takes it (ethers' hexlify(toUtf8Bytes(text))). */
export function utf8Hex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, "0")).join("")}`;
}
