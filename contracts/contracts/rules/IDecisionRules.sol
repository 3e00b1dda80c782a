// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title The rules of a game whose players decide after the deal (casino hold'em, blackjack), as a
///        DecisionTable applies them.
/// @notice Stateless, shared by every table of its game. Each round deals from its own shuffled deck
///         (`deckSize` cards) committed by a Merkle root; the deal shows `dealPositions`, later
///         windows show cards of the common extra sequence from `extraBase` on. `shown` is the list
///         of proven cards: the deal's, in `dealPositions` order, then extra cards 0, 1, 2, …
///         A bet's `actions` hold one decision per window: bits [4(w−1), 4w) are window w's action
///         (0 = none). The outcome a settlement reads is the deck's first `outcomeLength` cards.
interface IDecisionRules {
    function gameType() external pure returns (uint16);
    function validVariant(uint8 variant) external pure returns (bool);
    /// @notice Cards in one round's deck: 52 (one deck) or 416 (eight decks).
    function deckSize() external pure returns (uint16);
    /// @notice The deck positions the deal proves, in order.
    function dealPositions() external pure returns (uint16[] memory);
    /// @notice Position of extra card 0; 0 when the game draws no extra cards.
    function extraBase() external pure returns (uint16);
    /// @notice Most decision windows a round opens.
    function maxWindows() external pure returns (uint8);
    /// @notice Worst-case total return per unit staked ×100 of a bet placed while betting is open; 0 when invalid.
    function maxReturnX100(uint32 kind, uint8[] calldata numbers, uint8 variant) external pure returns (uint32);
    /// @notice Why a bet is not valid, as a revert reason; empty when it is.
    function betError(uint32 kind, uint8[] calldata numbers, uint8 variant) external pure returns (string memory);
    /// @notice Why one placeBets batch is not valid as a whole (e.g. a side bet without its main bet); empty when it is.
    function batchError(uint32[] calldata kinds) external pure returns (string memory);
    /// @notice Checks `action` on `hand` of a bet in `window`, given the cards shown and the bet's
    ///         earlier actions. Returns the extra stake it takes, that stake's worst-case total
    ///         return, how many extra cards the bet will have drawn once this decision is played
    ///         (the next window must show them), and the revert reason when it is not allowed.
    function decide(uint8[] calldata shown, uint32 kind, uint256 amount, uint64 actions, uint8 window, uint8 hand, uint8 action)
        external
        pure
        returns (uint256 extraStake, uint256 extraMaxReturn, uint256 extraCards, string memory error);
    /// @notice What each bet's decisions escrowed on top of its stake, and that escrow's worst-case
    ///         total return: a function of the bet's kind, amount and actions alone (each action's
    ///         extra stake follows from the action and the amount), so a table stores no more than
    ///         the actions. Equal to the sum of what `decide` returned for each of those actions.
    function extras(uint32[] calldata kinds, uint256[] calldata amounts, uint64[] calldata actions)
        external
        pure
        returns (uint256[] memory stakes, uint256[] memory maxReturns);
    /// @notice Cards the settlement reads when the bets drew `extraCards` extra cards.
    function outcomeLength(uint256 extraCards) external pure returns (uint256);
    /// @notice The round's deck from its seeds (Fisher–Yates of fresh decks on the stream labelled
    ///         `deck:<roundId>`), its Merkle root over salted leaves, and its first `outcomeLength` cards.
    function deck(bytes32 serverSeed, bytes32 clientSeed, uint256 roundId, uint256 length) external pure returns (bytes32 root, uint8[] memory outcome);
    /// @notice Total returned to each bet (stakes and extra stakes included; 0 on a loss), replaying
    ///         its actions on the real cards. `windows` were opened; `windowOpen` is true when the
    ///         round was settled before the last one closed. A bet that could still have decided is
    ///         owed its worst case: its entry is `type(uint256).max`.
    function payouts(
        uint8[] calldata outcome,
        uint8 variant,
        uint8 windows,
        bool windowOpen,
        uint32[] calldata kinds,
        uint256[] calldata amounts,
        uint64[] calldata actions
    ) external pure returns (uint256[] memory);
}
