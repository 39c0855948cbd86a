/** A message channel between the open tabs of one shop (one sales channel). */
export interface CrossTabChannel<Message> {
  /** Tells the other tabs (never this one). */
  post(message: Message): void;
  /** Listens to the other tabs' messages; returns the unsubscribe function. */
  subscribe(listener: (message: Message) => void): () => void;
}

interface Envelope<Message> {
  tab: string;
  message: Message;
  at: number;
}

const thisTab = Math.random().toString(36).slice(2);

const localStore = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * The channel `name` of the sales channel `salesChannelId`: a BroadcastChannel, or in browsers without one the
 * `storage` event of a local storage key. Safe on the server (it does nothing there). `tab` names the sender
 * (default: this tab); a test plays another tab of the shop with a name of its own.
 */
export function createCrossTabChannel<Message>(
  name: string,
  salesChannelId: string,
  { tab = thisTab }: { tab?: string } = {},
): CrossTabChannel<Message> {
  const id = `vitrine:${name}:${salesChannelId}`;
  const broadcast = () => (typeof BroadcastChannel === "undefined" ? undefined : new BroadcastChannel(id));
  let sender: BroadcastChannel | undefined;
  return {
    post(message) {
      if (typeof window === "undefined") return;
      const envelope: Envelope<Message> = { tab, message, at: Date.now() };
      sender ??= broadcast();
      if (sender) {
        sender.postMessage(envelope);
        return;
      }
      // The other tabs hear the write; removing the key at once keeps nothing behind in storage.
      const store = localStore();
      store?.setItem(id, JSON.stringify(envelope));
      store?.removeItem(id);
    },
    subscribe(listener) {
      if (typeof window === "undefined") return () => {};
      const receive = (envelope: Envelope<Message> | null | undefined) => {
        if (envelope && envelope.tab !== tab) listener(envelope.message);
      };
      const channel = broadcast();
      if (channel) {
        channel.onmessage = (event: MessageEvent<Envelope<Message>>) => receive(event.data);
        return () => channel.close();
      }
      const onStorage = (event: StorageEvent) => {
        if (event.key !== id || !event.newValue) return;
        try {
          receive(JSON.parse(event.newValue) as Envelope<Message>);
        } catch {
          // Not ours: ignored.
        }
      };
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    },
  };
}
