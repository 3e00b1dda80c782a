// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {ICashier} from "./cashier/ICashier.sol";
import {ITableRules} from "./rules/ITableRules.sol";
import {BetTable, IBetRules} from "./table/BetTable.sol";
import {BetWord} from "./table/BetWord.sol";

/// @title One live table on the game chain: escrowed bets, outcomes and payouts computed on chain.
/// @notice Stream games (roulette, sic bo, money wheel): the dealer commits sha256(serverSeed) when a
///         round opens; players fold their own seeds in as they bet; the client seed is
///         keccak256(hash of the close's block, folded player seeds), and `settle` deals the round
///         from the revealed seed through the game's rules contract. Shoe games (baccarat, dragon
///         tiger): consecutive rounds deal from one committed 8-deck shoe whose Merkle root is
///         published once the shoe's entropy exists; each round proves its cards at the shoe's next
///         positions and the rules compute the hand. Either way the dealer supplies no payouts.
///         A round not revealed by its deadline is forfeited: every bet is owed its reserved worst
///         case, so withholding a round never costs the house less than settling it.
contract GameTable is BetTable {
    enum ShoeState { None, Committed, Dealing, Finished, Revealed, Abandoned }

    struct Bet {
        address player;
        uint32 kind;
        uint8[] numbers;
        uint256 amount;
        uint256 maxReturn;
    }

    /// @notice A card at a shoe position with its salt and Merkle proof (the position follows from the order).
    struct CardProof {
        uint8 card;
        bytes32 salt;
        bytes32[] proof;
    }

    /// @notice A round as the views show it.
    struct Round {
        bytes32 commitment;
        bytes32 clientSeed;
        bytes32 serverSeed;
        /// @notice Stream rounds: the players' seeds folded in placement order.
        bytes32 entropy;
        RoundState state;
        uint64 openedAt;
        /// @notice Bets are refused from this block time on, even before the dealer's close is mined.
        uint64 closesAt;
        /// @notice closesAt + roundTimeout, fixed when the round opens: not revealed by then, it is forfeited.
        uint64 settleBy;
        uint64 closedAt;
        uint64 closedBlock;
        uint32 shoeId;
        uint16 firstPosition;
        /// @notice Bets paid so far (in placement order).
        uint32 paidCount;
        uint128 exposure;
        uint128 staked;
        uint128 totalPaid;
    }

    /// @dev A shoe round's shoe and first position, fixed when it opens.
    struct ShoePlace {
        uint32 shoeId;
        uint16 firstPosition;
    }

    struct Shoe {
        bytes32 commitment;
        bytes32 clientSeed;
        bytes32 root;
        bytes32 serverSeed;
        ShoeState state;
        uint64 startedBlock;
        uint16 cutIndex;
        uint8 burnCard;
        uint16 firstPosition;
        /// @notice The next position to deal.
        uint16 position;
        /// @notice The last position dealt, once the cut card has come out.
        uint16 lastPosition;
    }

    /// @notice The game's rules; none for a game not dealt on chain yet (the table opens no rounds).
    ITableRules public immutable rules;
    bool public immutable usesShoe;

    /// @notice Bets paid by settle, forfeit, refund and each payBets page's default; a page stays far below a block.
    uint256 public constant SETTLE_PAGE = 400;
    /// @notice Most numbers one bet names (a six line names 6).
    uint256 public constant MAX_NUMBERS = 7;
    uint16 public constant SHOE_CARDS = 416;
    /// @notice The cut card sits 60–75 cards before the end of the shoe.
    uint16 public constant MIN_CUT_INDEX = SHOE_CARDS - 75;
    uint16 public constant MAX_CUT_INDEX = SHOE_CARDS - 60;

    mapping(uint256 roundId => ShoePlace) private _shoePlaces;
    uint256 public shoeCount;
    mapping(uint256 shoeId => Shoe) public shoes;

    event RoundCardsProven(uint256 indexed tableId, uint256 indexed roundId, uint256 indexed shoeId, uint256 firstPosition, uint8[] cards, bytes32[] salts, bytes32[][] proofs);
    event ShoeStarted(uint256 indexed tableId, uint256 indexed shoeId, bytes32 commitment, uint256 startedBlock);
    event ShoeDealing(uint256 indexed tableId, uint256 indexed shoeId, bytes32 clientSeed, bytes32 root, uint16 cutIndex, uint8 burnCard, uint16 firstPosition);
    event ShoeFinished(uint256 indexed tableId, uint256 indexed shoeId, uint16 lastPosition);
    event ShoeRevealed(uint256 indexed tableId, uint256 indexed shoeId, bytes32 serverSeed);
    event ShoeAbandoned(uint256 indexed tableId, uint256 indexed shoeId);

    constructor(ICashier cashier_, uint256 tableId_, uint16 gameType_, ITableRules rules_, uint8 variant_, uint256 minBet_, uint256 maxBet_, address admin)
        BetTable(cashier_, tableId_, gameType_, IBetRules(address(rules_)), variant_, minBet_, maxBet_, admin)
    {
        require(gameType_ > 0, "Invalid game type");
        bool shoe;
        if (address(rules_) != address(0)) {
            require(rules_.gameType() == gameType_, "Rules of another game");
            require(rules_.validVariant(variant_), "Invalid variant");
            shoe = rules_.usesShoe();
        }
        rules = rules_;
        usesShoe = shoe;
    }

    // ---- rounds -------------------------------------------------------------------------------

    /// @notice Opens a round; betting stays open for `bettingSeconds` of block time. Stream tables
    ///         take the dealer's commitment sha256(serverSeed); shoe tables take 0 (the shoe is
    ///         committed) and play one round at a time from the current shoe.
    function openRound(bytes32 commitment, uint64 bettingSeconds) external whenNotPaused onlyRole(OPERATOR_ROLE) returns (uint256 roundId) {
        require(address(rules) != address(0), "Game not dealt on chain yet");
        if (usesShoe) {
            require(commitment == bytes32(0), "Shoe rounds take no commitment");
            Shoe storage s = shoes[shoeCount];
            require(s.state == ShoeState.Dealing, "No shoe is dealing");
            RoundState last = _books[roundCount].state;
            require(last != RoundState.Open && last != RoundState.Closed, "Previous round still in play");
            roundId = _open(commitment, bettingSeconds, false);
            _shoePlaces[roundId] = ShoePlace(uint32(shoeCount), s.position);
        } else {
            require(commitment != bytes32(0), "Missing commitment");
            roundId = _open(commitment, bettingSeconds, true);
        }
    }

    function _seededRounds() internal view override returns (bool) {
        return !usesShoe;
    }

    function _settlePage() internal pure override returns (uint256) {
        return SETTLE_PAGE;
    }

    function _checkBatch(BetInput[] calldata) internal pure override {}

    function _betDetail(BetInput calldata b) internal pure override returns (uint256) {
        require(b.numbers.length <= MAX_NUMBERS, "Too many numbers");
        return BetWord.packNumbers(b.numbers);
    }

    /// @notice Stream rounds: reveals the seed (checked against the commitment), deals the round on
    ///         chain and pays the first page of bets. The client seed exists from the block after the close.
    function settle(uint256 roundId, bytes32 serverSeed) external onlyRole(OPERATOR_ROLE) {
        require(!usesShoe, "Shoe rounds settle with their cards");
        _checkInTime(roundId, RoundState.Closed, "Round is not closed");
        uint256 closedBlock = _clocks[roundId].closedBlock;
        require(block.number > closedBlock, "Client seed is not known yet");
        bytes32 closeHash = blockhash(closedBlock);
        require(closeHash != bytes32(0), "Client seed expired");
        require(sha256(abi.encodePacked(serverSeed)) == _seeds[roundId].commitment, "Wrong seed");
        bytes32 clientSeed = keccak256(abi.encodePacked(closeHash, _entropyOf(roundId)));
        uint8[] memory outcome = rules.dealFromSeeds(serverSeed, clientSeed, roundId);
        _reveal(roundId, clientSeed, serverSeed, outcome);
    }

    /// @notice Shoe rounds: proves the round's cards at the shoe's next positions, in draw order, and
    ///         pays the first page of bets. The hand takes exactly the cards the game's drawing rule needs.
    function settleShoeRound(uint256 roundId, CardProof[] calldata cards) external onlyRole(OPERATOR_ROLE) {
        require(usesShoe, "Stream rounds settle with their seed");
        _checkInTime(roundId, RoundState.Closed, "Round is not closed");
        ShoePlace memory place = _shoePlaces[roundId];
        Shoe storage s = shoes[place.shoeId];
        uint8[] memory drawn = new uint8[](cards.length);
        for (uint256 i = 0; i < cards.length; i++) drawn[i] = cards[i].card;
        _checkHandSize(drawn);
        uint256 first = place.firstPosition;
        for (uint256 i = 0; i < cards.length; i++) _checkCard(s.root, first + i, cards[i]);
        uint256 next = first + cards.length;
        s.position = uint16(next);
        _emitCardsProven(roundId, place.shoeId, first, drawn, cards);
        if (next >= s.cutIndex) {
            s.state = ShoeState.Finished;
            s.lastPosition = uint16(next - 1);
            emit ShoeFinished(tableId, place.shoeId, uint16(next - 1));
        }
        _reveal(roundId, s.clientSeed, bytes32(0), drawn);
    }

    /// @dev The hand must be complete with these cards and not before the last one.
    function _checkHandSize(uint8[] memory drawn) private view {
        uint256 taken;
        for (;;) {
            uint256 more = rules.cardsNeeded(_prefix(drawn, taken));
            if (more == 0) break;
            taken += more;
            require(taken <= drawn.length, "Too few cards");
        }
        require(taken == drawn.length, "Too many cards");
    }

    function _prefix(uint8[] memory all, uint256 n) private pure returns (uint8[] memory part) {
        part = new uint8[](n);
        for (uint256 i = 0; i < n; i++) part[i] = all[i];
    }

    function _checkCard(bytes32 root, uint256 position, CardProof calldata c) private pure {
        require(c.card < 52, "Invalid card");
        bytes32 leaf = keccak256(abi.encodePacked(uint16(position), c.card, c.salt));
        require(MerkleProof.verifyCalldata(c.proof, root, leaf), "Invalid card proof");
    }

    function _emitCardsProven(uint256 roundId, uint256 shoeId, uint256 first, uint8[] memory drawn, CardProof[] calldata cards) private {
        bytes32[] memory salts = new bytes32[](cards.length);
        bytes32[][] memory proofs = new bytes32[][](cards.length);
        for (uint256 i = 0; i < cards.length; i++) (salts[i], proofs[i]) = (cards[i].salt, cards[i].proof);
        emit RoundCardsProven(tableId, roundId, shoeId, first, drawn, salts, proofs);
    }

    /// @dev Forfeit: a round the dealer did not reveal in time, past its deadline, or (a closed stream
    ///      round) once its client seed has left the blockhash window. A stream round never closed had
    ///      no outcome yet: nothing was withheld, its stakes go back (refund).
    function _checkForfeit(RoundState state, Clock storage clock) internal view override {
        require(state == RoundState.Open || state == RoundState.Closed, "Round cannot be forfeited");
        require(usesShoe || state == RoundState.Closed, "Round never closed: refund it");
        bool seedExpired = !usesShoe && block.number > clock.closedBlock + SEED_WINDOW;
        require(seedExpired || block.timestamp >= clock.settleBy, "Round has not timed out");
    }

    function _checkRefund() internal view override {
        require(!usesShoe, "Shoe rounds are forfeited, not refunded");
    }

    function _revealedPayouts(uint256, uint8[] memory outcome, uint256[] memory words, uint256[] memory)
        internal
        view
        override
        returns (uint256[] memory)
    {
        return rules.payouts(outcome, variant, words);
    }

    // ---- shoes --------------------------------------------------------------------------------

    /// @notice Commits the next shoe: sha256(shoeSeed). Its client seed will be this block's hash.
    ///         The previous shoe must have been revealed, or abandoned (root never published in time).
    function startShoe(bytes32 commitment) external onlyRole(OPERATOR_ROLE) {
        require(usesShoe, "Not a shoe table");
        require(commitment != bytes32(0), "Missing commitment");
        uint256 previous = shoeCount;
        if (previous > 0) {
            Shoe storage p = shoes[previous];
            if (p.state == ShoeState.Committed && block.number > p.startedBlock + SEED_WINDOW) {
                p.state = ShoeState.Abandoned;
                emit ShoeAbandoned(tableId, previous);
            }
            require(p.state == ShoeState.Revealed || p.state == ShoeState.Abandoned, "Previous shoe not revealed");
        }
        uint256 shoeId = previous + 1;
        shoeCount = shoeId;
        Shoe storage s = shoes[shoeId];
        s.commitment = commitment;
        s.state = ShoeState.Committed;
        s.startedBlock = uint64(block.number);
        emit ShoeStarted(tableId, shoeId, commitment, block.number);
    }

    /// @notice Publishes the shoe's Merkle root and cut once its client seed exists, proving the burn
    ///         card (position 0): the first round deals from 1 + the burn card's value.
    function setShoeRoot(bytes32 root, uint16 cutIndex, CardProof calldata burnCard) external onlyRole(OPERATOR_ROLE) {
        uint256 shoeId = shoeCount;
        Shoe storage s = shoes[shoeId];
        require(s.state == ShoeState.Committed, "No shoe awaits its root");
        require(block.number > s.startedBlock, "Shoe client seed is not known yet");
        bytes32 clientSeed = blockhash(s.startedBlock);
        require(clientSeed != bytes32(0), "Shoe client seed expired");
        require(cutIndex >= MIN_CUT_INDEX && cutIndex <= MAX_CUT_INDEX, "Invalid cut index");
        _checkCard(root, 0, burnCard);
        uint8 rank = burnCard.card % 13 + 1;
        uint16 first = 1 + (rank > 10 ? 10 : rank);
        s.clientSeed = clientSeed;
        s.root = root;
        s.cutIndex = cutIndex;
        s.burnCard = burnCard.card;
        s.firstPosition = first;
        s.position = first;
        s.state = ShoeState.Dealing;
        emit ShoeDealing(tableId, shoeId, clientSeed, root, cutIndex, burnCard.card, first);
    }

    /// @notice Reveals a finished shoe's seed: checked against the commitment, and the whole shuffle
    ///         is recomputed on chain and must give the published root and cut.
    function revealShoe(bytes32 serverSeed) external onlyRole(OPERATOR_ROLE) {
        uint256 shoeId = shoeCount;
        Shoe storage s = shoes[shoeId];
        require(s.state == ShoeState.Finished, "Shoe is not finished");
        require(sha256(abi.encodePacked(serverSeed)) == s.commitment, "Wrong seed");
        (bytes32 root, uint16 cutIndex) = rules.shoeRoot(serverSeed, s.clientSeed, shoeId);
        require(root == s.root && cutIndex == s.cutIndex, "Shoe does not match its root");
        s.serverSeed = serverSeed;
        s.state = ShoeState.Revealed;
        emit ShoeRevealed(tableId, shoeId, serverSeed);
    }

    function currentShoe() external view returns (uint256 shoeId, Shoe memory shoe) {
        return (shoeCount, shoes[shoeCount]);
    }

    // ---- views --------------------------------------------------------------------------------

    function rounds(uint256 roundId) external view returns (Round memory) {
        Round memory r;
        Book memory book = _books[roundId];
        Clock memory clock = _clocks[roundId];
        Seeds storage seeds = _seeds[roundId];
        ShoePlace memory place = _shoePlaces[roundId];
        (r.commitment, r.clientSeed, r.serverSeed, r.entropy) = (seeds.commitment, seeds.clientSeed, seeds.serverSeed, _entropyOf(roundId));
        (r.state, r.openedAt, r.closesAt, r.settleBy) = (book.state, clock.openedAt, book.closesAt, clock.settleBy);
        (r.closedAt, r.closedBlock, r.shoeId, r.firstPosition) = (clock.closedAt, clock.closedBlock, place.shoeId, place.firstPosition);
        (r.paidCount, r.exposure, r.staked, r.totalPaid) = (clock.paidCount, book.exposure, book.staked, uint128(_totalPaid[roundId]));
        return r;
    }

    /// @notice An empty bet past the round's last bet, and once the round's bet slots were reused
    ///         (BET_SETS rounds later): its BetPlaced event keeps it.
    function betAt(uint256 roundId, uint256 index) external view returns (Bet memory) {
        uint256 w = _storedBet(roundId, index);
        return Bet(_playerOf(w), BetWord.kind(w), BetWord.unpackNumbers(BetWord.detail(w)), BetWord.amount(w), BetWord.maxReturn(w));
    }
}
