// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title A bet in one storage slot.
/// @notice Bits 0–31 the player's cashier account number, 32–47 the kind, 48–111 the amount, 112–143 the
///         worst-case return per unit ×100, 144–207 the table's detail (a stream or shoe table: the
///         count of numbers in the low byte and the numbers above it; a decision table: the actions).
library BetWord {
    uint256 private constant MASK_16 = type(uint16).max;
    uint256 private constant MASK_32 = type(uint32).max;
    uint256 private constant MASK_64 = type(uint64).max;

    /// @dev The caller keeps the player below 2^32, the kind below 2^16, the amount and detail below 2^64.
    function pack(uint256 player, uint256 betKind, uint256 stake, uint256 returnX100, uint256 tableDetail) internal pure returns (uint256) {
        return player | (betKind << 32) | (stake << 48) | (returnX100 << 112) | (tableDetail << 144);
    }

    function playerId(uint256 word) internal pure returns (uint256) { return word & MASK_32; }
    function kind(uint256 word) internal pure returns (uint32) { return uint32((word >> 32) & MASK_16); }
    function amount(uint256 word) internal pure returns (uint256) { return (word >> 48) & MASK_64; }
    function x100(uint256 word) internal pure returns (uint256) { return (word >> 112) & MASK_32; }
    function detail(uint256 word) internal pure returns (uint64) { return uint64(word >> 144); }

    function withDetail(uint256 word, uint64 value) internal pure returns (uint256) {
        return (word & ~(MASK_64 << 144)) | (uint256(value) << 144);
    }

    /// @notice The bet's worst-case total return, as reserved when it was placed.
    function maxReturn(uint256 word) internal pure returns (uint256) {
        return maxReturnOf(amount(word), x100(word));
    }

    function maxReturnOf(uint256 stake, uint256 returnX100) internal pure returns (uint256) {
        return (stake * returnX100) / 100;
    }

    /// @notice A stream or shoe table's numbers (at most 7, one byte each) as a detail.
    function packNumbers(uint8[] calldata numbers) internal pure returns (uint256 packed) {
        packed = numbers.length;
        for (uint256 i = 0; i < numbers.length; i++) packed |= uint256(numbers[i]) << (8 * (i + 1));
    }

    function unpackNumbers(uint64 packed) internal pure returns (uint8[] memory numbers) {
        numbers = new uint8[](uint8(packed));
        for (uint256 i = 0; i < numbers.length; i++) numbers[i] = uint8(packed >> (8 * (i + 1)));
    }
}
