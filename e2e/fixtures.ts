import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PublicUser } from '@hackcamp/contract';
import { E2E_ADMIN } from './playwright.config.ts';
import { trackRequests } from './support/network.ts';

let seq = 0;
/** Unique per worker and call, so parallel tests never share an account. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${seq++}@e2e.test`;
}

export interface Account {
  user: PublicUser;
  token: string;
  email: string;
  password: string;
}

/** Talks to the real API of the server under test: how fixtures create people without the UI. */
export class Api {
  /** The event superadmin's session, signed in once per test: every sign-in costs a password hash. */
  private adminSession?: Promise<{ user: PublicUser; token: string }>;

  constructor(private readonly request: APIRequestContext) {}

  private admin() {
    this.adminSession ??= this.login(E2E_ADMIN.email, E2E_ADMIN.password);
    return this.adminSession;
  }

  async login(email: string, password: string): Promise<{ user: PublicUser; token: string }> {
    const res = await this.request.post('/api/auth/login', { data: { email, password } });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).data;
  }

  async registerParticipant(overrides: Partial<Record<string, string>> = {}): Promise<Account> {
    const body = {
      name: 'Meera Nair',
      email: uniqueEmail('participant'),
      mobile: '9876543210',
      collegeName: 'CBIT',
      participantType: 'bootcamp',
      password: 'participant1',
      confirmPassword: 'participant1',
      ...overrides,
    };
    const res = await this.request.post('/api/auth/register', { data: body });
    expect(res.status(), await res.text()).toBe(201);
    const { user, token } = await this.login(body.email, body.password);
    return { user, token, email: body.email, password: body.password };
  }

  async createStaff(role: 'mentor' | 'judge' | 'superadmin', name = `E2E ${role}`): Promise<Account> {
    const created = await this.createStaffWithTemporaryPassword(role, name);
    // As the new person would at first sign-in: replace the generated password with their own.
    const first = await this.login(created.email, created.temporaryPassword);
    const password = `${role}-pass-1`;
    const res = await this.request.post('/api/auth/change-password', {
      data: { currentPassword: created.temporaryPassword, newPassword: password },
      headers: { authorization: `Bearer ${first.token}` },
    });
    expect(res.status(), await res.text()).toBe(200);
    // The change answers this device's new token; every earlier one is revoked.
    const { token } = (await res.json()).data as { token: string };
    return { user: { ...first.user, mustChangePassword: false }, token, email: created.email, password };
  }

  /** A staff account as the superadmin creates it: it still holds its generated password. */
  async createStaffWithTemporaryPassword(role: 'mentor' | 'judge' | 'superadmin', name = `E2E ${role}`) {
    const admin = await this.admin();
    const email = uniqueEmail(role);
    const res = await this.request.post('/api/auth/register-admin', {
      data: { name, email, role },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status(), await res.text()).toBe(201);
    const data = (await res.json()).data as { user: PublicUser; temporaryPassword?: string };
    if (data.temporaryPassword) return { user: data.user, email, temporaryPassword: data.temporaryPassword };
    // This server mails (SMTP_URL): the account got an invitation instead. An organiser's reset
    // hands over a temporary password the same way the no-mail flow does.
    const reset = await this.request.post(`/api/users/${data.user._id}/reset-password`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(reset.status(), await reset.text()).toBe(200);
    return { user: data.user, email, temporaryPassword: ((await reset.json()).data as { temporaryPassword: string }).temporaryPassword };
  }

  /** Any call as the event's own superadmin (the one the server was started with). */
  async asAdmin<T = any>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, data?: unknown): Promise<T> {
    const admin = await this.admin();
    const res = await this.request.fetch(url, { method, data: data as object, headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).data as T;
  }
}

/** The guided tour's key: set for every session unless a test asks to see the tour. */
export const TOUR_KEY = 'hackcamp-tour-bootcamp-v1';

/** Puts a session in local storage before the app loads, as a returning user would have. */
export async function useSession(page: Page, account: { user: PublicUser; token: string }, opts: { tour?: boolean } = {}) {
  await page.addInitScript(
    ([token, user, skipTour]) => {
      if (!sessionStorage.getItem('e2e-session-set')) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
        if (skipTour) localStorage.setItem('hackcamp-tour-bootcamp-v1', 'done');
        sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [account.token, JSON.stringify(account.user), !opts.tour] as const,
  );
}

type Fixtures = {
  api: Api;
  /** A signed-in user of the given kind; the page opens with their session. */
  signInAs: (kind: 'bootcamp' | 'hackathon' | 'mentor' | 'judge' | 'superadmin') => Promise<Account>;
};

export const test = base.extend<Fixtures>({
  // Counted from its first request, so support/network.ts can tell when it has settled.
  page: async ({ page }, use) => {
    trackRequests(page);
    await use(page);
  },
  api: async ({ request }, use) => {
    await use(new Api(request));
  },
  signInAs: async ({ api, page }, use) => {
    await use(async (kind) => {
      const account = kind === 'bootcamp' || kind === 'hackathon' ? await api.registerParticipant({ participantType: kind }) : await api.createStaff(kind);
      await useSession(page, account);
      return account;
    });
  },
});

export { expect };
