import type { reviewEn } from "./review-en.js";

/** The back office's Japanese strings for the USDC withdrawal review queue. */
export const reviewJa: Record<keyof typeof reviewEn, string> = {
  "adm.menu.bridgeReview": "出金審査",
  "adm.review.title": "USDC 出金審査",
  "adm.review.description": "5,000,000 を超える出金は審査のため 12 時間待機します。その他は日次上限または補充を待ちます。早期に解放するか、却下できます（SUSD はプレイヤーに返却されます）。",
  "adm.review.queue.IN_REVIEW": "審査中",
  "adm.review.queue.PENDING": "すべての待機中",
  "adm.review.release": "早期解放",
  "adm.review.releaseTitle": "この出金を今すぐ解放しますか？",
  "adm.review.releaseExplain": "解放がオンチェーンで確定すると、プレイヤーは {amount} USDC を受け取れます。",
  "adm.review.reject": "却下",
  "adm.review.rejectTitle": "この出金を却下しますか？",
  "adm.review.rejectExplain": "ボールトが SUSD をプレイヤーに返却し、プレイヤーには理由が表示されます。",
  "adm.review.reason": "理由（プレイヤーに表示）",
  "adm.review.reasonRequired": "理由を入力してください",
  "adm.review.releasing": "解放",
  "adm.review.rejecting": "却下",
  "adm.review.readOnly": "キューは閲覧できます。解放と却下にはブリッジ審査の権限が必要です。",
  "adm.review.empty": "待機中の出金はありません",
  "adm.review.emptyHint": "審査または ETA を待つ出金がここに表示されます。",
};
