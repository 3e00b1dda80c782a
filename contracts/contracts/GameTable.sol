// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @title One live table on the game chain: escrowed bets, a committed seed, settlement on reveal.
/// @notice The dealer (OPERATOR_ROLE) commits sha256(serverSeed) when a round opens. Closing betting
///         fixes the client seed as the hash of the block that records the close: no one knows it
///         when the close is sent, so the dealer cannot pick a favourable moment to close. The dealer
///         then reveals the seed with the payouts the games engine computed. A round not settled
///         within `roundTimeout` of closing, or whose client seed has left the 256-block window of
///         `blockhash`, can be refunded by anyone, once.
contract GameTable is AccessControl, Pausable {
    using SafeERC20 for IERC20;

    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");

    enum RoundState { None, Open, Closed, Settled, Refunded }

    struct Bet {
        address player;
        uint32 kind;
        uint8[] numbers;
        uint256 amount;
        uint256 maxReturn;
    }

    struct Round {
        bytes32 commitment;
        bytes32 clientSeed;
        bytes32 serverSeed;
        RoundState state;
        uint64 openedAt;
        uint64 closedAt;
        uint64 closedBlock;
        uint256 exposure;
        uint256 staked;
    }

    IERC20 public immutable token;
    uint256 public immutable tableId;
    /// @notice The game this table deals (1 roulette … 7 blackjack); bet kind ids are gameType × 1000 + kind.
    uint16 public immutable gameType;
    uint256 public minBet;
    uint256 public maxBet;
    uint256 public roundTimeout = 1 hours;
    /// @notice `blockhash` reaches back this many blocks; a client seed older than that is gone.
    uint256 public constant SEED_WINDOW = 256;
    /// @notice Worst-case total return per unit staked, ×100, by bet kind (0 = not offered).
    mapping(uint32 kind => uint32) public maxReturnX100;
    /// @notice Escrowed stakes plus the worst case of every open bet: the bankroll must cover it.
    uint256 public reserved;
    uint256 public roundCount;
    mapping(uint256 roundId => Round) public rounds;
    mapping(uint256 roundId => Bet[]) private _bets;

    event BetKindsSet(uint32[] kinds, uint32[] maxReturnX100);
    event LimitsSet(uint256 minBet, uint256 maxBet, uint256 roundTimeout);
    event RoundOpened(uint256 indexed tableId, uint256 indexed roundId, uint16 gameType, bytes32 commitment, uint256 openedAt);
    event BetPlaced(uint256 indexed tableId, uint256 indexed roundId, uint256 betIndex, address indexed player, uint32 kind, uint8[] numbers, uint256 amount);
    event BettingClosed(uint256 indexed tableId, uint256 indexed roundId, uint256 closedBlock, uint256 closedAt);
    event BetSettled(uint256 indexed tableId, uint256 indexed roundId, uint256 betIndex, address indexed player, uint256 payout);
    event RoundSettled(uint256 indexed tableId, uint256 indexed roundId, bytes32 clientSeed, bytes32 serverSeed, uint256 totalStaked, uint256 totalPaid);
    event RoundRefunded(uint256 indexed tableId, uint256 indexed roundId, uint256 totalRefunded);

    constructor(IERC20 token_, uint256 tableId_, uint16 gameType_, uint256 minBet_, uint256 maxBet_, address admin) {
        require(minBet_ > 0 && minBet_ <= maxBet_, "Invalid limits");
        require(gameType_ > 0, "Invalid game type");
        token = token_;
        tableId = tableId_;
        gameType = gameType_;
        minBet = minBet_;
        maxBet = maxBet_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    function pause() external onlyRole(PAUSER_ROLE) { _pause(); }
    function unpause() external onlyRole(PAUSER_ROLE) { _unpause(); }

    function setBetKinds(uint32[] calldata kinds, uint32[] calldata returnsX100) external onlyRole(OPERATOR_ROLE) {
        require(kinds.length == returnsX100.length, "Length mismatch");
        for (uint256 i = 0; i < kinds.length; i++) {
            require(kinds[i] / 1000 == gameType, "Bet kind of another game");
            // 0 withdraws a kind; otherwise the worst case returns at least the stake (keeps the escrow arithmetic sound).
            require(returnsX100[i] == 0 || returnsX100[i] >= 100, "Invalid max return");
            maxReturnX100[kinds[i]] = returnsX100[i];
        }
        emit BetKindsSet(kinds, returnsX100);
    }

    function setLimits(uint256 minBet_, uint256 maxBet_, uint256 timeout) external onlyRole(DEFAULT_ADMIN_ROLE) {
        require(minBet_ > 0 && minBet_ <= maxBet_ && timeout > 0, "Invalid limits");
        (minBet, maxBet, roundTimeout) = (minBet_, maxBet_, timeout);
        emit LimitsSet(minBet_, maxBet_, timeout);
    }

    /// @notice Tokens of the table not promised to open bets.
    function freeBankroll() public view returns (uint256) {
        uint256 balance = token.balanceOf(address(this));
        return balance > reserved ? balance - reserved : 0;
    }

    function openRound(bytes32 commitment) external whenNotPaused onlyRole(OPERATOR_ROLE) returns (uint256 roundId) {
        require(commitment != bytes32(0), "Missing commitment");
        roundId = ++roundCount;
        rounds[roundId] = Round(commitment, 0, 0, RoundState.Open, uint64(block.timestamp), 0, 0, 0, 0);
        emit RoundOpened(tableId, roundId, gameType, commitment, block.timestamp);
    }

    function placeBet(uint256 roundId, uint32 kind, uint8[] calldata numbers, uint256 amount) external whenNotPaused {
        Round storage r = rounds[roundId];
        require(r.state == RoundState.Open, "Betting is closed");
        require(amount >= minBet, "Bet below table minimum");
        require(amount <= maxBet, "Bet above table maximum");
        uint32 x100 = maxReturnX100[kind];
        require(x100 > 0, "Unknown bet kind");
        uint256 maxReturn = (amount * x100) / 100;
        // The worst case beyond the stake comes out of the bankroll.
        require(maxReturn - amount <= freeBankroll(), "Table bankroll cannot cover this bet");
        token.safeTransferFrom(msg.sender, address(this), amount);
        reserved += maxReturn;
        r.exposure += maxReturn;
        r.staked += amount;
        _bets[roundId].push(Bet(msg.sender, kind, numbers, amount, maxReturn));
        emit BetPlaced(tableId, roundId, _bets[roundId].length - 1, msg.sender, kind, numbers, amount);
    }

    function closeBetting(uint256 roundId) external onlyRole(OPERATOR_ROLE) {
        Round storage r = rounds[roundId];
        require(r.state == RoundState.Open, "Round is not open");
        r.state = RoundState.Closed;
        r.closedAt = uint64(block.timestamp);
        r.closedBlock = uint64(block.number);
        emit BettingClosed(tableId, roundId, block.number, block.timestamp);
    }

    /// @notice Reveals the seed (checked against the commitment) and pays each bet, in order. The
    ///         client seed, the hash of the close's block, is recorded here: it exists from the next block.
    function settle(uint256 roundId, bytes32 serverSeed, uint256[] calldata payouts) external onlyRole(OPERATOR_ROLE) {
        Round storage r = rounds[roundId];
        require(r.state == RoundState.Closed, "Round is not closed");
        require(block.number > r.closedBlock, "Client seed is not known yet");
        bytes32 clientSeed = blockhash(r.closedBlock);
        require(clientSeed != bytes32(0), "Client seed expired");
        require(sha256(abi.encodePacked(serverSeed)) == r.commitment, "Wrong seed");
        Bet[] storage bets = _bets[roundId];
        require(payouts.length == bets.length, "One payout per bet");
        r.state = RoundState.Settled;
        r.serverSeed = serverSeed;
        r.clientSeed = clientSeed;
        reserved -= r.exposure;
        uint256 paid;
        for (uint256 i = 0; i < bets.length; i++) {
            require(payouts[i] <= bets[i].maxReturn, "Payout above the bet's worst case");
            paid += payouts[i];
            if (payouts[i] > 0) token.safeTransfer(bets[i].player, payouts[i]);
            emit BetSettled(tableId, roundId, i, bets[i].player, payouts[i]);
        }
        emit RoundSettled(tableId, roundId, clientSeed, serverSeed, r.staked, paid);
    }

    /// @notice Anyone may refund an unsettled round once its timeout has passed, or once its client
    ///         seed has expired so it can no longer be settled: every stake goes back.
    function refund(uint256 roundId) external {
        Round storage r = rounds[roundId];
        require(r.state == RoundState.Open || r.state == RoundState.Closed, "Round cannot be refunded");
        uint256 since = r.state == RoundState.Closed ? r.closedAt : r.openedAt;
        bool seedExpired = r.state == RoundState.Closed && block.number > r.closedBlock + SEED_WINDOW;
        require(seedExpired || block.timestamp >= since + roundTimeout, "Round has not timed out");
        r.state = RoundState.Refunded;
        reserved -= r.exposure;
        Bet[] storage bets = _bets[roundId];
        for (uint256 i = 0; i < bets.length; i++) token.safeTransfer(bets[i].player, bets[i].amount);
        emit RoundRefunded(tableId, roundId, r.staked);
    }

    function betCount(uint256 roundId) external view returns (uint256) { return _bets[roundId].length; }
    function betAt(uint256 roundId, uint256 index) external view returns (Bet memory) { return _bets[roundId][index]; }
}
