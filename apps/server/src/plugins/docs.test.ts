import { describe, expect, it } from 'vitest';
import { ROLES } from '@academy/contract/roles';
import { createTestApp } from '../../test/app.ts';
import { signedInAs } from '../../test/users.ts';

const t = await createTestApp({
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'none',
  PUBLIC_ORIGIN: 'https://academy.example.in',
});

describe('the API explorer in production', () => {
  it('is for administrators only', async () => {
    for (const path of ['/api/docs', '/api/docs/json']) {
      expect((await t.agent().get(path)).statusCode, path).toBe(401);
      const student = (await signedInAs(t, ROLES.student)).agent;
      expect((await student.get(path)).statusCode, path).toBe(403);
    }
    const admin = (await signedInAs(t, ROLES.admin)).agent;
    const res = await admin.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.text).paths).toHaveProperty('/api/auth/login');
  });
});
