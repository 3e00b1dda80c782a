// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {ICashier} from "./cashier/ICashier.sol";
import {DecisionRelay} from "./table/DecisionRelay.sol";
import {IDecisionRules} from "./rules/IDecisionRules.sol";
import {BetTable, IBetRules} from "./table/BetTable.sol";
import {BetWord} from "./table/BetWord.sol";

/// @title A live table of a game whose players decide after the deal (casino hold'em, blackjack).
/// @notice Each round deals from its own deck, shuffled from the dealer's committed seed and a
///         client seed fixed by the close's block hash and the players' seeds. The dealer publishes
///         the deck's Merkle root with the deal and proves every card it shows; players then decide
///         in fixed-length windows, each decision a transaction of the bet's own player that escrows
///         its extra stake. The settle reveals the seed: the contract recomputes the whole deck and
///         its root, replays every recorded decision through the game's rules and pays each bet.
///         A round not settled by its deadline is forfeited at every stake's worst case.
contract DecisionTable is BetTable {
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

    /// @notice A round as the views show it.
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

    /// @dev The decision windows of a round, one slot.
    struct Play {
        uint40 windowClosesAt;
        uint32 decisionSeconds;
        uint32 timeout;
        uint8 window;
        bool settledInWindow;
        uint16 extraCards;
        uint16 extraShown;
    }

    IDecisionRules public immutable rules;
    uint16 public immutable deckSize;
    uint16 public immutable extraBase;
    uint8 public immutable maxWindows;
    /// @notice Sends the decisions players signed (created with the table: no one chooses it).
    address public immutable decisionRelay;

    /// @notice The length of every decision window of rounds opened from now on.
    uint256 public decisionSeconds = 10;

    uint256 public constant SETTLE_PAGE = 200;
    uint256 private constant MIN_DECISION_SECONDS = 5;
    uint256 private constant MAX_DECISION_SECONDS = 10 minutes;

    mapping(uint256 roundId => Play) private _plays;
    mapping(uint256 roundId => bytes32) private _roots;
    /// @dev Cards proven so far: the deal's, then the extra sequence.
    mapping(uint256 roundId => bytes) private _shown;

    /// @notice The dealer's mistakes: a deal without a root, cards not matching the positions to prove,
    ///         a window opened early or past the last, a revealed deck whose root is not the published one.
    error MissingDeckRoot();
    error WrongCardCount(uint256 given, uint256 needed);
    error PositionBeyondDeck(uint16 position);
    error DecisionWindowOpen(uint256 closesAt);
    error NoMoreWindows();
    error DeckMismatch(bytes32 root);
    /// @notice decideFor from anyone but the table's own relay.
    error NotTheRelay();
    /// @notice Not a card, or not the deck's card at that position.
    error InvalidCard(uint16 position);

    event DecisionSecondsSet(uint256 decisionSeconds);
    event RoundDealt(uint256 indexed tableId, uint256 indexed roundId, bytes32 clientSeed, bytes32 root);
    event CardsProven(uint256 indexed tableId, uint256 indexed roundId, uint8 window, uint16[] positions, uint8[] cards, bytes32[] salts, bytes32[][] proofs);
    event WindowOpened(uint256 indexed tableId, uint256 indexed roundId, uint8 window, uint256 closesAt, uint256 settleBy);
    /// @notice Decisions their players signed, taken in one batch (one event instead of a Decision
    ///         each): each word names the signer (bits 0–159), the bet (160–175), the hand (176–183),
    ///         the action (184–191) and the extra stake it escrowed (192–255).
    event DecisionsRelayed(uint256 indexed tableId, uint256 indexed roundId, uint8 window, uint256[] decisions);
    event Decision(uint256 indexed tableId, uint256 indexed roundId, uint256 betIndex, address indexed player, uint8 hand, uint8 window, uint8 action, uint256 extraStake);

    constructor(ICashier cashier_, uint256 tableId_, uint16 gameType_, IDecisionRules rules_, uint8 variant_, uint256 minBet_, uint256 maxBet_, address admin)
        BetTable(cashier_, tableId_, gameType_, IBetRules(address(rules_)), variant_, minBet_, maxBet_, admin)
    {
        require(address(rules_) != address(0), "Missing rules");
        require(rules_.gameType() == gameType_, "Rules of another game");
        require(rules_.validVariant(variant_), "Invalid variant");
        rules = rules_;
        deckSize = rules_.deckSize();
        extraBase = rules_.extraBase();
        maxWindows = rules_.maxWindows();
        require(maxWindows > 0 && maxWindows <= 16, "Invalid rules");
        decisionRelay = address(new DecisionRelay());
        emit DecisionSecondsSet(decisionSeconds);
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
        require(commitment != bytes32(0), "Missing commitment");
        roundId = _open(commitment, bettingSeconds, true);
        _plays[roundId] = Play(0, uint32(decisionSeconds), uint32(roundTimeout()), 0, false, 0, 0);
    }

    function _seededRounds() internal pure override returns (bool) {
        return true;
    }

    function _settlePage() internal pure override returns (uint256) {
        return SETTLE_PAGE;
    }

    /// @dev The batch as a whole (e.g. a side bet needs its main bet).
    function _checkBatch(BetInput[] calldata bets) internal view override {
        uint32[] memory kinds = new uint32[](bets.length);
        for (uint256 i = 0; i < bets.length; i++) kinds[i] = bets[i].kind;
        string memory reason = rules.batchError(kinds);
        if (bytes(reason).length > 0) revert(reason);
    }

    /// @dev A bet's detail holds its actions, none yet.
    function _betDetail(BetInput calldata) internal pure override returns (uint256) {
        return 0;
    }

    // ---- the deal and the decision windows ------------------------------------------------------

    /// @notice Publishes the deck's root once the client seed exists (from the block after the close)
    ///         and proves the cards the deal shows; opens decision window 1.
    function deal(uint256 roundId, bytes32 root, CardProof[] calldata cards) external onlyRole(OPERATOR_ROLE) {
        _checkInTime(roundId, RoundState.Closed, "Round is not closed");
        uint256 closedBlock = _clocks[roundId].closedBlock;
        require(block.number > closedBlock, "Client seed is not known yet");
        bytes32 closeHash = blockhash(closedBlock);
        require(closeHash != bytes32(0), "Client seed expired");
        if (root == bytes32(0)) revert MissingDeckRoot();
        uint16[] memory positions = dealPositions();
        bytes32 clientSeed = keccak256(abi.encodePacked(closeHash, _entropyOf(roundId)));
        _seeds[roundId].clientSeed = clientSeed;
        _roots[roundId] = root;
        _books[roundId].state = RoundState.Dealt;
        emit RoundDealt(tableId, roundId, clientSeed, root);
        _show(roundId, root, 1, positions, cards);
        _openWindow(roundId, 1);
    }

    /// @notice Once the current window has closed: proves the extra cards its decisions drew (all of
    ///         them, no more) and opens the next window.
    function nextWindow(uint256 roundId, CardProof[] calldata cards) external onlyRole(OPERATOR_ROLE) {
        _checkInTime(roundId, RoundState.Dealt, "Round is not in play");
        Play storage p = _plays[roundId];
        if (block.timestamp < p.windowClosesAt) revert DecisionWindowOpen(p.windowClosesAt);
        if (p.window >= maxWindows) revert NoMoreWindows();
        uint256 shown = p.extraShown;
        uint16[] memory positions = new uint16[](p.extraCards - shown);
        for (uint256 i = 0; i < positions.length; i++) positions[i] = uint16(extraBase + shown + i);
        uint8 window = p.window + 1;
        p.extraShown = p.extraCards;
        _show(roundId, _roots[roundId], window, positions, cards);
        _openWindow(roundId, window);
    }

    /// @dev Proves `cards` at `positions`, exactly one each.
    function _show(uint256 roundId, bytes32 root, uint8 window, uint16[] memory positions, CardProof[] calldata cards) private {
        if (cards.length != positions.length) revert WrongCardCount(cards.length, positions.length);
        bytes storage shown = _shown[roundId];
        uint8[] memory drawn = new uint8[](cards.length);
        bytes32[] memory salts = new bytes32[](cards.length);
        bytes32[][] memory proofs = new bytes32[][](cards.length);
        for (uint256 i = 0; i < cards.length; i++) {
            CardProof calldata c = cards[i];
            if (positions[i] >= deckSize) revert PositionBeyondDeck(positions[i]);
            bytes32 leaf = keccak256(abi.encodePacked(positions[i], c.card, c.salt));
            if (c.card >= 52 || !MerkleProof.verifyCalldata(c.proof, root, leaf)) revert InvalidCard(positions[i]);
            shown.push(bytes1(c.card));
            (drawn[i], salts[i], proofs[i]) = (c.card, c.salt, c.proof);
        }
        emit CardsProven(tableId, roundId, window, positions, drawn, salts, proofs);
    }

    function _openWindow(uint256 roundId, uint8 window) private {
        Play storage p = _plays[roundId];
        uint40 closesAt = uint40(block.timestamp) + p.decisionSeconds;
        uint40 settleBy = closesAt + p.timeout;
        (p.window, p.windowClosesAt) = (window, closesAt);
        _clocks[roundId].settleBy = settleBy;
        emit WindowOpened(tableId, roundId, window, closesAt, settleBy);
    }

    /// @notice The bet's own player decides for one of its hands in the open window, at most once a
    ///         window; the extra stake the decision takes (a call, a double, a split, insurance) is
    ///         escrowed and its worst case reserved like a bet's.
    function decide(uint256 roundId, uint256 betIndex, uint8 hand, uint8 action) external {
        uint256 extraStake = _decide(roundId, betIndex, msg.sender, hand, action);
        emit Decision(tableId, roundId, betIndex, msg.sender, hand, _plays[roundId].window, action, extraStake);
    }

    /// @notice Decisions their players signed for window `window`, from the table's relay, which
    ///         checked each signature: each word names the signer (bits 0–159), the bet (160–175), the
    ///         hand (176–183) and the action (184–191). Each applies as if its signer had sent `decide`.
    function decideFor(uint256 roundId, uint8 window, uint256[] calldata decisions) external {
        if (msg.sender != decisionRelay) revert NotTheRelay();
        // Signed for a window that has closed (or not opened).
        require(window == _plays[roundId].window, "Decision window is closed");
        uint256[] memory taken = new uint256[](decisions.length);
        for (uint256 i = 0; i < decisions.length; i++) {
            uint256 d = decisions[i];
            taken[i] = d | (_decide(roundId, uint16(d >> 160), address(uint160(d)), uint8(d >> 176), uint8(d >> 184)) << 192);
        }
        emit DecisionsRelayed(tableId, roundId, window, taken);
    }

    /// @dev Applies the decision of `player` (the sender, or the signer of a signed decision); reverts naming why it may not.
    function _decide(uint256 roundId, uint256 betIndex, address player, uint8 hand, uint8 action) private returns (uint256 extraStake) {
        (uint256 word, uint8 window) = _decidable(roundId, betIndex, action);
        extraStake = _take(roundId, word, player, window, hand, action);
        _bets(roundId)[betIndex] = BetWord.withDetail(word, BetWord.detail(word) | (uint64(action) << (4 * (window - 1))));
    }

    /// @dev Asks the rules, checks that `player` acts on the bet's account and takes the decision's
    ///      extra stake from it: the cashier checks the player's rules and the house's bankroll.
    function _take(uint256 roundId, uint256 word, address player, uint8 window, uint8 hand, uint8 action) private returns (uint256 extraStake) {
        uint256 extraMaxReturn;
        uint256 extraCards;
        string memory reason;
        (extraStake, extraMaxReturn, extraCards, reason) = rules.decide(_shownCards(roundId), BetWord.kind(word), BetWord.amount(word), BetWord.detail(word), window, hand, action);
        // Below 2^80 (the rules' are a few times a stake below 2^64), the extra stake below 2^64 (it fits a relayed decision's word).
        require(extraMaxReturn >= extraStake && extraMaxReturn <= type(uint80).max && extraStake <= type(uint64).max, "Invalid max return");
        // Either wallet of the bet's cashier account may decide: the cashier answers with the stake
        // (a refusal's stake, none from the rules, is undone with the revert below).
        require(_stakeOn(BetWord.playerId(word), player, extraStake, extraMaxReturn), "Not your bet");
        if (bytes(reason).length > 0) revert(reason);
        require(extraBase + extraCards <= deckSize, "Deck exhausted");
        // The bet's own extras follow from its actions (the rules' `extras`); the round keeps the totals,
        // below 2^80 each (the rules' are a few times a stake below 2^64): the sums fit.
        if (extraStake > 0) {
            Book storage book = _books[roundId];
            (book.staked, book.exposure) = (book.staked + uint80(extraStake), book.exposure + uint112(extraMaxReturn));
        }
        Play storage p = _plays[roundId];
        if (extraCards > p.extraCards) p.extraCards = uint16(extraCards);
    }

    /// @dev The bet and the open window when a decision may be taken on it now (whose it is, the caller checks).
    function _decidable(uint256 roundId, uint256 betIndex, uint8 action) private view returns (uint256 word, uint8 window) {
        Book storage book = _books[roundId];
        require(book.state == RoundState.Dealt, "Round is not in play");
        Play storage p = _plays[roundId];
        require(block.timestamp < p.windowClosesAt, "Decision window is closed");
        require(betIndex < book.betCount, "No such bet");
        // A round in play holds its set: the next round to take it opens only once this one is paid.
        word = _bets(roundId)[betIndex];
        require(action != 0 && action <= 15, "Unknown action");
        window = p.window;
        require((BetWord.detail(word) >> (4 * (window - 1))) & 0xF == 0, "Already decided");
    }

    // ---- settlement -------------------------------------------------------------------------------

    /// @notice Reveals the seed: checked against the commitment; the whole deck and its root are
    ///         recomputed and must equal the published root (so every card shown mid-round was the
    ///         deck's); every bet's decisions are replayed on the real cards and the first page paid.
    ///         Settling before the last window closed owes any bet that could still decide its worst case.
    function settle(uint256 roundId, bytes32 serverSeed) external onlyRole(OPERATOR_ROLE) {
        _checkInTime(roundId, RoundState.Dealt, "Round is not in play");
        Seeds storage seeds = _seeds[roundId];
        require(sha256(abi.encodePacked(serverSeed)) == seeds.commitment, "Wrong seed");
        Play storage p = _plays[roundId];
        bytes32 clientSeed = seeds.clientSeed;
        (bytes32 root, uint8[] memory outcome) = rules.deck(serverSeed, clientSeed, roundId, rules.outcomeLength(p.extraCards));
        if (root != _roots[roundId]) revert DeckMismatch(root);
        p.settledInWindow = block.timestamp < p.windowClosesAt;
        _reveal(roundId, clientSeed, serverSeed, outcome);
    }

    /// @dev Forfeit: a round the dealer did not settle in time (past `settleBy`, or a closed round whose
    ///      client seed left the blockhash window before the deal): every bet is owed the worst case of
    ///      every stake it escrowed, extra stakes included.
    function _checkForfeit(RoundState state, Clock storage clock) internal view override {
        require(state == RoundState.Open || state == RoundState.Closed || state == RoundState.Dealt, "Round cannot be forfeited");
        require(state != RoundState.Open, "Round never closed: refund it");
        bool seedExpired = state == RoundState.Closed && block.number > clock.closedBlock + SEED_WINDOW;
        require(seedExpired || block.timestamp >= clock.settleBy, "Round has not timed out");
    }

    /// @dev A round never closed never had a deck.
    function _checkRefund() internal pure override {}

    function _maxReturns(uint256, uint256, uint256[] memory words) internal view override returns (uint256[] memory worst) {
        (, worst) = _extrasOf(words);
        for (uint256 i = 0; i < words.length; i++) worst[i] += BetWord.maxReturn(words[i]);
    }

    /// @dev What the bets' decisions escrowed and its worst case (the rules', from the actions).
    function _extrasOf(uint256[] memory words) private view returns (uint256[] memory stakes, uint256[] memory maxReturns) {
        (uint32[] memory kinds, uint256[] memory amounts, uint64[] memory actions) = _unpack(words);
        return rules.extras(kinds, amounts, actions);
    }

    /// @dev The bets as the rules take them.
    function _unpack(uint256[] memory words) private pure returns (uint32[] memory kinds, uint256[] memory amounts, uint64[] memory actions) {
        (kinds, amounts, actions) = (new uint32[](words.length), new uint256[](words.length), new uint64[](words.length));
        for (uint256 i = 0; i < words.length; i++) {
            uint256 w = words[i];
            (kinds[i], amounts[i], actions[i]) = (BetWord.kind(w), BetWord.amount(w), BetWord.detail(w));
        }
    }

    function _revealedPayouts(uint256 roundId, uint8[] memory outcome, uint256[] memory words, uint256[] memory worst)
        internal
        view
        override
        returns (uint256[] memory owed)
    {
        (uint32[] memory kinds, uint256[] memory amounts, uint64[] memory actions) = _unpack(words);
        Play storage p = _plays[roundId];
        owed = rules.payouts(outcome, variant, p.window, p.settledInWindow, kinds, amounts, actions);
        // A bet that could still decide is owed its worst case.
        for (uint256 i = 0; i < owed.length && i < worst.length; i++) if (owed[i] == type(uint256).max) owed[i] = worst[i];
    }

    // ---- views ------------------------------------------------------------------------------------

    function rounds(uint256 roundId) external view returns (Round memory) {
        Round memory r;
        Book storage book = _books[roundId];
        Clock storage clock = _clocks[roundId];
        Play storage p = _plays[roundId];
        Seeds storage seeds = _seeds[roundId];
        r.commitment = seeds.commitment;
        r.clientSeed = seeds.clientSeed;
        r.serverSeed = seeds.serverSeed;
        r.entropy = _entropyOf(roundId);
        r.root = _roots[roundId];
        r.state = book.state;
        r.openedAt = clock.openedAt;
        r.closesAt = book.closesAt;
        r.settleBy = clock.settleBy;
        r.closedAt = clock.closedAt;
        r.closedBlock = clock.closedBlock;
        r.windowClosesAt = p.windowClosesAt;
        r.decisionSeconds = p.decisionSeconds;
        r.timeout = p.timeout;
        r.window = p.window;
        r.settledInWindow = p.settledInWindow;
        r.extraCards = p.extraCards;
        r.extraShown = p.extraShown;
        r.paidCount = clock.paidCount;
        r.exposure = book.exposure;
        r.staked = book.staked;
        r.totalPaid = uint128(_totalPaid[roundId]);
        return r;
    }

    /// @notice An empty bet past the round's last bet, and once the round's bet slots were reused
    ///         (BET_SETS rounds later): its BetPlaced and Decision events keep it.
    function betAt(uint256 roundId, uint256 index) external view returns (Bet memory bet) {
        uint256 w = _storedBet(roundId, index);
        if (w == 0) return bet;
        uint256[] memory words = new uint256[](1);
        words[0] = w;
        (uint256[] memory stakes, uint256[] memory maxReturns) = _extrasOf(words);
        (bet.player, bet.kind, bet.amount) = (_playerOf(w), BetWord.kind(w), BetWord.amount(w));
        (bet.extraStake, bet.maxReturn) = (stakes[0], BetWord.maxReturn(w) + maxReturns[0]);
        bet.actions = new uint8[](_plays[roundId].window);
        for (uint256 i = 0; i < bet.actions.length; i++) bet.actions[i] = uint8((w >> (144 + 4 * i)) & 0xF);
    }

    /// @notice The positions the deal proves, in order (the rules').
    function dealPositions() public view returns (uint16[] memory) {
        return rules.dealPositions();
    }

    /// @notice Every card proven so far: the deal's, in `dealPositions` order, then the extra cards from `extraBase` on.
    function shownCards(uint256 roundId) external view returns (uint8[] memory) {
        return _shownCards(roundId);
    }

    function _shownCards(uint256 roundId) private view returns (uint8[] memory) {
        return _unpackBytes(_shown[roundId]);
    }
}
