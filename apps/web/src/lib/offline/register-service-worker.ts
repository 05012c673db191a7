import { createElement } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react';
import { loadSonner } from '@/lib/toast';

const UPDATE_MESSAGES = {
  available: msg`Update available`,
  description: msg`A new version of the app is ready.`,
  reload: msg`Reload`,
} as const;

/**
 * A message as an element: this runs outside React, and the toast renders it inside the app's
 * provider, in the page's language.
 */
const text = (descriptor: MessageDescriptor) => createElement(Trans, descriptor);

/** Offers the waiting version; on "Reload" it takes over and the page loads from it. */
async function offerUpdate(worker: ServiceWorker) {
  const { toast } = await loadSonner();
  toast.info(text(UPDATE_MESSAGES.available), {
    description: text(UPDATE_MESSAGES.description),
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: text(UPDATE_MESSAGES.reload),
      onClick: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
          once: true,
        });
        worker.postMessage({ type: 'SKIP_WAITING' });
      },
    },
  });
}

/**
 * Registers the service worker (src/service-worker/sw.ts) once the page has loaded, from a
 * module of its own, so none of this is in the page's first code. A few lines rather than
 * workbox-window, which would add 3 KB to a first visit. A new version waits until the student
 * chooses to reload: a test or a payment in progress is never cut off.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  // Registration fails where the browser keeps no workers (some private windows), and a
  // browser that blocks them may hand back nothing: the site then simply works online.
  const registration = await navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (!registration) return;
  // Installed on an earlier visit, and still waiting.
  if (registration.waiting && navigator.serviceWorker.controller) {
    void offerUpdate(registration.waiting);
  }
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      // The first version has no page to replace: there is nothing to announce.
      if (worker.state === 'installed' && navigator.serviceWorker.controller) {
        void offerUpdate(worker);
      }
    });
  });
}
