// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// @title The games engine's provably fair stream, byte for byte.
/// @notice Block i = HMAC-SHA256(key = serverSeed, message = UTF-8(clientSeedHex + ":" + label + ":" + i)),
///         the client seed written as `0x` + 64 lowercase hex digits; uint32 draws read 4 bytes
///         big-endian; `uniform(n)` rejects the biased tail (x < 2^32 − 2^32 mod n, then x mod n).
library FairStream {
    bytes32 private constant IPAD = 0x3636363636363636363636363636363636363636363636363636363636363636;
    bytes32 private constant OPAD = 0x5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c5c;

    struct Rng {
        bytes32 key;
        /// @dev `clientSeedHex:label:`, the part of every block's message before the counter.
        bytes prefix;
        uint256 counter;
        bytes32 block_;
        /// @dev Bytes of block_ already read; 32 = draw a new block.
        uint256 offset;
    }

    /// @param label the round id in decimal for a round, `shoe:<id>` for a shoe.
    function create(bytes32 serverSeed, bytes32 clientSeed, string memory label) internal pure returns (Rng memory rng) {
        rng.key = serverSeed;
        rng.prefix = abi.encodePacked(Strings.toHexString(uint256(clientSeed), 32), ":", label, ":");
        rng.offset = 32;
    }

    function nextUint32(Rng memory rng) internal pure returns (uint256 x) {
        if (rng.offset == 32) {
            rng.block_ = hmac(rng.key, abi.encodePacked(rng.prefix, Strings.toString(rng.counter++)));
            rng.offset = 0;
        }
        x = uint32(uint256(rng.block_) >> (224 - 8 * rng.offset));
        rng.offset += 4;
    }

    /// @notice An unbiased integer in [0, n), 1 ≤ n ≤ 2^32.
    function uniform(Rng memory rng, uint256 n) internal pure returns (uint256 value) {
        uint256 limit = 2 ** 32 - (2 ** 32 % n);
        for (;;) {
            uint256 x = nextUint32(rng);
            if (x < limit) return value = x % n;
        }
    }

    /// @notice HMAC-SHA256 with a 32-byte key (zero-padded to the 64-byte block).
    function hmac(bytes32 key, bytes memory message) internal pure returns (bytes32) {
        bytes32 inner = sha256(abi.encodePacked(key ^ IPAD, IPAD, message));
        return sha256(abi.encodePacked(key ^ OPAD, OPAD, inner));
    }
}
