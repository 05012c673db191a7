import { and, desc, eq, gt, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, SIGNED_OUT_ELSEWHERE } from '@academy/contract/auth-messages';
import { ROLES } from '@academy/contract/roles';
import { DEVICE_LIMIT } from '@academy/contract/site-config';
import type { Db, DbOrTx } from '../../db/client.ts';
import { refreshTokens, sessions, users, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { readSiteConfig } from '../site-config/service.ts';
import { REFRESH_GRACE_SECONDS, SESSION_DAYS, hashToken, type TokenService } from './tokens.ts';

export interface IssuedSession {
  user: UserRow;
  sessionId: string;
  access: string;
  refresh: string;
  expiresAt: Date;
}

const expired = () => new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionExpired);

/** The revoked reason of a session a newer sign-in pushed over the device limit. */
export const DEVICE_LIMIT_REASON = 'signed in on another device';

const signedOutElsewhere = () =>
  new AppError(
    'UNAUTHENTICATED',
    AUTH_MESSAGES.signedOutElsewhere,
    undefined,
    SIGNED_OUT_ELSEWHERE,
  );

/**
 * Keeps a student's `limit` newest live sessions and ends the rest. The caller holds the user's
 * row lock, so two sign-ins at once cannot both count the other as not there yet.
 */
async function endSessionsOverLimit(tx: DbOrTx, userId: string, limit: number) {
  const live = and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
  );
  const newest = tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(live)
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit);
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: DEVICE_LIMIT_REASON })
    .where(and(live, notInArray(sessions.id, newest)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends one session family at once: its refresh tokens and its access tokens stop working. */
export async function revokeSession(db: DbOrTx, sessionId: string, reason: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, or every one but `exceptSessionId`; answers how many it ended. */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: string,
  reason: string,
  exceptSessionId?: string,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

export function createSessionService(db: Db, tokens: TokenService) {
  async function issue(user: UserRow, sessionId: string, refresh: string, expiresAt: Date) {
    const access = await tokens.signAccess({ userId: user.id, sessionId });
    return { user, sessionId, access, refresh, expiresAt };
  }

  // Every signed-in request runs this: built once and prepared on each connection, it skips
  // building the SQL and PostgreSQL's planning of it after the first few runs.
  const liveSession = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('live_session');

  /** The live session and its user, or null when revoked, expired or the user is gone. */
  async function findLive(sessionId: string) {
    const [row] = await liveSession.execute({ sessionId });
    return row ?? null;
  }

  /** Why a session no longer works: pushed out by a sign-in elsewhere, or simply over. */
  async function endedError(sessionId: string): Promise<AppError> {
    const [row] = await db
      .select({ reason: sessions.revokedReason })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    return row?.reason === DEVICE_LIMIT_REASON ? signedOutElsewhere() : expired();
  }

  return {
    findLive,
    endedError,

    revoke: (sessionId: string, reason: string) => revokeSession(db, sessionId, reason),

    async sessionOfRefreshToken(refresh: string): Promise<string | undefined> {
      const [row] = await db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(refresh)));
      return row?.sessionId;
    },

    /**
     * A new sign-in. A student is signed in on at most the Accounts tab's number of devices: one
     * more ends their oldest sessions. Administrators are not limited.
     */
    async start(user: UserRow, meta: { userAgent?: string; ip?: string }): Promise<IssuedSession> {
      const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
      const refresh = tokens.newRefreshToken();
      const limit =
        user.role === ROLES.student
          ? ((await readSiteConfig(db)).accounts?.maxDevices ?? DEVICE_LIMIT.default)
          : null;
      const sessionId = await db.transaction(async (tx) => {
        if (limit !== null)
          await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        const [session] = await tx
          .insert(sessions)
          .values({
            userId: user.id,
            expiresAt,
            userAgent: meta.userAgent?.slice(0, 300),
            ip: meta.ip,
          })
          .returning({ id: sessions.id });
        await tx
          .insert(refreshTokens)
          .values({ tokenHash: hashToken(refresh), sessionId: session!.id });
        if (limit !== null) await endSessionsOverLimit(tx, user.id, limit);
        return session!.id;
      });
      return issue(user, sessionId, refresh, expiresAt);
    },

    /**
     * Rotation: the presented token is claimed once, atomically, and its successor issued. The
     * token just replaced is accepted again for a few seconds and yields the same successor;
     * any other reuse means the token was stolen, and the whole family is ended.
     */
    async rotate(refresh: string | undefined): Promise<IssuedSession> {
      if (!refresh) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.signInRequired);
      const presentedHash = hashToken(refresh);
      const successor = tokens.successorOf(refresh);
      const successorHash = hashToken(successor);

      const outcome = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(refreshTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(refreshTokens.tokenHash, presentedHash), isNull(refreshTokens.usedAt)))
          .returning({ sessionId: refreshTokens.sessionId });
        if (claimed) {
          await tx
            .insert(refreshTokens)
            .values({ tokenHash: successorHash, sessionId: claimed.sessionId });
          return { sessionId: claimed.sessionId, reused: false };
        }
        const [known] = await tx
          .select({
            sessionId: refreshTokens.sessionId,
            withinGrace: sql<boolean>`${refreshTokens.usedAt} > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS})`,
          })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, presentedHash));
        if (!known) return null;
        const [next] = await tx
          .select({ usedAt: refreshTokens.usedAt })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, successorHash));
        if (known.withinGrace && next && next.usedAt === null) {
          return { sessionId: known.sessionId, reused: false };
        }
        await revokeSession(tx, known.sessionId, 'refresh token reuse');
        return { sessionId: known.sessionId, reused: true };
      });

      if (!outcome || outcome.reused) throw expired();
      const live = await findLive(outcome.sessionId);
      if (!live) throw await endedError(outcome.sessionId);
      if (live.user.status !== 'active') {
        await revokeSession(db, live.session.id, `user ${live.user.status}`);
        throw live.user.status === 'suspended'
          ? new AppError('FORBIDDEN', AUTH_MESSAGES.suspended)
          : expired();
      }
      return issue(live.user, live.session.id, successor, live.session.expiresAt);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
