import { randomBytes } from 'node:crypto';
import { ACCOUNT_LINKS } from '@hackcamp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { ConfigService } from '../config/config.service.ts';
import { hashToken } from '../../lib/link-tokens.ts';
import * as links from './invitations.queries.ts';

const INVITE_LINK_DAYS = ACCOUNT_LINKS.invitationDays;

export interface Invitee {
  id: string;
  name: string;
  email: string;
}

/** An invitation written with its account, mailed once the transaction has committed. */
export interface PendingInvite {
  to: Invitee;
  token: string;
}

/**
 * Invitation mails: when the server has mail, people an organiser adds (one by one or by import)
 * get a single-use link to choose their password instead of a temporary password on paper.
 */
export function createInvitations(deps: {
  mail: { mailer: Mailer; publicUrl: string } | undefined;
  config: Pick<ConfigService, 'publicUrl' | 'get'>;
  log: FastifyBaseLogger;
}) {
  const { mail, config, log } = deps;
  /** Sends in flight, so a test (or a closing server) can wait for them. */
  const sending = new Set<Promise<void>>();

  async function mailOne(invite: PendingInvite, publicUrl: string, eventName: string) {
    // In the fragment, not the query: a fragment never reaches a server's access log or a Referer.
    const url = `${publicUrl}/welcome#token=${invite.token}`;
    await mail!.mailer.send({
      to: invite.to.email,
      subject: `You are invited to ${eventName}`,
      text:
        `Hello ${invite.to.name},\n\n` +
        `An organiser of ${eventName} has made you a HackCamp account (${invite.to.email}). Open this link within ${INVITE_LINK_DAYS} days to choose your password and sign in:\n\n` +
        `${url}\n\n` +
        'The link works once. If it has expired, ask the organiser to send a new invitation.\n',
    });
  }

  async function context() {
    const [publicUrl, settings] = await Promise.all([config.publicUrl(), config.get()]);
    return { publicUrl: (publicUrl ?? mail!.publicUrl).replace(/\/+$/, ''), eventName: settings.eventName };
  }

  return {
    enabled: mail !== undefined,

    /**
     * Inside the transaction that creates (or re-invites) the people: a new link each, replacing
     * any invitation they held (a reset link they asked for stays), and `invited_at` set. The
     * tokens leave only in the mails sent after commit.
     */
    async issue(tx: Db, people: Invitee[]): Promise<PendingInvite[]> {
      if (!mail || people.length === 0) return [];
      const pending = people.map((to) => ({ to, token: randomBytes(32).toString('base64url') }));
      const expiresAt = new Date(Date.now() + INVITE_LINK_DAYS * 24 * 60 * 60_000);
      await links.replaceInviteTokens(
        tx,
        pending.map((p) => ({ userId: p.to.id, tokenHash: hashToken(p.token), expiresAt })),
      );
      return pending;
    },

    /** Mails one invitation and waits for the mail server: the organiser is told whether it went. */
    async send(invite: PendingInvite): Promise<boolean> {
      try {
        const { publicUrl, eventName } = await context();
        await mailOne(invite, publicUrl, eventName);
        return true;
      } catch (err) {
        log.error({ err }, 'An invitation mail could not be sent');
        return false;
      }
    },

    /** Mails many (an import) without holding the answer; the mailer's pool paces them. */
    sendInBackground(invites: PendingInvite[]) {
      if (invites.length === 0) return;
      const send = context()
        .then(({ publicUrl, eventName }) =>
          Promise.all(
            invites.map((invite) =>
              mailOne(invite, publicUrl, eventName).catch((err: unknown) => log.error({ err, to: invite.to.email }, 'An invitation mail could not be sent')),
            ),
          ),
        )
        .then(() => undefined)
        .catch((err: unknown) => log.error({ err }, 'Invitation mails could not be sent'))
        .finally(() => sending.delete(send));
      sending.add(send);
    },

    /** Waits for the mails being sent (tests, shutdown). */
    async settled() {
      await Promise.all([...sending]);
    },
  };
}

export type Invitations = ReturnType<typeof createInvitations>;
