import { SafeHtml } from "~/components/safe-html";
import { type GlobalMessage } from "~/lib/shell/shell.server";
import { AlertIcon } from "./icons";

/** Said before each message, so the severity does not rest on colour alone. */
const SEVERITY_LABEL: Record<GlobalMessage["severity"], string> = {
  system: "System notice",
  general: "Notice",
  warning: "Warning",
};

/**
 * The global notification banner (spec part 1 §2, §3 "Global error content", §8): content-managed
 * messages, system (grey), general (white) or warning (pink with red text), each with an alert
 * icon. The HTML was sanitised in the root loader.
 */
export function GlobalMessages({ messages }: { messages: readonly GlobalMessage[] }) {
  if (messages.length === 0) return null;
  return (
    <section className="global-messages" aria-label="Site notices">
      <ul className="global-messages__list">
        {messages.map((message) => (
          <li key={message.uid} className={`global-message global-message--${message.severity}`} data-severity={message.severity}>
            <AlertIcon />
            <div className="global-message__body">
              <span className="visually-hidden">{SEVERITY_LABEL[message.severity]}: </span>
              <SafeHtml html={message.html} as="div" className="global-message__content" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
