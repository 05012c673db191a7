import os from 'node:os';
import path from 'node:path';
/** Where the browser tests find the built app, and the accounts the server is started with. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN = { phone: '9000000002', password: 'e2e-admin-passphrase' };
/** Razorpay test-mode keys of the local fake the server is pointed at. */
export const E2E_RAZORPAY = {
  keyId: 'rzp_test_e2e',
  keySecret: 'e2e-razorpay-key-secret',
  webhookSecret: 'e2e-razorpay-webhook-secret',
};

/** Where global-setup copies the server's log (one JSON line per entry). */
export const E2E_SERVER_LOG = path.join(os.tmpdir(), `academy-e2e-server-${E2E_PORT}.log`);
