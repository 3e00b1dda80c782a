// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {CashierTable} from "../cashier/CashierTable.sol";
import {ICashier} from "../cashier/ICashier.sol";
import {BetWord} from "./BetWord.sol";

/// @notice What a table asks its rules of each bet while betting is open (both rules interfaces have it).
interface IBetRules {
    function maxReturnX100(uint32 kind, uint8[] calldata numbers, uint8 variant) external pure returns (uint32);
    function betError(uint32 kind, uint8[] calldata numbers, uint8 variant) external pure returns (string memory);
}

/// @title What every table shares: rounds, bets escrowed through the cashier with their worst case
///        reserved, paying page by page, and forfeit and refund open to anyone.
/// @notice A round's hot state (state, close time, bet count, staked, worst case) is one slot written
///         when the round opens, so a placeBets rewrites it warm; each bet is one slot (BetWord),
///         naming its player by the cashier account the stake came from. Bets live in BET_SETS sets of slots reused round
///         after round (round r writes set r mod BET_SETS): a bet rewrites a slot an earlier round
///         left non-zero instead of filling a fresh one, so a round may open only once the round
///         that last used its set is paid in full. A round's bets stay in the contract's state
///         until then, and in its BetPlaced events for good.
abstract contract BetTable is AccessControl, CashierTable, Pausable {
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");

    /// @dev Revealed: the outcome is fixed and bets are being paid; Settled once the last is paid.
    ///      Dealt (decision windows running) is used by decision tables only.
    enum RoundState { None, Open, Closed, Revealed, Settled, Refunded, Forfeited, Dealt }

    /// @notice One bet of a batch: the player's whole board for a round goes in one transaction.
    struct BetInput {
        uint32 kind;
        uint8[] numbers;
        uint256 amount;
    }

    /// @dev Read and written by every stake of the round; written first when the round opens.
    struct Book {
        RoundState state;
        uint40 closesAt;
        uint16 betCount;
        uint80 staked;
        uint112 exposure;
    }

    /// @dev The round's times and how far it is paid.
    struct Clock {
        uint40 openedAt;
        /// @notice Not revealed by then, the round is forfeited.
        uint40 settleBy;
        uint40 closedAt;
        uint64 closedBlock;
        uint16 paidCount;
    }

    struct Seeds {
        bytes32 commitment;
        bytes32 clientSeed;
        bytes32 serverSeed;
        /// @dev The players' folded seeds XOR ENTROPY_MASK once the round is seeded (0: none), so the
        ///      open writes the slot and every placeBets rewrites a non-zero one.
        bytes32 maskedEntropy;
    }

    /// @dev The table's limits and its pause in one slot, which every placeBets reads anyway.
    struct Settings {
        uint64 minBet;
        uint64 maxBet;
        uint64 roundTimeout;
        bool paused;
    }

    bytes32 private constant ENTROPY_MASK = keccak256("Sunrise table entropy");

    /// @notice `blockhash` reaches back this many blocks; a client seed older than that is gone.
    uint256 public constant SEED_WINDOW = 256;
    /// @notice Most bets one placeBets call takes.
    uint256 public constant MAX_BETS_PER_CALL = 64;
    /// @notice Most bets one round takes.
    uint256 public constant MAX_BETS_PER_ROUND = 10_000;
    uint256 public constant MAX_BETTING_SECONDS = 1 days;
    uint256 public constant MAX_ROUND_TIMEOUT = 30 days;
    /// @notice Sets of bet slots the rounds take in turn.
    uint256 public constant BET_SETS = 4;

    uint256 public immutable tableId;
    /// @notice The game this table deals (1 roulette … 7 blackjack); bet kind ids are gameType × 1000 + kind.
    uint16 public immutable gameType;
    /// @notice The rules' table variant (baccarat: 1 = no commission).
    uint8 public immutable variant;
    /// @dev The rules as the betting checks call them; none for a game not dealt on chain yet.
    IBetRules private immutable _betRules;

    Settings private _settings = Settings(0, 0, 1 hours, false);
    uint256 public roundCount;
    mapping(uint256 roundId => Book) internal _books;
    mapping(uint256 roundId => Clock) internal _clocks;
    mapping(uint256 roundId => Seeds) internal _seeds;
    mapping(uint256 roundId => uint256) internal _totalPaid;
    mapping(uint256 set => mapping(uint256 index => uint256 word)) private _betSets;
    mapping(uint256 roundId => bytes) internal _outcomes;

    /// @notice The dealer came too late: the round's settle-by time has passed (it can only be forfeited).
    error RoundTimedOut(uint256 roundId);
    /// @notice openRound with no betting time or more than MAX_BETTING_SECONDS.
    error InvalidBettingWindow(uint256 bettingSeconds);
    /// @notice A round cannot open before the round that last used its bet slots is paid in full.
    error EarlierRoundUnpaid(uint256 roundId);
    /// @notice payBets on a round not being paid (not revealed, forfeited or refunded), or with every bet paid.
    error NothingToPay(uint256 roundId);
    /// @notice The rules paid a bet more than its reserved worst case (a faulty rules contract).
    error PayoutAboveWorstCase(uint256 betIndex);
    /// @notice The rules did not return one payout per bet (a faulty rules contract).
    error PayoutsMismatch();

    event LimitsSet(uint256 minBet, uint256 maxBet, uint256 roundTimeout);
    event RoundOpened(uint256 indexed tableId, uint256 indexed roundId, uint16 gameType, bytes32 commitment, uint256 openedAt, uint256 closesAt);
    event BetPlaced(uint256 indexed tableId, uint256 indexed roundId, uint256 betIndex, address indexed player, uint32 kind, uint8[] numbers, uint256 amount);
    event PlayerSeed(uint256 indexed tableId, uint256 indexed roundId, address indexed player, bytes32 seed);
    event BettingClosed(uint256 indexed tableId, uint256 indexed roundId, uint256 closedBlock, uint256 closedAt);
    event RoundRevealed(uint256 indexed tableId, uint256 indexed roundId, bytes32 clientSeed, bytes32 serverSeed, uint8[] outcome);
    /// @notice Bets fromBet, fromBet + 1, … of the round are paid `payouts` (stake included; 0 for a lost bet).
    event PagePaid(uint256 indexed tableId, uint256 indexed roundId, uint256 fromBet, uint256[] payouts);
    event RoundSettled(uint256 indexed tableId, uint256 indexed roundId, bytes32 clientSeed, bytes32 serverSeed, uint256 totalStaked, uint256 totalPaid);
    event RoundForfeited(uint256 indexed tableId, uint256 indexed roundId, uint256 totalOwed);
    event RoundRefunded(uint256 indexed tableId, uint256 indexed roundId, uint256 totalRefunded);

    constructor(ICashier cashier_, uint256 tableId_, uint16 gameType_, IBetRules rules_, uint8 variant_, uint256 minBet_, uint256 maxBet_, address admin)
        CashierTable(cashier_)
    {
        require(minBet_ > 0 && minBet_ <= maxBet_ && maxBet_ <= type(uint64).max, "Invalid limits");
        tableId = tableId_;
        gameType = gameType_;
        variant = variant_;
        _betRules = rules_;
        (_settings.minBet, _settings.maxBet) = (uint64(minBet_), uint64(maxBet_));
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        // The indexer learns the limits from chain alone, from the first block of the table.
        emit LimitsSet(minBet_, maxBet_, _settings.roundTimeout);
    }

    function pause() external onlyRole(PAUSER_ROLE) { _pause(); }
    function unpause() external onlyRole(PAUSER_ROLE) { _unpause(); }

    function paused() public view override returns (bool) { return _settings.paused; }

    function _pause() internal override whenNotPaused {
        _settings.paused = true;
        emit Paused(msg.sender);
    }

    function _unpause() internal override whenPaused {
        _settings.paused = false;
        emit Unpaused(msg.sender);
    }

    function minBet() external view returns (uint256) { return _settings.minBet; }
    function maxBet() external view returns (uint256) { return _settings.maxBet; }
    function roundTimeout() public view returns (uint256) { return _settings.roundTimeout; }

    /// @notice A new timeout applies to rounds opened from now on (each round keeps its own deadline).
    function setLimits(uint256 minBet_, uint256 maxBet_, uint256 timeout) external onlyRole(DEFAULT_ADMIN_ROLE) {
        require(minBet_ > 0 && minBet_ <= maxBet_ && maxBet_ <= type(uint64).max && timeout > 0 && timeout <= MAX_ROUND_TIMEOUT, "Invalid limits");
        Settings storage settings = _settings;
        (settings.minBet, settings.maxBet, settings.roundTimeout) = (uint64(minBet_), uint64(maxBet_), uint64(timeout));
        emit LimitsSet(minBet_, maxBet_, timeout);
    }

    // ---- rounds -------------------------------------------------------------------------------

    /// @dev Opens the next round, writing every slot a placeBets will rewrite (seeded: the entropy too).
    function _open(bytes32 commitment, uint64 bettingSeconds, bool seeded) internal returns (uint256 roundId) {
        if (bettingSeconds == 0 || bettingSeconds > MAX_BETTING_SECONDS) revert InvalidBettingWindow(bettingSeconds);
        roundId = ++roundCount;
        if (roundId > BET_SETS) _checkPaidInFull(roundId - BET_SETS);
        uint40 closesAt = uint40(block.timestamp + bettingSeconds);
        _books[roundId] = Book(RoundState.Open, closesAt, 0, 0, 0);
        _clocks[roundId] = Clock(uint40(block.timestamp), closesAt + uint40(roundTimeout()), 0, 0, 0);
        Seeds storage s = _seeds[roundId];
        s.commitment = commitment;
        if (seeded) s.maskedEntropy = ENTROPY_MASK;
        emit RoundOpened(tableId, roundId, gameType, commitment, block.timestamp, closesAt);
    }

    /// @dev The round that last used a set must be over and paid before another round takes the set.
    function _checkPaidInFull(uint256 roundId) private view {
        Book storage book = _books[roundId];
        uint256 state = uint256(book.state);
        // Settled, Refunded or Forfeited, every bet paid.
        if (state < uint256(RoundState.Settled) || state > uint256(RoundState.Forfeited) || _clocks[roundId].paidCount != book.betCount) {
            revert EarlierRoundUnpaid(roundId);
        }
    }

    /// @dev The slots of the round's bets, by index (shared with the rounds BET_SETS apart).
    function _bets(uint256 roundId) internal view returns (mapping(uint256 index => uint256 word) storage) {
        return _betSets[roundId % BET_SETS];
    }

    /// @dev The bet's slot while the round still holds its set; 0 past its last bet, for a round
    ///      not opened, or once a later round has taken the set (the bet lives on in its BetPlaced).
    function _storedBet(uint256 roundId, uint256 index) internal view returns (uint256) {
        uint256 rounds = roundCount;
        if (roundId == 0 || roundId > rounds || roundId + BET_SETS <= rounds || index >= _books[roundId].betCount) return 0;
        return _bets(roundId)[index];
    }

    /// @notice Places every bet or none: one stake of the total from the player's cashier balance
    ///         (the cashier's rules and the house's bankroll decide), one BetPlaced per bet, in order.
    ///         At seeded tables `playerSeed` is folded into the round's client seed.
    function placeBets(uint256 roundId, BetInput[] calldata bets, bytes32 playerSeed) external whenNotPaused {
        Book memory book = _books[roundId];
        require(book.state == RoundState.Open && block.timestamp < book.closesAt, "Betting is closed");
        require(bets.length > 0, "No bets");
        require(bets.length <= MAX_BETS_PER_CALL, "Too many bets");
        uint256 first = book.betCount;
        require(first + bets.length <= MAX_BETS_PER_ROUND, "Round is full");
        _checkBatch(bets);
        (uint256 total, uint256 exposure) = _storeBets(roundId, first, bets);
        book.betCount = uint16(first + bets.length);
        // At most MAX_BETS_PER_ROUND bets below 2^64 each, returning below 2^32 per unit ×100: both fit.
        (book.staked, book.exposure) = (uint80(book.staked + total), uint112(book.exposure + exposure));
        _books[roundId] = book;
        if (_seededRounds()) {
            Seeds storage s = _seeds[roundId];
            s.maskedEntropy = keccak256(abi.encodePacked(s.maskedEntropy ^ ENTROPY_MASK, msg.sender, playerSeed)) ^ ENTROPY_MASK;
            emit PlayerSeed(tableId, roundId, msg.sender, playerSeed);
        }
    }

    /// @dev Checks each bet against the limits and the rules, takes the batch's stake (which names
    ///      the player's cashier account), then stores each bet with the account and announces it.
    function _storeBets(uint256 roundId, uint256 first, BetInput[] calldata bets) private returns (uint256 total, uint256 exposure) {
        Settings memory limits = _settings;
        uint256[] memory words = new uint256[](bets.length);
        uint256 largest;
        for (uint256 i = 0; i < bets.length; i++) {
            uint256 amount = bets[i].amount;
            uint256 worst;
            (words[i], worst) = _checkBet(bets[i], limits);
            exposure += worst;
            total += amount;
            if (amount > largest) largest = amount;
        }
        uint256 account = _stake(msg.sender, total, largest, exposure);
        for (uint256 i = 0; i < bets.length; i++) _placeBet(roundId, first + i, words[i] | account, bets[i]);
    }

    function _placeBet(uint256 roundId, uint256 index, uint256 word, BetInput calldata b) private {
        _bets(roundId)[index] = word;
        emit BetPlaced(tableId, roundId, index, msg.sender, b.kind, b.numbers, b.amount);
    }

    /// @dev One bet against the limits and the rules: its slot (the account still 0) and its worst-case total return.
    function _checkBet(BetInput calldata b, Settings memory limits) private view returns (uint256 word, uint256 worst) {
        require(b.amount >= limits.minBet, "Bet below table minimum");
        require(b.amount <= limits.maxBet, "Bet above table maximum");
        uint256 detail = _betDetail(b);
        uint32 x100 = _betRules.maxReturnX100(b.kind, b.numbers, variant);
        if (x100 == 0) revert(_betRules.betError(b.kind, b.numbers, variant));
        // A worst case below the stake would break the escrow arithmetic: no game has one.
        require(x100 >= 100, "Invalid max return");
        require(b.kind <= type(uint16).max, "Unknown bet kind");
        word = BetWord.pack(0, b.kind, b.amount, x100, detail);
        worst = BetWord.maxReturnOf(b.amount, x100);
    }

    /// @dev The bet's player: the cashier account it names (account 0, an empty slot's, is the zero address).
    function _playerOf(uint256 word) internal view returns (address) {
        return cashier.accountAt(BetWord.playerId(word));
    }

    function closeBetting(uint256 roundId) external onlyRole(OPERATOR_ROLE) {
        Book storage book = _books[roundId];
        require(book.state == RoundState.Open, "Round is not open");
        book.state = RoundState.Closed;
        Clock storage c = _clocks[roundId];
        (c.closedAt, c.closedBlock) = (uint40(block.timestamp), uint64(block.number));
        emit BettingClosed(tableId, roundId, block.number, block.timestamp);
    }

    /// @dev The round is in `state` (else `notInState`) and not timed out.
    function _checkInTime(uint256 roundId, RoundState state, string memory notInState) internal view {
        require(_books[roundId].state == state, notInState);
        if (block.timestamp >= _clocks[roundId].settleBy) revert RoundTimedOut(roundId);
    }

    /// @dev Fixes the outcome and pays the first page.
    function _reveal(uint256 roundId, bytes32 clientSeed, bytes32 serverSeed, uint8[] memory outcome) internal {
        _books[roundId].state = RoundState.Revealed;
        Seeds storage s = _seeds[roundId];
        (s.clientSeed, s.serverSeed) = (clientSeed, serverSeed);
        bytes memory packed = new bytes(outcome.length);
        for (uint256 i = 0; i < outcome.length; i++) packed[i] = bytes1(outcome[i]);
        _outcomes[roundId] = packed;
        emit RoundRevealed(tableId, roundId, clientSeed, serverSeed, outcome);
        _pay(roundId, _settlePage(), outcome);
    }

    /// @notice Anyone may forfeit a round the dealer did not reveal in time (the table says when):
    ///         every bet is owed its reserved worst case; the first page is paid at once, payBets pays the rest.
    function forfeit(uint256 roundId) external {
        Book storage book = _books[roundId];
        _checkForfeit(book.state, _clocks[roundId]);
        book.state = RoundState.Forfeited;
        emit RoundForfeited(tableId, roundId, book.exposure);
        _pay(roundId, _settlePage(), new uint8[](0));
    }

    /// @notice Anyone may refund a round the dealer never closed, once its deadline has passed: each bet gets its stake back.
    function refund(uint256 roundId) external {
        _checkRefund();
        Book storage book = _books[roundId];
        require(book.state == RoundState.Open, "Round cannot be refunded");
        require(block.timestamp >= _clocks[roundId].settleBy, "Round has not timed out");
        book.state = RoundState.Refunded;
        emit RoundRefunded(tableId, roundId, book.staked);
        _pay(roundId, _settlePage(), new uint8[](0));
    }

    /// @notice Anyone may pay the next `maxBets` unpaid bets of a revealed, forfeited or refunded round.
    function payBets(uint256 roundId, uint256 maxBets) external {
        Book memory book = _books[roundId];
        RoundState state = book.state;
        bool paying = state == RoundState.Revealed || state == RoundState.Forfeited || state == RoundState.Refunded;
        if (!paying || _clocks[roundId].paidCount >= book.betCount || maxBets == 0) revert NothingToPay(roundId);
        _pay(roundId, maxBets, state == RoundState.Revealed ? outcomeOf(roundId) : new uint8[](0));
    }

    /// @dev Pays bets [paidCount, paidCount + count) in placement order through the cashier, releasing
    ///      each one's reservation: the rules' payouts once revealed, the worst case when forfeited, the stake when refunded.
    function _pay(uint256 roundId, uint256 count, uint8[] memory outcome) private {
        Book memory book = _books[roundId];
        Clock storage clock = _clocks[roundId];
        uint256 from = clock.paidCount;
        uint256 to = from + count < book.betCount ? from + count : book.betCount;
        uint256[] memory words = new uint256[](to - from);
        mapping(uint256 => uint256) storage stored = _bets(roundId);
        for (uint256 i = 0; i < words.length; i++) words[i] = stored[from + i];
        uint256[] memory worst = _maxReturns(roundId, from, words);
        uint256[] memory owed;
        if (book.state == RoundState.Revealed) {
            owed = _revealedPayouts(roundId, outcome, words, worst);
            if (owed.length != words.length) revert PayoutsMismatch();
        } else {
            owed = new uint256[](words.length);
            // Forfeited: the worst case of every stake. Refunded rounds never dealt: the bet's own stake.
            for (uint256 i = 0; i < words.length; i++) owed[i] = book.state == RoundState.Forfeited ? worst[i] : BetWord.amount(words[i]);
        }
        clock.paidCount = uint16(to);
        uint256 paid = _payPage(roundId, book.state != RoundState.Refunded, from, words, owed, worst);
        uint256 totalPaid = _totalPaid[roundId] + paid;
        _totalPaid[roundId] = totalPaid;
        if (to == book.betCount && book.state == RoundState.Revealed) {
            _books[roundId].state = RoundState.Settled;
            Seeds storage s = _seeds[roundId];
            emit RoundSettled(tableId, roundId, s.clientSeed, s.serverSeed, book.staked, totalPaid);
        }
    }

    /// @dev Checks each payout against its bet's worst case, announces the page (refunds are announced
    ///      by RoundRefunded alone) and pays through the cashier in one call, releasing the page's
    ///      reservations. Only bets owed something go to the cashier, each to the account it names.
    function _payPage(uint256 roundId, bool announce, uint256 from, uint256[] memory words, uint256[] memory owed, uint256[] memory worst)
        private
        returns (uint256 paid)
    {
        uint256[] memory credits = new uint256[](words.length);
        uint256 count;
        uint256 released;
        for (uint256 i = 0; i < words.length; i++) {
            uint256 amount = owed[i];
            if (amount > worst[i]) revert PayoutAboveWorstCase(from + i);
            released += worst[i];
            if (amount == 0) continue;
            paid += amount;
            // A payout is at most a worst case, far below 2^224: it fits above the 32-bit account number.
            credits[count++] = (amount << 32) | BetWord.playerId(words[i]);
        }
        assembly ("memory-safe") {
            mstore(credits, count)
        }
        if (announce) emit PagePaid(tableId, roundId, from, owed);
        cashier.pay(credits, released);
    }

    // ---- what each table decides ------------------------------------------------------------------

    /// @dev Bets paid by a reveal, forfeit and refund.
    function _settlePage() internal view virtual returns (uint256);

    /// @dev Whether players' seeds are folded into the round's client seed.
    function _seededRounds() internal view virtual returns (bool);

    /// @dev The table's own part of a bet's slot (64 bits), checking what the rules do not.
    function _betDetail(BetInput calldata bet) internal view virtual returns (uint256);

    /// @dev Reverts unless the batch is valid as a whole.
    function _checkBatch(BetInput[] calldata bets) internal view virtual;

    /// @dev Reverts unless a round in `state` may be forfeited now.
    function _checkForfeit(RoundState state, Clock storage clock) internal view virtual;

    /// @dev Reverts unless the table's rounds can be refunded.
    function _checkRefund() internal view virtual;

    /// @dev What the rules pay bets `words` of a revealed round (`worst`: their worst cases).
    function _revealedPayouts(uint256 roundId, uint8[] memory outcome, uint256[] memory words, uint256[] memory worst)
        internal
        view
        virtual
        returns (uint256[] memory owed);

    /// @dev The worst case reserved for bets [from, from + words.length): the bet's own, by default.
    function _maxReturns(uint256, uint256, uint256[] memory words) internal view virtual returns (uint256[] memory worst) {
        worst = new uint256[](words.length);
        for (uint256 i = 0; i < words.length; i++) worst[i] = BetWord.maxReturn(words[i]);
    }

    // ---- views --------------------------------------------------------------------------------

    function betCount(uint256 roundId) external view returns (uint256) { return _books[roundId].betCount; }

    /// @notice The players' seeds folded in placement order (0 before any).
    function _entropyOf(uint256 roundId) internal view returns (bytes32) {
        bytes32 masked = _seeds[roundId].maskedEntropy;
        return masked == 0 ? bytes32(0) : masked ^ ENTROPY_MASK;
    }

    /// @notice The round's outcome as the rules encode it (empty until revealed).
    function outcomeOf(uint256 roundId) public view returns (uint8[] memory outcome) {
        outcome = _unpackBytes(_outcomes[roundId]);
    }

    /// @dev Bytes stored one value each (cards, dice, pockets) as values.
    function _unpackBytes(bytes memory packed) internal pure returns (uint8[] memory values) {
        values = new uint8[](packed.length);
        for (uint256 i = 0; i < values.length; i++) values[i] = uint8(packed[i]);
    }
}
