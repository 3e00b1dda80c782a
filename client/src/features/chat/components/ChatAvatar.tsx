import type { ChatLine } from "../hooks/useTableChat.js";

/** The author's photo, or their initial on a colour of their own when there is none (or it is hidden by an image ban). */
export function ChatAvatar({ author }: { author: ChatLine["author"] }) {
  if (author.imageUrl) return <img className="chat-avatar" src={author.imageUrl} alt="" data-testid="chat-avatar-photo" />;
  const hue = parseInt(author.id.slice(2, 8), 16) % 360;
  return (
    <span className="chat-avatar chat-avatar--initial" style={{ background: `hsl(${hue} 45% 38%)` }} aria-hidden data-testid="chat-avatar-initial">
      {[...author.name][0]?.toUpperCase() ?? "?"}
    </span>
  );
}
