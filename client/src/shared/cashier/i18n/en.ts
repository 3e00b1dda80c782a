/** The cashier's refusals in words, shown at the tables and on the responsible gaming page. */
export const cashierEn = {
  "cashier.lossLimit.day": "Daily loss limit of {limit} SUSD reached — resets at {utc} UTC ({local} your time).",
  "cashier.lossLimit.week": "Weekly loss limit of {limit} SUSD reached — resets at {utc} UTC ({local} your time).",
  "cashier.lossLimit.month": "Monthly loss limit of {limit} SUSD reached — resets at {utc} UTC ({local} your time).",
  "cashier.singleBet": "Your single bet limit is {limit} SUSD; this bet is {bet} SUSD.",
  "cashier.playTime": "Daily play time limit of {minutes} minutes reached — resets at {utc} UTC ({local} your time).",
  "cashier.timeOut": "You are on a time-out until {local} ({utc} UTC).",
  "cashier.selfExclusion": "Self-exclusion until {local} ({utc} UTC).",
  "cashier.notResumed": "Your self-exclusion has ended. Ask to resume play on the Responsible gaming page; play resumes 24 hours after you ask.",
  "cashier.resumeAt": "Your self-exclusion has ended; play resumes at {local} ({utc} UTC).",
  "cashier.banned": "Your account cannot place bets. Please contact support.",
  "cashier.outOfOrder": "Loss limits must rise: monthly above weekly, weekly above daily.",
  "cashier.invalidPlayTime": "Daily play time can be at most 1440 minutes (24 hours).",
  "cashier.nothingPending": "There is no pending change to cancel.",
  "cashier.notExcluded": "You are not self-excluded.",
  "cashier.exclusionRunning": "Your self-exclusion runs until {local} ({utc} UTC); you can ask to resume after that.",
} as const;
