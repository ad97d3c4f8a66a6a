import { createHash, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

export const REFRESH_GRACE_MS = 10_000;
export const REFRESH_IDLE_MS = 30 * 24 * 3600 * 1000;
export const VERIFY_EMAIL_TTL_MS = 24 * 3600 * 1000;
export const RESET_PASSWORD_TTL_MS = 3600 * 1000;

/**
 * A random, URL-safe token: 256 bits by default. E-mail links use 192 bits (32 characters), so a link
 * with a typical APP_URL stays within 76 characters and mail encoders leave its line unwrapped.
 */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** What is stored for a token: its SHA-256, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const TokenParamSchema = /^[A-Za-z0-9_-]{20,200}$/;

export type AccessClaims = { userId: number; sessionId: string };

const VERIFIED_CACHE_SIZE = 10_000;

/** Signs and checks access tokens (HS256 only) and derives refresh tokens. */
export function createTokenKit(jwtSecret: string, accessTtl: number) {
  const derive = (info: string) => Buffer.from(hkdfSync("sha256", jwtSecret, "agentdesk", info, 32));
  // Imported once: handing jose raw bytes would re-import the key on every sign and verify.
  const accessKey = crypto.subtle.importKey("raw", new Uint8Array(derive("access-token")), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
  const chainKey = derive("refresh-chain");

  // A client sends the same access token with every request for its lifetime, and a signature check
  // through WebCrypto costs more than the session lookup itself. Verified tokens are remembered until
  // they expire (bounded, oldest out first). Revocation is unaffected: every request still checks the
  // session in the database.
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  return {
    accessTtl,
    /**
     * The access token is a pure function of its claims, so the refresh grace window can hand out
     * the very same token again without storing it.
     */
    async signAccess(claims: AccessClaims, issuedAt: Date, tokenId: number): Promise<string> {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(claims.userId))
        .setIssuer("agentdesk")
        .setAudience("agentdesk-api")
        .setJti(String(tokenId))
        .setIssuedAt(iat)
        .setExpirationTime(iat + accessTtl)
        .sign(await accessKey);
    },
    /** The claims of a valid token, or null for a missing, expired, forged or unsigned one. */
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      const hit = verified.get(token);
      if (hit) {
        if (hit.expiresAt > Date.now()) return hit.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, await accessKey, {
          algorithms: ["HS256"],
          issuer: "agentdesk",
          audience: "agentdesk-api",
          requiredClaims: ["sub", "exp", "iat"],
        });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (!Number.isSafeInteger(userId) || typeof sessionId !== "string") return null;
        const claims = { userId, sessionId };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAt: payload.exp! * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
    /**
     * The token that replaces `token` at rotation: an HMAC of it under a server key. Deterministic, so
     * a second presentation inside the grace window gets the same successor, and only its hash is stored.
     */
    successorOf(token: string): string {
      return createHmac("sha256", chainKey).update(token).digest("base64url");
    },
  };
}

export type TokenKit = ReturnType<typeof createTokenKit>;
