// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {Test} from "forge-std/Test.sol";
import {UtcCalendar} from "../contracts/cashier/UtcCalendar.sol";

/// The limit windows' calendar: known dates, and civil dates round-tripping over three centuries.
contract UtcCalendarTest is Test {
    function test_KnownDates() public pure {
        // Monday 30 November 2026 is day 20,787; 29 February 2028 exists; 1 March 2100 follows 28 February.
        assertEq(UtcCalendar.dayOf(1_795_996_800), 20_787);
        assertEq(UtcCalendar.weekStart(UtcCalendar.weekOf(20_787)), 20_787);
        assertEq(UtcCalendar.weekStart(UtcCalendar.weekOf(20_793)), 20_787); // the Sunday after
        assertEq(UtcCalendar.monthOf(20_787), 2026 * 12 + 10);
        assertEq(UtcCalendar.monthStart(2026 * 12 + 11), UtcCalendar.dayOfCivil(2026, 12, 1));
        (uint256 y, uint256 m, uint256 d) = UtcCalendar.civilOf(UtcCalendar.dayOfCivil(2028, 2, 29));
        assertEq(y * 10_000 + m * 100 + d, 20_280_229);
        assertEq(UtcCalendar.dayOfCivil(2100, 3, 1), UtcCalendar.dayOfCivil(2100, 2, 28) + 1);
        assertEq(UtcCalendar.dayOfCivil(1970, 1, 1), 0);
    }

    function testFuzz_CivilDatesRoundTrip(uint256 day) public pure {
        day = bound(day, 0, 120_000);
        (uint256 y, uint256 m, uint256 d) = UtcCalendar.civilOf(day);
        assertEq(UtcCalendar.dayOfCivil(y, m, d), day);
        assertTrue(m >= 1 && m <= 12 && d >= 1 && d <= 31);
        // The next day is the next date: the same month one day on, or the first of the next month.
        (uint256 y2, uint256 m2, uint256 d2) = UtcCalendar.civilOf(day + 1);
        if (m2 == m) assertEq(d2, d + 1);
        else assertTrue(d2 == 1 && (m2 == m + 1 || (m == 12 && m2 == 1 && y2 == y + 1)));
    }

    function testFuzz_WeeksStartOnMondayAndLastSevenDays(uint256 day) public pure {
        day = bound(day, 4, 120_000);
        uint256 start = UtcCalendar.weekStart(UtcCalendar.weekOf(day));
        assertTrue(start <= day && day < start + 7);
        assertEq((start + 3) % 7, 0); // day 4, 5 January 1970, was a Monday
    }
}
