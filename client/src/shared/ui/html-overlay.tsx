import { Modal } from "./modal.js";

/**
 * SPEC §2 HTML content overlay. The gateway sanitises HTML content server-side before it is
 * stored; this renders what it serves.
 */
export function HtmlOverlay({ title, html, onClose }: { title: string; html: string; onClose: () => void }) {
  return (
    <Modal title={title} onClose={onClose} wide>
      <div className="html-content" dangerouslySetInnerHTML={{ __html: html }} />
    </Modal>
  );
}
