import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex, concatBytes, hexToBytes } from "@noble/hashes/utils.js";

/** A 32-byte value as the chain writes it: `0x` + 64 lowercase hex digits. */
export type Hex32 = `0x${string}`;

const HEX = /^0x[0-9a-fA-F]*$/;

function fixedBytes(value: string, length: number, what: string): Uint8Array {
  if (!HEX.test(value) || value.length !== 2 + 2 * length) throw new RangeError(`${what} must be 0x and ${2 * length} hex digits, got ${value}`);
  return hexToBytes(value.slice(2));
}

function uint(value: number, bytes: number, what: string): Uint8Array {
  if (!Number.isInteger(value) || value < 0 || value >= 2 ** (8 * bytes)) throw new RangeError(`${what} must be an integer in [0, 2^${8 * bytes}), got ${value}`);
  const out = new Uint8Array(bytes);
  for (let i = bytes - 1, v = value; i >= 0; i--, v = Math.floor(v / 256)) out[i] = v % 256;
  return out;
}

/** Pieces of Solidity's `abi.encodePacked`: each type is written in its own width, with no padding. */
export const packed = {
  bytes32: (value: string) => fixedBytes(value, 32, "bytes32"),
  address: (value: string) => fixedBytes(value, 20, "address"),
  uint16: (value: number) => uint(value, 2, "uint16"),
  uint8: (value: number) => uint(value, 1, "uint8"),
};

/** Throws a RangeError unless `value` is a `0x` bytes32; `what` names it in the message. */
export function requireBytes32(value: string, what: string): void {
  fixedBytes(value, 32, what);
}

export const toHex32 = (bytes: Uint8Array): Hex32 => `0x${bytesToHex(bytes)}`;

/** `keccak256(abi.encodePacked(...))` of already packed pieces. */
export function keccakPacked(...pieces: Uint8Array[]): Hex32 {
  return toHex32(keccak_256(concatBytes(...pieces)));
}
