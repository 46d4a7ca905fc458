import { useEffect, useState } from "react";
import * as messages from "~/lib/messages";

/**
 * Network state (spec part 1 §4, §8): going offline shows the 'networkError' message, going
 * online clears it. Needs JavaScript (without it the browser shows its own offline page).
 */
export function NetworkStatus() {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const goOffline = () => setOffline(true);
    const goOnline = () => setOffline(false);
    window.addEventListener("offline", goOffline);
    window.addEventListener("online", goOnline);
    if (!navigator.onLine) goOffline();
    return () => {
      window.removeEventListener("offline", goOffline);
      window.removeEventListener("online", goOnline);
    };
  }, []);
  return (
    <div className="network-status" role="alert">
      {offline ? <p className="network-status__message">{messages.networkError}</p> : null}
    </div>
  );
}
