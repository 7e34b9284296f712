import type { LivePerson, LiveServerMessage, ShareAccess } from "@listful/contracts";
import { useEffect, useRef, useState } from "react";
import { liveSocketHref } from "../../lib/hrefs.ts";
import { connectLive, type LiveStatus } from "./live-connection.ts";

/** Who has the list open, this page's own key among them. */
export type LivePresence = {
  /** The first dozen, this page's own person among them. */
  readonly people: readonly LivePerson[];
  /** Everyone here. */
  readonly count: number;
  readonly you: string;
};

/** What a page's document does with the channel's news: true when it has missed a change and must sync. */
export type LiveReceiver = {
  readonly receive: (message: LiveServerMessage) => boolean;
  readonly revision: () => number;
};

/**
 * The list's live channel for as long as the page is open: others' ticks go to `receiver`, and the page gets
 * where the channel stands, who is here, and what the link allows now.
 */
export function useLiveList(id: string, receiver: LiveReceiver) {
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const [presence, setPresence] = useState<LivePresence | null>(null);
  const [access, setAccess] = useState<ShareAccess | null>(null);
  const latest = useRef(receiver);
  latest.current = receiver;

  useEffect(() => {
    const connection = connectLive({
      url: liveSocketHref(window.location.origin, id),
      revision: () => latest.current.revision(),
      onStatus: setStatus,
      onMessage(message) {
        if (message.type === "presence")
          setPresence({ people: message.people, count: message.count, you: message.you });
        else if (message.type === "welcome") setAccess(message.access);
        else if (latest.current.receive(message)) connection.sync();
      },
    });
    return () => connection.close();
  }, [id]);

  return { status, presence, access };
}
