// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {CashierTable} from "./cashier/CashierTable.sol";
import {ICashier} from "./cashier/ICashier.sol";
import {IDecisionRules} from "./rules/IDecisionRules.sol";

/// @title A live table of a game whose players decide after the deal (casino hold'em, blackjack).
/// @notice Each round deals from its own deck, shuffled from the dealer's committed seed and a
///         client seed fixed by the close's block hash and the players' seeds. The dealer publishes
///         the deck's Merkle root with the deal and proves every card it shows; players then decide
///         in fixed-length windows, each decision a transaction of the bet's own player that escrows
///         its extra stake. The settle reveals the seed: the contract recomputes the whole deck and
///         its root, replays every recorded decision through the game's rules and pays each bet.
///         A round not settled by its deadline is forfeited at every stake's worst case.
contract DecisionTable is AccessControl, CashierTable, Pausable {
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");

    /// @dev Numbered as GameTable's states, Dealt (decision windows running) added last.
    enum RoundState { None, Open, Closed, Revealed, Settled, Refunded, Forfeited, Dealt }

    struct BetInput {
        uint32 kind;
        uint8[] numbers;
        uint256 amount;
    }

    /// @notice A card at a deck position with its salt and Merkle proof (the position follows from the call).
    struct CardProof {
        uint8 card;
        bytes32 salt;
        bytes32[] proof;
    }

    /// @notice A bet as the views show it: `actions[w - 1]` is the decision of window w (0 = none).
    struct Bet {
        address player;
        uint32 kind;
        uint256 amount;
        uint256 extraStake;
        uint256 maxReturn;
        uint8[] actions;
    }

    /// @dev Two slots: the player, kind and decisions (4 bits a window); the stakes and the worst case.
    struct StoredBet {
        address player;
        uint32 kind;
        uint64 actions;
        uint64 amount;
        uint80 extraStake;
        uint112 maxReturn;
    }

    struct Round {
        bytes32 commitment;
        /// @notice keccak256(hash of the close's block, folded player seeds), fixed by the deal.
        bytes32 clientSeed;
        bytes32 serverSeed;
        bytes32 entropy;
        /// @notice The deck's Merkle root, published by the deal.
        bytes32 root;
        RoundState state;
        uint64 openedAt;
        uint64 closesAt;
        /// @notice Not settled by then, the round is forfeited; each window moves it to the window's close + timeout.
        uint64 settleBy;
        uint64 closedAt;
        uint64 closedBlock;
        /// @notice Decisions are taken until then (block time).
        uint64 windowClosesAt;
        /// @notice Length of each decision window and the settle timeout, fixed when the round opens.
        uint32 decisionSeconds;
        uint32 timeout;
        /// @notice Windows opened so far (0 before the deal).
        uint8 window;
        /// @notice The settle came before the last window closed.
        bool settledInWindow;
        /// @notice Extra cards the decisions drew so far, and how many of them are shown (proven).
        uint16 extraCards;
        uint16 extraShown;
        uint32 paidCount;
        uint128 exposure;
        uint128 staked;
        uint128 totalPaid;
    }

    uint256 public immutable tableId;
    /// @notice 3 casino hold'em, 7 blackjack (SPEC §3).
    uint16 public immutable gameType;
    IDecisionRules public immutable rules;
    uint8 public immutable variant;
    uint16 public immutable deckSize;
    uint16 public immutable extraBase;
    uint8 public immutable maxWindows;

    uint256 public minBet;
    uint256 public maxBet;
    uint256 public roundTimeout = 1 hours;
    /// @notice The length of every decision window of rounds opened from now on.
    uint256 public decisionSeconds = 10;

    uint256 public constant SEED_WINDOW = 256;
    uint256 public constant MAX_BETS_PER_CALL = 64;
    uint256 public constant SETTLE_PAGE = 200;
    uint256 public constant MAX_BETS_PER_ROUND = 10_000;
    uint256 public constant MAX_BETTING_SECONDS = 1 days;
    uint256 public constant MAX_ROUND_TIMEOUT = 30 days;
    uint256 public constant MIN_DECISION_SECONDS = 5;
    uint256 public constant MAX_DECISION_SECONDS = 10 minutes;

    uint256 public roundCount;
    mapping(uint256 roundId => Round) private _rounds;
    mapping(uint256 roundId => StoredBet[]) private _bets;
    /// @dev Cards proven so far: the deal's, then the extra sequence.
    mapping(uint256 roundId => bytes) private _shown;
    mapping(uint256 roundId => bytes) private _outcomes;

    event LimitsSet(uint256 minBet, uint256 maxBet, uint256 roundTimeout);
    event DecisionSecondsSet(uint256 decisionSeconds);
    event RoundOpened(uint256 indexed tableId, uint256 indexed roundId, uint16 gameType, bytes32 commitment, uint256 openedAt, uint256 closesAt);
    event BetPlaced(uint256 indexed tableId, uint256 indexed roundId, uint256 betIndex, address indexed player, uint32 kind, uint8[] numbers, uint256 amount);
    event PlayerSeed(uint256 indexed tableId, uint256 indexed roundId, address indexed player, bytes32 seed);
    event BettingClosed(uint256 indexed tableId, uint256 indexed roundId, uint256 closedBlock, uint256 closedAt);
    event RoundDealt(uint256 indexed tableId, uint256 indexed roundId, bytes32 clientSeed, bytes32 root);
    event CardsProven(uint256 indexed tableId, uint256 indexed roundId, uint8 window, uint16[] positions, uint8[] cards, bytes32[] salts, bytes32[][] proofs);
    event WindowOpened(uint256 indexed tableId, uint256 indexed roundId, uint8 window, uint256 closesAt, uint256 settleBy);
    event Decision(uint256 indexed tableId, uint256 indexed roundId, uint256 betIndex, address indexed player, uint8 hand, uint8 window, uint8 action, uint256 extraStake);
    event RoundRevealed(uint256 indexed tableId, uint256 indexed roundId, bytes32 clientSeed, bytes32 serverSeed, uint8[] outcome);
    event BetSettled(uint256 indexed tableId, uint256 indexed roundId, uint256 betIndex, address indexed player, uint256 payout);
    event RoundSettled(uint256 indexed tableId, uint256 indexed roundId, bytes32 clientSeed, bytes32 serverSeed, uint256 totalStaked, uint256 totalPaid);
    event RoundForfeited(uint256 indexed tableId, uint256 indexed roundId, uint256 totalOwed);
    event RoundRefunded(uint256 indexed tableId, uint256 indexed roundId, uint256 totalRefunded);

    constructor(ICashier cashier_, uint256 tableId_, uint16 gameType_, IDecisionRules rules_, uint8 variant_, uint256 minBet_, uint256 maxBet_, address admin)
        CashierTable(cashier_)
    {
        require(minBet_ > 0 && minBet_ <= maxBet_ && maxBet_ <= type(uint64).max, "Invalid limits");
        require(address(rules_) != address(0), "Missing rules");
        require(rules_.gameType() == gameType_, "Rules of another game");
        require(rules_.validVariant(variant_), "Invalid variant");
        tableId = tableId_;
        gameType = gameType_;
        rules = rules_;
        variant = variant_;
        deckSize = rules_.deckSize();
        extraBase = rules_.extraBase();
        maxWindows = rules_.maxWindows();
        require(maxWindows > 0 && maxWindows <= 16, "Invalid rules");
        minBet = minBet_;
        maxBet = maxBet_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        emit LimitsSet(minBet_, maxBet_, roundTimeout);
        emit DecisionSecondsSet(decisionSeconds);
    }

    function pause() external onlyRole(PAUSER_ROLE) { _pause(); }
    function unpause() external onlyRole(PAUSER_ROLE) { _unpause(); }

    /// @notice A new timeout applies to rounds opened from now on.
    function setLimits(uint256 minBet_, uint256 maxBet_, uint256 timeout) external onlyRole(DEFAULT_ADMIN_ROLE) {
        require(minBet_ > 0 && minBet_ <= maxBet_ && maxBet_ <= type(uint64).max && timeout > 0 && timeout <= MAX_ROUND_TIMEOUT, "Invalid limits");
        (minBet, maxBet, roundTimeout) = (minBet_, maxBet_, timeout);
        emit LimitsSet(minBet_, maxBet_, timeout);
    }

    /// @notice The window length is the table's, not the dealer's choice per round: a dealer cannot
    ///         shorten a window to turn decisions into defaults. Rounds in flight keep theirs.
    function setDecisionSeconds(uint256 seconds_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        require(seconds_ >= MIN_DECISION_SECONDS && seconds_ <= MAX_DECISION_SECONDS, "Invalid decision window");
        decisionSeconds = seconds_;
        emit DecisionSecondsSet(seconds_);
    }


    // ---- betting ----------------------------------------------------------------------------------

    function openRound(bytes32 commitment, uint64 bettingSeconds) external whenNotPaused onlyRole(OPERATOR_ROLE) returns (uint256 roundId) {
        require(bettingSeconds > 0 && bettingSeconds <= MAX_BETTING_SECONDS, "Invalid betting window");
        require(commitment != bytes32(0), "Missing commitment");
        roundId = ++roundCount;
        Round storage r = _rounds[roundId];
        uint64 closesAt = uint64(block.timestamp) + bettingSeconds;
        r.commitment = commitment;
        r.state = RoundState.Open;
        r.openedAt = uint64(block.timestamp);
        r.closesAt = closesAt;
        r.timeout = uint32(roundTimeout);
        r.settleBy = closesAt + uint64(roundTimeout);
        r.decisionSeconds = uint32(decisionSeconds);
        emit RoundOpened(tableId, roundId, gameType, commitment, block.timestamp, closesAt);
    }

    /// @notice Places every bet or none, folding the player's seed into the round's client seed.
    function placeBets(uint256 roundId, BetInput[] calldata bets, bytes32 playerSeed) external whenNotPaused {
        Round storage r = _rounds[roundId];
        require(r.state == RoundState.Open && block.timestamp < r.closesAt, "Betting is closed");
        require(bets.length > 0, "No bets");
        require(bets.length <= MAX_BETS_PER_CALL, "Too many bets");
        require(_bets[roundId].length + bets.length <= MAX_BETS_PER_ROUND, "Round is full");
        (uint256[] memory maxReturns, uint256 total, uint256 exposure) = _checkBatch(bets);
        _stake(total, _largest(bets), exposure);
        _store(roundId, bets, maxReturns);
        r.exposure += uint128(exposure);
        r.staked += uint128(total);
        r.entropy = keccak256(abi.encodePacked(r.entropy, msg.sender, playerSeed));
        emit PlayerSeed(tableId, roundId, msg.sender, playerSeed);
    }

    /// @dev Each bet against the limits and the rules, then the batch as a whole; the worst cases and totals.
    function _checkBatch(BetInput[] calldata bets) private view returns (uint256[] memory maxReturns, uint256 total, uint256 exposure) {
        uint32[] memory kinds = new uint32[](bets.length);
        maxReturns = new uint256[](bets.length);
        for (uint256 i = 0; i < bets.length; i++) {
            kinds[i] = bets[i].kind;
            maxReturns[i] = _maxReturnOf(bets[i]);
            total += bets[i].amount;
            exposure += maxReturns[i];
        }
        string memory reason = rules.batchError(kinds);
        if (bytes(reason).length > 0) revert(reason);
    }

    function _largest(BetInput[] calldata bets) private pure returns (uint256 largest) {
        for (uint256 i = 0; i < bets.length; i++) if (bets[i].amount > largest) largest = bets[i].amount;
    }

    function _store(uint256 roundId, BetInput[] calldata bets, uint256[] memory maxReturns) private {
        StoredBet[] storage stored = _bets[roundId];
        for (uint256 i = 0; i < bets.length; i++) {
            BetInput calldata b = bets[i];
            // Limits keep amounts below 2^64 and returns per unit below 2^32: the worst case fits 112 bits.
            stored.push(StoredBet(msg.sender, b.kind, 0, uint64(b.amount), 0, uint112(maxReturns[i])));
            emit BetPlaced(tableId, roundId, stored.length - 1, msg.sender, b.kind, b.numbers, b.amount);
        }
    }

    function _maxReturnOf(BetInput calldata b) private view returns (uint256) {
        require(b.amount >= minBet, "Bet below table minimum");
        require(b.amount <= maxBet, "Bet above table maximum");
        uint32 x100 = rules.maxReturnX100(b.kind, b.numbers, variant);
        if (x100 == 0) revert(rules.betError(b.kind, b.numbers, variant));
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

    // ---- the deal and the decision windows ------------------------------------------------------

    /// @notice Publishes the deck's root once the client seed exists (from the block after the close)
    ///         and proves the cards the deal shows; opens decision window 1.
    function deal(uint256 roundId, bytes32 root, CardProof[] calldata cards) external onlyRole(OPERATOR_ROLE) {
        Round storage r = _rounds[roundId];
        require(r.state == RoundState.Closed, "Round is not closed");
        require(block.timestamp < r.settleBy, "Round timed out");
        require(block.number > r.closedBlock, "Client seed is not known yet");
        bytes32 closeHash = blockhash(r.closedBlock);
        require(closeHash != bytes32(0), "Client seed expired");
        require(root != bytes32(0), "Missing deck root");
        uint16[] memory positions = rules.dealPositions();
        require(cards.length == positions.length, "Wrong number of cards");
        bytes32 clientSeed = keccak256(abi.encodePacked(closeHash, r.entropy));
        r.clientSeed = clientSeed;
        r.root = root;
        r.state = RoundState.Dealt;
        emit RoundDealt(tableId, roundId, clientSeed, root);
        _show(roundId, r, 1, positions, cards);
        _openWindow(roundId, r, 1);
    }

    /// @notice Once the current window has closed: proves the extra cards its decisions drew (all of
    ///         them, no more) and opens the next window.
    function nextWindow(uint256 roundId, CardProof[] calldata cards) external onlyRole(OPERATOR_ROLE) {
        Round storage r = _rounds[roundId];
        require(r.state == RoundState.Dealt, "Round is not in play");
        require(block.timestamp >= r.windowClosesAt, "Decision window is open");
        require(block.timestamp < r.settleBy, "Round timed out");
        require(r.window < maxWindows, "No more decision windows");
        uint256 shown = r.extraShown;
        require(cards.length == r.extraCards - shown, "Wrong number of cards");
        uint16[] memory positions = new uint16[](cards.length);
        for (uint256 i = 0; i < cards.length; i++) positions[i] = uint16(extraBase + shown + i);
        uint8 window = r.window + 1;
        r.extraShown = r.extraCards;
        _show(roundId, r, window, positions, cards);
        _openWindow(roundId, r, window);
    }

    function _show(uint256 roundId, Round storage r, uint8 window, uint16[] memory positions, CardProof[] calldata cards) private {
        bytes storage shown = _shown[roundId];
        uint8[] memory drawn = new uint8[](cards.length);
        bytes32[] memory salts = new bytes32[](cards.length);
        bytes32[][] memory proofs = new bytes32[][](cards.length);
        for (uint256 i = 0; i < cards.length; i++) {
            CardProof calldata c = cards[i];
            require(c.card < 52, "Invalid card");
            require(positions[i] < deckSize, "Position beyond the deck");
            bytes32 leaf = keccak256(abi.encodePacked(positions[i], c.card, c.salt));
            require(MerkleProof.verifyCalldata(c.proof, r.root, leaf), "Invalid card proof");
            shown.push(bytes1(c.card));
            (drawn[i], salts[i], proofs[i]) = (c.card, c.salt, c.proof);
        }
        emit CardsProven(tableId, roundId, window, positions, drawn, salts, proofs);
    }

    function _openWindow(uint256 roundId, Round storage r, uint8 window) private {
        uint64 closesAt = uint64(block.timestamp) + r.decisionSeconds;
        uint64 settleBy = closesAt + r.timeout;
        (r.window, r.windowClosesAt, r.settleBy) = (window, closesAt, settleBy);
        emit WindowOpened(tableId, roundId, window, closesAt, settleBy);
    }

    /// @notice The bet's own player decides for one of its hands in the open window, at most once a
    ///         window; the extra stake the decision takes (a call, a double, a split, insurance) is
    ///         escrowed and its worst case reserved like a bet's.
    function decide(uint256 roundId, uint256 betIndex, uint8 hand, uint8 action) external {
        (uint256 extraStake, uint256 extraMaxReturn, uint256 extraCards, string memory reason) = _check(roundId, betIndex, msg.sender, hand, action);
        if (bytes(reason).length > 0) revert(reason);
        if (extraStake > 0) _stake(extraStake, extraStake, extraMaxReturn);
        Round storage r = _rounds[roundId];
        StoredBet storage b = _bets[roundId][betIndex];
        uint8 window = r.window;
        b.actions |= uint64(action) << (4 * (window - 1));
        b.extraStake += uint80(extraStake);
        b.maxReturn += uint112(extraMaxReturn);
        r.exposure += uint128(extraMaxReturn);
        r.staked += uint128(extraStake);
        if (extraCards > r.extraCards) r.extraCards = uint16(extraCards);
        emit Decision(tableId, roundId, betIndex, msg.sender, hand, window, action, extraStake);
    }

    /// @notice Why `player` may not take `action` on `hand` of the bet now (empty when they may),
    ///         and the extra stake it would take.
    function canDecide(uint256 roundId, uint256 betIndex, address player, uint8 hand, uint8 action) external view returns (string memory reason, uint256 extraStake) {
        (extraStake,,, reason) = _check(roundId, betIndex, player, hand, action);
    }

    function _check(uint256 roundId, uint256 betIndex, address player, uint8 hand, uint8 action)
        private
        view
        returns (uint256 extraStake, uint256 extraMaxReturn, uint256 extraCards, string memory reason)
    {
        Round storage r = _rounds[roundId];
        if (r.state != RoundState.Dealt) return (0, 0, 0, "Round is not in play");
        if (block.timestamp >= r.windowClosesAt) return (0, 0, 0, "Decision window is closed");
        StoredBet[] storage bets = _bets[roundId];
        if (betIndex >= bets.length) return (0, 0, 0, "No such bet");
        StoredBet storage b = bets[betIndex];
        if (b.player != player) return (0, 0, 0, "Not your bet");
        if (action == 0 || action > 15) return (0, 0, 0, "Unknown action");
        if ((b.actions >> (4 * (r.window - 1))) & 0xF != 0) return (0, 0, 0, "Already decided");
        (extraStake, extraMaxReturn, extraCards, reason) = rules.decide(_shownCards(roundId), b.kind, b.amount, b.actions, r.window, hand, action);
        if (bytes(reason).length > 0) return (0, 0, 0, reason);
        if (extraMaxReturn < extraStake) return (0, 0, 0, "Invalid max return");
        if (extraBase + extraCards > deckSize) return (0, 0, 0, "Deck exhausted");
        if (extraMaxReturn - extraStake > freeBankroll()) return (0, 0, 0, "Table bankroll cannot cover this bet");
    }

    // ---- settlement -------------------------------------------------------------------------------

    /// @notice Reveals the seed: checked against the commitment; the whole deck and its root are
    ///         recomputed and must equal the published root (so every card shown mid-round was the
    ///         deck's); every bet's decisions are replayed on the real cards and the first page paid.
    ///         Settling before the last window closed owes any bet that could still decide its worst case.
    function settle(uint256 roundId, bytes32 serverSeed) external onlyRole(OPERATOR_ROLE) {
        Round storage r = _rounds[roundId];
        require(r.state == RoundState.Dealt, "Round is not in play");
        require(block.timestamp < r.settleBy, "Round timed out");
        require(sha256(abi.encodePacked(serverSeed)) == r.commitment, "Wrong seed");
        (bytes32 root, uint8[] memory outcome) = rules.deck(serverSeed, r.clientSeed, roundId, rules.outcomeLength(r.extraCards));
        require(root == r.root, "Deck does not match its root");
        r.state = RoundState.Revealed;
        r.serverSeed = serverSeed;
        r.settledInWindow = block.timestamp < r.windowClosesAt;
        bytes memory packed = new bytes(outcome.length);
        for (uint256 i = 0; i < outcome.length; i++) packed[i] = bytes1(outcome[i]);
        _outcomes[roundId] = packed;
        emit RoundRevealed(tableId, roundId, r.clientSeed, serverSeed, outcome);
        _pay(roundId, r, SETTLE_PAGE, outcome);
    }

    /// @notice Anyone may forfeit a round the dealer did not settle in time (past `settleBy`, or a
    ///         closed round whose client seed left the blockhash window before the deal): every bet
    ///         is owed the worst case of every stake it escrowed, extra stakes included.
    function forfeit(uint256 roundId) external {
        Round storage r = _rounds[roundId];
        RoundState state = r.state;
        require(state == RoundState.Open || state == RoundState.Closed || state == RoundState.Dealt, "Round cannot be forfeited");
        require(state != RoundState.Open, "Round never closed: refund it");
        bool seedExpired = state == RoundState.Closed && block.number > r.closedBlock + SEED_WINDOW;
        require(seedExpired || block.timestamp >= r.settleBy, "Round has not timed out");
        r.state = RoundState.Forfeited;
        emit RoundForfeited(tableId, roundId, r.exposure);
        _pay(roundId, r, SETTLE_PAGE, new uint8[](0));
    }

    /// @notice Anyone may refund a round the dealer never closed, past its deadline: its deck never existed.
    function refund(uint256 roundId) external {
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

    function _pay(uint256 roundId, Round storage r, uint256 count, uint8[] memory outcome) private {
        StoredBet[] storage bets = _bets[roundId];
        uint256 from = r.paidCount;
        uint256 to = from + count < bets.length ? from + count : bets.length;
        RoundState state = r.state;
        uint256[] memory owed = _owed(r, state, outcome, bets, from, to);
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
            if (payout == type(uint256).max) owed[i] = payout = b.maxReturn; // could still decide: owed its worst case
            require(payout <= b.maxReturn, "Payout above the bet's worst case");
            released += b.maxReturn;
            paid += payout;
            players[i] = b.player;
            if (announce) emit BetSettled(tableId, roundId, from + i, b.player, payout);
        }
        cashier.pay(players, owed, released);
    }

    function _owed(Round storage r, RoundState state, uint8[] memory outcome, StoredBet[] storage bets, uint256 from, uint256 to)
        private
        view
        returns (uint256[] memory owed)
    {
        uint256 n = to - from;
        if (state == RoundState.Revealed) {
            uint32[] memory kinds = new uint32[](n);
            uint256[] memory amounts = new uint256[](n);
            uint64[] memory actions = new uint64[](n);
            for (uint256 i = 0; i < n; i++) {
                StoredBet storage b = bets[from + i];
                (kinds[i], amounts[i], actions[i]) = (b.kind, b.amount, b.actions);
            }
            owed = rules.payouts(outcome, variant, r.window, r.settledInWindow, kinds, amounts, actions);
            require(owed.length == n, "One payout per bet");
        } else {
            owed = new uint256[](n);
            // Forfeited: the worst case of every stake, extra stakes included. Refunded rounds never dealt: no extra stakes.
            for (uint256 i = 0; i < n; i++) owed[i] = state == RoundState.Forfeited ? bets[from + i].maxReturn : bets[from + i].amount;
        }
    }

    // ---- views ------------------------------------------------------------------------------------

    function rounds(uint256 roundId) external view returns (Round memory) { return _rounds[roundId]; }

    function betCount(uint256 roundId) external view returns (uint256) { return _bets[roundId].length; }

    function betAt(uint256 roundId, uint256 index) external view returns (Bet memory bet) {
        StoredBet storage b = _bets[roundId][index];
        uint8[] memory actions = new uint8[](_rounds[roundId].window);
        for (uint256 w = 0; w < actions.length; w++) actions[w] = uint8((b.actions >> (4 * w)) & 0xF);
        return Bet(b.player, b.kind, b.amount, b.extraStake, b.maxReturn, actions);
    }

    /// @notice The positions the deal proves, in order (the rules').
    function dealPositions() public view returns (uint16[] memory) {
        return rules.dealPositions();
    }

    /// @notice Every card proven so far, with its deck position.
    function shownCards(uint256 roundId) external view returns (uint16[] memory positions, uint8[] memory cards) {
        cards = _shownCards(roundId);
        positions = new uint16[](cards.length);
        if (cards.length == 0) return (positions, cards);
        uint16[] memory dealt = dealPositions();
        for (uint256 i = 0; i < cards.length; i++) positions[i] = i < dealt.length ? dealt[i] : uint16(extraBase + i - dealt.length);
    }

    /// @notice The cards the settlement read: the deck's first cards (empty until revealed).
    function outcomeOf(uint256 roundId) public view returns (uint8[] memory outcome) {
        bytes storage packed = _outcomes[roundId];
        outcome = new uint8[](packed.length);
        for (uint256 i = 0; i < outcome.length; i++) outcome[i] = uint8(packed[i]);
    }

    function _shownCards(uint256 roundId) private view returns (uint8[] memory cards) {
        bytes memory packed = _shown[roundId];
        cards = new uint8[](packed.length);
        for (uint256 i = 0; i < cards.length; i++) cards[i] = uint8(packed[i]);
    }
}
