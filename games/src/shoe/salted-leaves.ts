import { keccakPacked, packed, type Hex32 } from "../chain/abi-packed.js";

/**
 * Salt of shoe position p: `keccak256(abi.encodePacked(shoeSeed, uint16(p)))`. Secret until the
 * round that deals the card reveals it, so a leaf tells nothing about cards not yet dealt.
 */
export function shoeSalt(shoeSeed: string, position: number): Hex32 {
  return keccakPacked(packed.bytes32(shoeSeed), packed.uint16(position));
}

/**
 * Leaf of shoe position p: `keccak256(abi.encodePacked(uint16(p), uint8(card), bytes32(salt)))`.
 * Its 35 bytes can never be mistaken for a 64-byte inner node.
 */
export function shoeLeaf(position: number, card: number, salt: string): Hex32 {
  if (!Number.isInteger(card) || card < 0 || card > 51) throw new RangeError(`a card code is 0–51, got ${card}`);
  return keccakPacked(packed.uint16(position), packed.uint8(card), packed.bytes32(salt));
}
