import type { cashierEn } from "./en.js";

export const cashierJa: Record<keyof typeof cashierEn, string> = {
  "cashier.lossLimit.day": "1日の損失上限 {limit} SUSD に達しました — {utc} UTC（あなたの時刻で {local}）にリセットされます。",
  "cashier.lossLimit.week": "1週間の損失上限 {limit} SUSD に達しました — {utc} UTC（あなたの時刻で {local}）にリセットされます。",
  "cashier.lossLimit.month": "1か月の損失上限 {limit} SUSD に達しました — {utc} UTC（あなたの時刻で {local}）にリセットされます。",
  "cashier.singleBet": "1回のベット上限は {limit} SUSD です。このベットは {bet} SUSD です。",
  "cashier.playTime": "1日のプレイ時間上限 {minutes} 分に達しました — {utc} UTC（あなたの時刻で {local}）にリセットされます。",
  "cashier.timeOut": "{local}（{utc} UTC）までタイムアウト中です。",
  "cashier.selfExclusion": "{local}（{utc} UTC）まで自己排除中です。",
  "cashier.notResumed": "自己排除期間は終了しました。責任あるゲーミングのページでプレイ再開を申請してください。申請の24時間後に再開できます。",
  "cashier.resumeAt": "自己排除期間は終了しました。{local}（{utc} UTC）にプレイを再開できます。",
  "cashier.banned": "このアカウントはベットできません。サポートにお問い合わせください。",
  "cashier.outOfOrder": "損失上限は 月 > 週 > 日 の順に大きくしてください。",
  "cashier.invalidPlayTime": "1日のプレイ時間は最大1440分（24時間）です。",
  "cashier.nothingPending": "取り消す保留中の変更はありません。",
  "cashier.notExcluded": "自己排除中ではありません。",
  "cashier.exclusionRunning": "自己排除は {local}（{utc} UTC）まで続きます。その後に再開を申請できます。",
};
