/** Chromium's `beforeinstallprompt` event, which no TypeScript library describes yet. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offered: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * The browser offers installation once, early, by an event; it is held here until the student
 * taps "Install app". Called at start-up (main.tsx), before the event can fire.
 */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Instead of the browser's own mini bar: the app offers it where it is expected.
    event.preventDefault();
    offered = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    notify();
  });
}

export const installPrompt = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => offered,
  /** Shows the browser's install dialog; the offer is used up whatever the answer. */
  async show(): Promise<void> {
    const event = offered;
    if (!event) return;
    offered = null;
    notify();
    await event.prompt();
  },
};
