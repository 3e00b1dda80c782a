// @vitest-environment node
import { describe, expect, it } from "vitest";
import { hexlify, toUtf8Bytes } from "ethers";
import { utf8Hex } from "./utf8-hex.js";

describe("utf8Hex", () => {
  it("encodes a message exactly as ethers does, including non-ASCII text", () => {
    for (const text of ["Sunrise secret: 0xabc", "ログイン ✓", ""]) expect(utf8Hex(text)).toBe(hexlify(toUtf8Bytes(text)));
  });
});
