import {
  EmailSchema,
  NameSchema,
  SIGN_IN_PROVIDER_LABELS,
  SIGN_IN_PROVIDERS,
  type SignInMethods,
  type SignInProvider,
} from "@listful/contracts";
import { isUniqueViolation, type UserRow } from "@listful/db";
import { NotFoundError, RefusedError } from "../../domain-errors.ts";
import type { Principal } from "../../lib/principal.ts";
import type { Session, SessionService } from "../auth/session.service.ts";
import type { UserRepository } from "../user/user.repository.ts";
import type { FlowCookies } from "./flow-cookie.ts";
import type { IdentityRepository } from "./identities.repository.ts";
import type { ProviderClient, ProviderIdentity } from "./provider-client.ts";

export const FLOW_EXPIRED =
  "This sign-in has expired or was already used, so no one was signed in. Please start again.";

export type ConnectService = ReturnType<typeof createConnectService>;

/**
 * Signing in (or up) with Google or Facebook, and connecting them to an account. A person is found again by
 * the provider's subject id; an e-mail finds an existing account only when the provider vouches for it.
 */
export function createConnectService(deps: {
  /** The configured providers; the others answer "not available". */
  providers: Partial<Record<SignInProvider, ProviderClient>>;
  flows: FlowCookies;
  identities: IdentityRepository;
  users: UserRepository;
  sessions: SessionService;
}) {
  const configured = SIGN_IN_PROVIDERS.filter((provider) => deps.providers[provider]);

  function clientFor(provider: SignInProvider): ProviderClient {
    const client = deps.providers[provider];
    if (!client)
      throw new NotFoundError(`Signing in with ${SIGN_IN_PROVIDER_LABELS[provider]} is not available here.`);
    return client;
  }

  async function accountFor(provider: SignInProvider, identity: ProviderIdentity): Promise<UserRow> {
    const label = SIGN_IN_PROVIDER_LABELS[provider];
    const known = await deps.identities.findUser(provider, identity.subject);
    if (known) return known;
    const email = EmailSchema.safeParse(identity.email);
    if (!email.success) {
      throw new RefusedError(
        `${label} did not share your e-mail address, which Listful needs for your account. Allow it and try again, or sign up with your e-mail.`,
      );
    }
    const existing = await deps.users.findByEmail(email.data);
    if (existing && !identity.isEmailVerified) {
      throw new RefusedError(
        `${email.data} already has a Listful account. Log in with its password, then connect ${label} from Settings.`,
      );
    }
    try {
      if (!existing) {
        const name = NameSchema.safeParse(identity.name);
        const fallback = email.data.split("@")[0]?.slice(0, 100) || "Listful user";
        return await deps.identities.createUser(
          { name: name.success ? name.data : fallback, email: email.data },
          { provider, subject: identity.subject },
        );
      }
      await deps.identities.link(existing.id, provider, identity.subject);
      return existing;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Two attempts raced (this identity was just stored), or the account has another account of this provider.
      const raced = await deps.identities.findUser(provider, identity.subject);
      if (raced) return raced;
      throw new RefusedError(
        `${email.data} already has a Listful account connected to another ${label} account. Log in with it instead.`,
      );
    }
  }

  async function connect(
    userId: string,
    principal: Principal | null,
    provider: SignInProvider,
    identity: ProviderIdentity,
  ): Promise<Session> {
    const label = SIGN_IN_PROVIDER_LABELS[provider];
    if (principal?.user.id !== userId) {
      throw new RefusedError(
        `You were signed out on the way. Log in, then connect ${label} from Settings again.`,
      );
    }
    const owner = await deps.identities.findUser(provider, identity.subject);
    if (owner && owner.id !== userId) {
      throw new RefusedError(`This ${label} account is already connected to another Listful account.`);
    }
    if (!owner) {
      try {
        await deps.identities.link(userId, provider, identity.subject);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new RefusedError(`Another ${label} account is connected already. Disconnect it first.`);
      }
    }
    // A fresh sign-in replaces the caller's, so the answer carries new tokens like every account change.
    await deps.sessions.end(principal.sessionId);
    return deps.sessions.start(principal.user);
  }

  async function methodsOf(user: UserRow): Promise<SignInMethods> {
    const connected = await deps.identities.providersOf(user.id);
    return {
      has_password: user.passwordHash !== null,
      providers: SIGN_IN_PROVIDERS.filter(
        (provider) => configured.includes(provider) || connected.includes(provider),
      ).map((provider) => ({ provider, connected: connected.includes(provider) })),
    };
  }

  return {
    /** Providers people may use here, for the web app's buttons. */
    configured,

    /** The first leg: where to send the person, and the flow their browser keeps meanwhile. */
    async start(provider: SignInProvider, principal: Principal | null) {
      const client = clientFor(provider);
      const flow = deps.flows.begin(provider, principal?.user.id ?? null);
      return { url: client.authorizationUrl(flow).toString(), sealed: await deps.flows.seal(flow) };
    },

    /** The second leg: the provider's answer, checked against this browser's flow, becomes a session. */
    async check(
      provider: SignInProvider,
      input: { state: string; code?: string | undefined; error?: string | undefined },
      sealed: string | undefined,
      principal: Principal | null,
    ): Promise<{ session: Session; linked: boolean }> {
      const client = clientFor(provider);
      const label = SIGN_IN_PROVIDER_LABELS[provider];
      const flow = await deps.flows.open(sealed, provider, input.state);
      if (!flow) throw new RefusedError(FLOW_EXPIRED);
      if (input.error !== undefined || !input.code) {
        throw new RefusedError(
          input.error === "access_denied"
            ? `${label} sign-in was cancelled, so no one was signed in.`
            : `${label} could not sign you in, so no one was signed in. Please try again.`,
        );
      }
      const identity = await client.identify(input.code, flow);
      if (flow.userId)
        return { session: await connect(flow.userId, principal, provider, identity), linked: true };
      return { session: await deps.sessions.start(await accountFor(provider, identity)), linked: false };
    },

    methods: methodsOf,

    /** Disconnects a provider as long as another way to sign in remains. */
    async disconnect(user: UserRow, provider: SignInProvider): Promise<SignInMethods> {
      const methods = await methodsOf(user);
      const others = methods.providers.filter((entry) => entry.connected && entry.provider !== provider);
      if (!methods.has_password && others.length === 0) {
        throw new RefusedError(
          `${SIGN_IN_PROVIDER_LABELS[provider]} is your only way to sign in. Set a password first, then disconnect it.`,
        );
      }
      await deps.identities.unlink(user.id, provider);
      return methodsOf(user);
    },
  };
}
