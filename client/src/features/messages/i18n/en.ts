/** Strings of the /messages pages (shipped with them, merged over the site's catalogue). */
export const inboxEn = {
  "inbox.subtitle": "Notices from Sunrise: new tables, maintenance, promotions. New ones arrive here as they are sent.",
  "inbox.signIn": "Connect your wallet to read your messages.",
  "inbox.empty": "No messages yet. New ones appear here the moment they are sent.",
  "inbox.markAll": "Mark all as read",
  "inbox.new": "New",
  "inbox.loadMore": "Show older messages",
  "inbox.back": "All messages",
  "inbox.openHtml": "Open the full message",
  "inbox.notFound": "This message is not exist",
  "inbox.loadFailed": "Messages could not be loaded.",
  "inbox.retry": "Try again",
  "inbox.unreadCount": "{count, plural, =0 {Everything read} one {# unread} other {# unread}}",
} as const;
