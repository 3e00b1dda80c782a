// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {CashierTable} from "./cashier/CashierTable.sol";
import {ICashier} from "./cashier/ICashier.sol";
import {ITableRules} from "./rules/ITableRules.sol";

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
contract GameTable is AccessControl, CashierTable, Pausable {
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");

    /// @dev Revealed: the outcome is fixed and bets are being paid; Settled once the last is paid.
    enum RoundState { None, Open, Closed, Revealed, Settled, Refunded, Forfeited }
    enum ShoeState { None, Committed, Dealing, Finished, Revealed, Abandoned }

    struct Bet {
        address player;
        uint32 kind;
        uint8[] numbers;
        uint256 amount;
        uint256 maxReturn;
    }

    /// @dev A bet as stored: two slots. The numbers (at most MAX_NUMBERS, one byte each) are packed beside the player.
    struct StoredBet {
        address player;
        uint32 kind;
        uint8 count;
        uint56 numbers;
        uint128 amount;
        uint128 maxReturn;
    }

    /// @notice One bet of a batch: the player's whole board for a round goes in one transaction.
    struct BetInput {
        uint32 kind;
        uint8[] numbers;
        uint256 amount;
    }

    /// @notice A card at a shoe position with its salt and Merkle proof (the position follows from the order).
    struct CardProof {
        uint8 card;
        bytes32 salt;
        bytes32[] proof;
    }

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

    uint256 public immutable tableId;
    /// @notice The game this table deals (1 roulette … 7 blackjack); bet kind ids are gameType × 1000 + kind.
    uint16 public immutable gameType;
    /// @notice The game's rules; none for a game not dealt on chain yet (the table opens no rounds).
    ITableRules public immutable rules;
    /// @notice The rules' table variant (baccarat: 1 = no commission).
    uint8 public immutable variant;
    bool public immutable usesShoe;

    uint256 public minBet;
    uint256 public maxBet;
    uint256 public roundTimeout = 1 hours;

    /// @notice `blockhash` reaches back this many blocks; a client seed older than that is gone.
    uint256 public constant SEED_WINDOW = 256;
    /// @notice Most bets one placeBets call takes.
    uint256 public constant MAX_BETS_PER_CALL = 64;
    /// @notice Bets paid by settle, forfeit, refund and each payBets page's default; a page stays far below a block.
    uint256 public constant SETTLE_PAGE = 400;
    /// @notice Most bets one round takes: 25 pages.
    uint256 public constant MAX_BETS_PER_ROUND = 10_000;
    /// @notice Most numbers one bet names (a six line names 6).
    uint256 public constant MAX_NUMBERS = 7;
    uint256 public constant MAX_BETTING_SECONDS = 1 days;
    uint256 public constant MAX_ROUND_TIMEOUT = 30 days;
    uint16 public constant SHOE_CARDS = 416;
    /// @notice The cut card sits 60–75 cards before the end of the shoe.
    uint16 public constant MIN_CUT_INDEX = SHOE_CARDS - 75;
    uint16 public constant MAX_CUT_INDEX = SHOE_CARDS - 60;

    uint256 public roundCount;
    mapping(uint256 roundId => Round) private _rounds;
    mapping(uint256 roundId => StoredBet[]) private _bets;
    mapping(uint256 roundId => bytes) private _outcomes;
    uint256 public shoeCount;
    mapping(uint256 shoeId => Shoe) public shoes;

    event LimitsSet(uint256 minBet, uint256 maxBet, uint256 roundTimeout);
    event RoundOpened(uint256 indexed tableId, uint256 indexed roundId, uint16 gameType, bytes32 commitment, uint256 openedAt, uint256 closesAt);
    event BetPlaced(uint256 indexed tableId, uint256 indexed roundId, uint256 betIndex, address indexed player, uint32 kind, uint8[] numbers, uint256 amount);
    event PlayerSeed(uint256 indexed tableId, uint256 indexed roundId, address indexed player, bytes32 seed);
    event BettingClosed(uint256 indexed tableId, uint256 indexed roundId, uint256 closedBlock, uint256 closedAt);
    event RoundRevealed(uint256 indexed tableId, uint256 indexed roundId, bytes32 clientSeed, bytes32 serverSeed, uint8[] outcome);
    event RoundCardsProven(uint256 indexed tableId, uint256 indexed roundId, uint256 indexed shoeId, uint256 firstPosition, uint8[] cards, bytes32[] salts, bytes32[][] proofs);
    event BetSettled(uint256 indexed tableId, uint256 indexed roundId, uint256 betIndex, address indexed player, uint256 payout);
    event RoundSettled(uint256 indexed tableId, uint256 indexed roundId, bytes32 clientSeed, bytes32 serverSeed, uint256 totalStaked, uint256 totalPaid);
    event RoundForfeited(uint256 indexed tableId, uint256 indexed roundId, uint256 totalOwed);
    event RoundRefunded(uint256 indexed tableId, uint256 indexed roundId, uint256 totalRefunded);
    event ShoeStarted(uint256 indexed tableId, uint256 indexed shoeId, bytes32 commitment, uint256 startedBlock);
    event ShoeDealing(uint256 indexed tableId, uint256 indexed shoeId, bytes32 clientSeed, bytes32 root, uint16 cutIndex, uint8 burnCard, uint16 firstPosition);
    event ShoeFinished(uint256 indexed tableId, uint256 indexed shoeId, uint16 lastPosition);
    event ShoeRevealed(uint256 indexed tableId, uint256 indexed shoeId, bytes32 serverSeed);
    event ShoeAbandoned(uint256 indexed tableId, uint256 indexed shoeId);

    constructor(ICashier cashier_, uint256 tableId_, uint16 gameType_, ITableRules rules_, uint8 variant_, uint256 minBet_, uint256 maxBet_, address admin)
        CashierTable(cashier_)
    {
        require(minBet_ > 0 && minBet_ <= maxBet_ && maxBet_ <= type(uint96).max, "Invalid limits");
        require(gameType_ > 0, "Invalid game type");
        bool shoe;
        if (address(rules_) != address(0)) {
            require(rules_.gameType() == gameType_, "Rules of another game");
            require(rules_.validVariant(variant_), "Invalid variant");
            shoe = rules_.usesShoe();
        }
        tableId = tableId_;
        gameType = gameType_;
        rules = rules_;
        variant = variant_;
        usesShoe = shoe;
        minBet = minBet_;
        maxBet = maxBet_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        // The indexer learns the limits from chain alone, from the first block of the table.
        emit LimitsSet(minBet_, maxBet_, roundTimeout);
    }

    function pause() external onlyRole(PAUSER_ROLE) { _pause(); }
    function unpause() external onlyRole(PAUSER_ROLE) { _unpause(); }

    /// @notice A new timeout applies to rounds opened from now on (each round keeps its own deadline).
    function setLimits(uint256 minBet_, uint256 maxBet_, uint256 timeout) external onlyRole(DEFAULT_ADMIN_ROLE) {
        require(minBet_ > 0 && minBet_ <= maxBet_ && maxBet_ <= type(uint96).max && timeout > 0 && timeout <= MAX_ROUND_TIMEOUT, "Invalid limits");
        (minBet, maxBet, roundTimeout) = (minBet_, maxBet_, timeout);
        emit LimitsSet(minBet_, maxBet_, timeout);
    }

    // ---- rounds -------------------------------------------------------------------------------

    /// @notice Opens a round; betting stays open for `bettingSeconds` of block time. Stream tables
    ///         take the dealer's commitment sha256(serverSeed); shoe tables take 0 (the shoe is
    ///         committed) and play one round at a time from the current shoe.
    function openRound(bytes32 commitment, uint64 bettingSeconds) external whenNotPaused onlyRole(OPERATOR_ROLE) returns (uint256 roundId) {
        require(address(rules) != address(0), "Game not dealt on chain yet");
        require(bettingSeconds > 0 && bettingSeconds <= MAX_BETTING_SECONDS, "Invalid betting window");
        uint32 shoeId;
        uint16 firstPosition;
        if (usesShoe) {
            require(commitment == bytes32(0), "Shoe rounds take no commitment");
            Shoe storage s = shoes[shoeCount];
            require(s.state == ShoeState.Dealing, "No shoe is dealing");
            RoundState last = _rounds[roundCount].state;
            require(last != RoundState.Open && last != RoundState.Closed, "Previous round still in play");
            (shoeId, firstPosition) = (uint32(shoeCount), s.position);
        } else {
            require(commitment != bytes32(0), "Missing commitment");
        }
        roundId = ++roundCount;
        Round storage r = _rounds[roundId];
        uint64 closesAt = uint64(block.timestamp) + bettingSeconds;
        r.commitment = commitment;
        r.state = RoundState.Open;
        r.openedAt = uint64(block.timestamp);
        r.closesAt = closesAt;
        r.settleBy = closesAt + uint64(roundTimeout);
        r.shoeId = shoeId;
        r.firstPosition = firstPosition;
        emit RoundOpened(tableId, roundId, gameType, commitment, block.timestamp, closesAt);
    }

    /// @notice Places every bet or none: one stake of the total from the player's cashier balance
    ///         (the cashier's rules and the house's bankroll decide), one BetPlaced per bet, in order.
    ///         At stream tables `playerSeed` is folded into the round's client seed.
    function placeBets(uint256 roundId, BetInput[] calldata bets, bytes32 playerSeed) external whenNotPaused {
        Round storage r = _rounds[roundId];
        require(r.state == RoundState.Open && block.timestamp < r.closesAt, "Betting is closed");
        require(bets.length > 0, "No bets");
        require(bets.length <= MAX_BETS_PER_CALL, "Too many bets");
        StoredBet[] storage stored = _bets[roundId];
        require(stored.length + bets.length <= MAX_BETS_PER_ROUND, "Round is full");
        uint256[] memory maxReturns = new uint256[](bets.length);
        uint256 total;
        uint256 exposure;
        uint256 largest;
        for (uint256 i = 0; i < bets.length; i++) {
            maxReturns[i] = _maxReturnOf(bets[i]);
            total += bets[i].amount;
            exposure += maxReturns[i];
            if (bets[i].amount > largest) largest = bets[i].amount;
        }
        _stake(total, largest, exposure);
        for (uint256 i = 0; i < bets.length; i++) {
            BetInput calldata b = bets[i];
            uint56 packed;
            for (uint256 j = 0; j < b.numbers.length; j++) packed |= uint56(b.numbers[j]) << uint56(8 * j);
            // Limits keep amounts below 2^96 and returns per unit below 2^32: both fit 128 bits.
            stored.push(StoredBet(msg.sender, b.kind, uint8(b.numbers.length), packed, uint128(b.amount), uint128(maxReturns[i])));
            emit BetPlaced(tableId, roundId, stored.length - 1, msg.sender, b.kind, b.numbers, b.amount);
        }
        r.exposure += uint128(exposure);
        r.staked += uint128(total);
        if (!usesShoe) {
            r.entropy = keccak256(abi.encodePacked(r.entropy, msg.sender, playerSeed));
            emit PlayerSeed(tableId, roundId, msg.sender, playerSeed);
        }
    }

    /// @dev Checks one bet against the limits and the game's rules; returns its worst-case total return.
    function _maxReturnOf(BetInput calldata b) private view returns (uint256) {
        require(b.amount >= minBet, "Bet below table minimum");
        require(b.amount <= maxBet, "Bet above table maximum");
        require(b.numbers.length <= MAX_NUMBERS, "Too many numbers");
        uint32 x100 = rules.maxReturnX100(b.kind, b.numbers, variant);
        if (x100 == 0) revert(rules.betError(b.kind, b.numbers, variant));
        // A worst case below the stake would break the escrow arithmetic: no game has one.
        require(x100 >= 100, "Invalid max return");
        return (b.amount * x100) / 100;
    }

    function closeBetting(uint256 roundId) external onlyRole(OPERATOR_ROLE) {
        Round storage r = _rounds[roundId];
        require(r.state == RoundState.Open, "Round is not open");
        r.state = RoundState.Closed;
        r.closedAt = uint64(block.timestamp);
        r.closedBlock = uint64(block.number);
        emit BettingClosed(tableId, roundId, block.number, block.timestamp);
    }

    /// @notice Stream rounds: reveals the seed (checked against the commitment), deals the round on
    ///         chain and pays the first page of bets. The client seed exists from the block after the close.
    function settle(uint256 roundId, bytes32 serverSeed) external onlyRole(OPERATOR_ROLE) {
        require(!usesShoe, "Shoe rounds settle with their cards");
        Round storage r = _revealable(roundId);
        require(block.number > r.closedBlock, "Client seed is not known yet");
        bytes32 closeHash = blockhash(r.closedBlock);
        require(closeHash != bytes32(0), "Client seed expired");
        require(sha256(abi.encodePacked(serverSeed)) == r.commitment, "Wrong seed");
        bytes32 clientSeed = keccak256(abi.encodePacked(closeHash, r.entropy));
        uint8[] memory outcome = rules.dealFromSeeds(serverSeed, clientSeed, roundId);
        _reveal(roundId, r, clientSeed, serverSeed, outcome);
    }

    /// @notice Shoe rounds: proves the round's cards at the shoe's next positions, in draw order, and
    ///         pays the first page of bets. The hand takes exactly the cards the game's drawing rule needs.
    function settleShoeRound(uint256 roundId, CardProof[] calldata cards) external onlyRole(OPERATOR_ROLE) {
        require(usesShoe, "Stream rounds settle with their seed");
        Round storage r = _revealable(roundId);
        Shoe storage s = shoes[r.shoeId];
        uint8[] memory drawn = new uint8[](cards.length);
        for (uint256 i = 0; i < cards.length; i++) drawn[i] = cards[i].card;
        _checkHandSize(drawn);
        uint256 first = r.firstPosition;
        for (uint256 i = 0; i < cards.length; i++) _checkCard(s.root, first + i, cards[i]);
        uint256 next = first + cards.length;
        s.position = uint16(next);
        uint256 shoeId = r.shoeId;
        _emitCardsProven(roundId, shoeId, first, drawn, cards);
        if (next >= s.cutIndex) {
            s.state = ShoeState.Finished;
            s.lastPosition = uint16(next - 1);
            emit ShoeFinished(tableId, shoeId, uint16(next - 1));
        }
        _reveal(roundId, r, s.clientSeed, bytes32(0), drawn);
    }

    function _revealable(uint256 roundId) private view returns (Round storage r) {
        r = _rounds[roundId];
        require(r.state == RoundState.Closed, "Round is not closed");
        require(block.timestamp < r.settleBy, "Round timed out");
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

    function _reveal(uint256 roundId, Round storage r, bytes32 clientSeed, bytes32 serverSeed, uint8[] memory outcome) private {
        r.state = RoundState.Revealed;
        r.clientSeed = clientSeed;
        r.serverSeed = serverSeed;
        bytes memory packed = new bytes(outcome.length);
        for (uint256 i = 0; i < outcome.length; i++) packed[i] = bytes1(outcome[i]);
        _outcomes[roundId] = packed;
        emit RoundRevealed(tableId, roundId, clientSeed, serverSeed, outcome);
        _pay(roundId, r, SETTLE_PAGE, outcome);
    }

    /// @notice Anyone may forfeit a round the dealer did not reveal in time: past its deadline, or (a
    ///         closed stream round) once its client seed has left the blockhash window. Every bet is
    ///         owed its reserved worst case; the first page is paid at once, payBets pays the rest.
    function forfeit(uint256 roundId) external {
        Round storage r = _rounds[roundId];
        require(r.state == RoundState.Open || r.state == RoundState.Closed, "Round cannot be forfeited");
        // A stream round never closed had no outcome yet: nothing was withheld, its stakes go back.
        require(usesShoe || r.state == RoundState.Closed, "Round never closed: refund it");
        bool seedExpired = !usesShoe && block.number > r.closedBlock + SEED_WINDOW;
        require(seedExpired || block.timestamp >= r.settleBy, "Round has not timed out");
        r.state = RoundState.Forfeited;
        emit RoundForfeited(tableId, roundId, r.exposure);
        _pay(roundId, r, SETTLE_PAGE, new uint8[](0));
    }

    /// @notice Anyone may refund a stream round the dealer never closed, once its deadline has passed.
    function refund(uint256 roundId) external {
        require(!usesShoe, "Shoe rounds are forfeited, not refunded");
        Round storage r = _rounds[roundId];
        require(r.state == RoundState.Open, "Round cannot be refunded");
        require(block.timestamp >= r.settleBy, "Round has not timed out");
        r.state = RoundState.Refunded;
        emit RoundRefunded(tableId, roundId, r.staked);
        _pay(roundId, r, SETTLE_PAGE, new uint8[](0));
    }

    /// @notice Anyone may pay the next `maxBets` unpaid bets of a revealed, forfeited or refunded round.
    function payBets(uint256 roundId, uint256 maxBets) external {
        Round storage r = _rounds[roundId];
        RoundState state = r.state;
        require(state == RoundState.Revealed || state == RoundState.Forfeited || state == RoundState.Refunded, "Round is not being paid");
        require(r.paidCount < _bets[roundId].length, "Every bet is paid");
        require(maxBets > 0, "No bets to pay");
        _pay(roundId, r, maxBets, state == RoundState.Revealed ? outcomeOf(roundId) : new uint8[](0));
    }

    /// @dev Pays bets [paidCount, paidCount + count) in placement order, releasing each one's reservation.
    function _pay(uint256 roundId, Round storage r, uint256 count, uint8[] memory outcome) private {
        StoredBet[] storage bets = _bets[roundId];
        uint256 from = r.paidCount;
        uint256 to = from + count < bets.length ? from + count : bets.length;
        RoundState state = r.state;
        uint256[] memory owed = _owed(state, outcome, bets, from, to);
        uint256 paid = _payPage(roundId, state != RoundState.Refunded, bets, from, owed);
        r.paidCount = uint32(to);
        r.totalPaid += uint128(paid);
        if (to == bets.length && state == RoundState.Revealed) {
            r.state = RoundState.Settled;
            emit RoundSettled(tableId, roundId, r.clientSeed, r.serverSeed, r.staked, r.totalPaid);
        }
    }

    /// @dev Pays bets [from, from + owed.length) through the cashier, releasing their reservations; returns the total paid.
    function _payPage(uint256 roundId, bool announce, StoredBet[] storage bets, uint256 from, uint256[] memory owed) private returns (uint256 paid) {
        address[] memory players = new address[](owed.length);
        uint256 released;
        for (uint256 i = 0; i < owed.length; i++) {
            StoredBet storage b = bets[from + i];
            uint256 payout = owed[i];
            require(payout <= b.maxReturn, "Payout above the bet's worst case");
            released += b.maxReturn;
            paid += payout;
            players[i] = b.player;
            if (announce) emit BetSettled(tableId, roundId, from + i, b.player, payout);
        }
        cashier.pay(players, owed, released);
    }

    /// @dev What bets [from, to) are owed: the rules' payouts once revealed, the worst case when forfeited, the stake when refunded.
    function _owed(RoundState state, uint8[] memory outcome, StoredBet[] storage bets, uint256 from, uint256 to) private view returns (uint256[] memory owed) {
        uint256 n = to - from;
        if (state == RoundState.Revealed) {
            uint32[] memory kinds = new uint32[](n);
            uint8[][] memory numbers = new uint8[][](n);
            uint256[] memory amounts = new uint256[](n);
            for (uint256 i = 0; i < n; i++) {
                StoredBet storage b = bets[from + i];
                (kinds[i], numbers[i], amounts[i]) = (b.kind, _unpack(b.numbers, b.count), b.amount);
            }
            owed = rules.payouts(outcome, variant, kinds, numbers, amounts);
            require(owed.length == n, "One payout per bet");
        } else {
            owed = new uint256[](n);
            for (uint256 i = 0; i < n; i++) owed[i] = state == RoundState.Forfeited ? bets[from + i].maxReturn : bets[from + i].amount;
        }
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

    function rounds(uint256 roundId) external view returns (Round memory) { return _rounds[roundId]; }

    function betCount(uint256 roundId) external view returns (uint256) { return _bets[roundId].length; }

    function betAt(uint256 roundId, uint256 index) external view returns (Bet memory) {
        StoredBet storage b = _bets[roundId][index];
        return Bet(b.player, b.kind, _unpack(b.numbers, b.count), b.amount, b.maxReturn);
    }

    /// @notice The round's outcome as the rules encode it (empty until revealed).
    function outcomeOf(uint256 roundId) public view returns (uint8[] memory outcome) {
        bytes storage packed = _outcomes[roundId];
        outcome = new uint8[](packed.length);
        for (uint256 i = 0; i < outcome.length; i++) outcome[i] = uint8(packed[i]);
    }

    function _unpack(uint56 packed, uint8 count) private pure returns (uint8[] memory numbers) {
        numbers = new uint8[](count);
        for (uint256 i = 0; i < count; i++) numbers[i] = uint8(packed >> uint56(8 * i));
    }
}
