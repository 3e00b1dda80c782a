import type { inboxEn } from "./en.js";

export const inboxJa: Record<keyof typeof inboxEn, string> = {
  "inbox.subtitle": "Sunrise からのお知らせ：新しいテーブル、メンテナンス、キャンペーン。送信されると同時にここに届きます。",
  "inbox.signIn": "メッセージを読むにはウォレットを接続してください。",
  "inbox.empty": "メッセージはまだありません。送信されるとすぐにここに表示されます。",
  "inbox.markAll": "すべて既読にする",
  "inbox.new": "新着",
  "inbox.loadMore": "以前のメッセージを表示",
  "inbox.back": "メッセージ一覧",
  "inbox.openHtml": "メッセージ全文を開く",
  "inbox.notFound": "このメッセージは存在しません",
  "inbox.loadFailed": "メッセージを読み込めませんでした。",
  "inbox.retry": "再試行",
  "inbox.unreadCount": "{count, plural, =0 {すべて既読} other {未読 # 件}}",
};
