// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title One game's rules as the table contract applies them: which bets exist, what they may
///        return at worst, how a round is dealt and what each bet is paid.
/// @notice A rules contract is stateless and shared by every table of its game. Stream games
///         (roulette, sic bo, money wheel) deal from the round's HMAC-SHA256 stream; shoe games
///         (baccarat, dragon tiger) take cards proven against a shoe's Merkle root. Outcomes are
///         `uint8[]`: roulette `[pocket]`, sic bo `[d1, d2, d3]`, money wheel the segment indices
///         spun in order, card games the card codes (0–51) in draw order.
interface ITableRules {
    function gameType() external pure returns (uint16);
    function usesShoe() external pure returns (bool);
    /// @notice Whether the game has this table variant (baccarat: 0 with commission, 1 without).
    function validVariant(uint8 variant) external pure returns (bool);
    /// @notice Worst-case total return per unit staked ×100; 0 when the bet is not valid.
    function maxReturnX100(uint32 kind, uint8[] calldata numbers, uint8 variant) external pure returns (uint32);
    /// @notice Why a bet is not valid, as a revert reason; empty when it is.
    function betError(uint32 kind, uint8[] calldata numbers, uint8 variant) external pure returns (string memory);
    /// @notice Stream games: the round's outcome from its seeds.
    function dealFromSeeds(bytes32 serverSeed, bytes32 clientSeed, uint256 roundId) external pure returns (uint8[] memory outcome);
    /// @notice Shoe games: how many more cards the hand needs after these; 0 when it is complete.
    function cardsNeeded(uint8[] calldata cardsSoFar) external pure returns (uint256 more);
    /// @notice Shoe games: the Merkle root and cut index of the shoe these seeds shuffle.
    function shoeRoot(bytes32 shoeSeed, bytes32 shoeClientSeed, uint256 shoeId) external pure returns (bytes32 root, uint16 cutIndex);
    /// @notice Total returned to each bet (stake included; 0 on a loss); an invalid bet gets 0. Each
    ///         bet is given as the table stores it (BetWord: its kind, stake and numbers; the other bits are ignored).
    function payouts(uint8[] calldata outcome, uint8 variant, uint256[] calldata bets) external pure returns (uint256[] memory);
}
