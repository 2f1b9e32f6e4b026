import { setTimeout as sleep } from 'node:timers/promises';

import type { FastifyBaseLogger } from 'fastify';

import type { AppConfig } from '../../config/env.js';
import { tooManyRequests } from '../../http/errors.js';
import type { MessageKey } from '../../http/messages.js';
import type { Throttle } from '../../ports/app-deps.js';

const keys = (scope: string, account: string, ip: string) => ({
  /** Refuses this address on this account: stops guessing without locking the owner out. */
  pair: `${scope}:account-ip:${account}/${ip}`,
  /** Refuses this address on every account: stops spraying one password over many ids. */
  ip: `${scope}:ip:${ip}`,
  /** Failures from every address: slows the account down, never refuses it. */
  account: `${scope}:account:${account}`,
});

/**
 * The one limiter of every password check (login, password change, unregister), shared
 * through the database. Failures count per account and address (refused after
 * `perAccount`), per address (refused after `perIp`), and per account from everywhere:
 * over `perAccount` of those, each attempt on the account waits `slowdownMs` first, so an
 * attacker with many addresses guesses slowly but can never lock the owner out.
 */
export class PasswordAttempts {
  constructor(
    private readonly throttle: Throttle,
    private readonly limits: AppConfig['loginThrottle'],
    private readonly log?: FastifyBaseLogger,
    /** The counters' key prefix: `login`, or `order-lookup` for guest order passwords. */
    private readonly scope = 'login',
  ) {}

  /** Throws a 429 (`message`) when this address may not try this account now; waits while the account is under attack. */
  async before(
    account: string,
    ip: string,
    message: MessageKey = 'too_many_logins',
  ): Promise<void> {
    const k = keys(this.scope, account, ip);
    for (const [key, limit] of [
      [k.pair, this.limits.perAccount],
      [k.ip, this.limits.perIp],
    ] as const) {
      const wait = await this.throttle.blockedFor(key, limit);
      if (wait > 0) throw tooManyRequests(message, wait);
    }
    if ((await this.throttle.blockedFor(k.account, this.limits.perAccount)) > 0) {
      await sleep(this.limits.slowdownMs);
    }
  }

  /** Counts a wrong password. */
  async failed(account: string, ip: string): Promise<void> {
    const k = keys(this.scope, account, ip);
    const { windowMinutes } = this.limits;
    await this.throttle.hit(k.pair, windowMinutes);
    await this.throttle.hit(k.ip, windowMinutes);
    const total = await this.throttle.hit(k.account, windowMinutes);
    if (total === this.limits.perAccount) {
      this.log?.warn(
        { failures: total },
        'repeated password failures on one account: slowing it down',
      );
    }
  }

  /** A right password: this address starts afresh on this account (the others do not). */
  async succeeded(account: string, ip: string): Promise<void> {
    await this.throttle.clear(keys(this.scope, account, ip).pair);
  }

  /** The password was reset by mail: every counter of the account starts afresh. */
  async forget(account: string): Promise<void> {
    await this.throttle.clear(keys(this.scope, account, '').account);
    await this.throttle.clearPrefix(keys(this.scope, account, '').pair);
  }
}
