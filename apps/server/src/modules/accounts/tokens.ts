import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const SESSION_DAYS = 30;
/** A refresh token already used may be presented again this long (parallel tabs). */
export const REFRESH_GRACE_SECONDS = 30;

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async signAccess({ userId, sessionId }: AccessClaims): Promise<string> {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key);
    },
    /** null for a missing, forged or expired token. */
    async verifyAccess(token: string | undefined): Promise<AccessClaims | null> {
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
    newRefreshToken: () => randomBytes(32).toString('base64url'),
    /**
     * The token that replaces `token` on rotation. Deriving it (rather than drawing it) lets a
     * second tab that presents the same old token within the grace period get the same
     * successor, without the server ever storing a token in clear.
     */
    successorOf: (token: string) =>
      createHmac('sha256', key).update(`refresh:${token}`).digest('base64url'),
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
