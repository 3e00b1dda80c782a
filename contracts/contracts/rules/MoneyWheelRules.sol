// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {StreamRules} from "./StreamRules.sol";
import {FairStream} from "./FairStream.sol";
import {BetWord} from "../table/BetWord.sol";

/// @title The money wheel: 54 segments spun with int(54) from the round's stream.
/// @notice Kinds 6001–6006 bet on 1, 2, 5, 10, 20, 40 and name no numbers. A 2x or 7x segment
///         respins and multiplies the win; at most two multipliers apply (later ones respin only),
///         so the worst case is 49 × the number. The outcome is every segment index spun, in order.
contract MoneyWheelRules is StreamRules {
    /// @dev The engine's `WHEEL` in display order: a number's value, or 0x82 (2x) / 0x87 (7x).
    bytes private constant WHEEL =
        hex"820102050a14280102050a140102050a0102050a01020501020501870205010201020102010201020102010201020101010101010101";
    uint256 private constant SEGMENTS = 54;
    uint256 private constant MAX_APPLIED_MULTIPLIERS = 2;
    uint256 private constant MAX_MULTIPLIER = 49;
    uint256 private constant MAX_SPINS = 64;

    function gameType() external pure returns (uint16) {
        return 6;
    }

    function _deal(FairStream.Rng memory rng) internal pure override returns (uint8[] memory spins) {
        spins = new uint8[](MAX_SPINS);
        uint256 n;
        for (;;) {
            require(n < MAX_SPINS, "Too many respins");
            uint256 index = FairStream.uniform(rng, SEGMENTS);
            spins[n++] = uint8(index);
            if (uint8(WHEEL[index]) & 0x80 == 0) break;
        }
        assembly ("memory-safe") {
            mstore(spins, n)
        }
    }

    function payouts(uint8[] calldata spins, uint8, uint256[] calldata bets) external pure returns (uint256[] memory paid) {
        (uint256 number, uint256 multiplier) = _landed(spins);
        paid = new uint256[](bets.length);
        for (uint256 i = 0; i < bets.length; i++) {
            uint32 kind = BetWord.kind(bets[i]);
            if (BetWord.detail(bets[i]) == 0 && kind >= 6001 && kind <= 6006 && _numberOf(kind) == number) {
                paid[i] = _returnOf(BetWord.amount(bets[i]), number * multiplier, 1);
            }
        }
    }

    /// @dev The number the wheel stopped on and the multiplier applied on the way.
    function _landed(uint8[] calldata spins) private pure returns (uint256 number, uint256 multiplier) {
        require(spins.length > 0, "Invalid outcome");
        multiplier = 1;
        uint256 applied;
        for (uint256 i = 0; i < spins.length; i++) {
            require(spins[i] < SEGMENTS, "Invalid outcome");
            uint8 seg = uint8(WHEEL[spins[i]]);
            bool last = i == spins.length - 1;
            // Every spin but the last lands on a multiplier; the last on a number.
            require((seg & 0x80 == 0) == last, "Invalid outcome");
            if (last) number = seg;
            else if (applied < MAX_APPLIED_MULTIPLIERS) {
                multiplier *= seg & 0x7f;
                applied++;
            }
        }
    }

    function _numberOf(uint32 kind) private pure returns (uint256) {
        uint8[6] memory values = [1, 2, 5, 10, 20, 40];
        return values[kind - 6001];
    }

    function _check(uint32 kind, uint8[] memory numbers, uint8) internal pure override returns (uint32, string memory) {
        if (kind < 6001 || kind > 6006) return (0, "Unknown bet kind");
        if (numbers.length > 0) return (0, "Money wheel bets name no numbers");
        return (uint32((_numberOf(kind) * MAX_MULTIPLIER + 1) * 100), "");
    }
}
