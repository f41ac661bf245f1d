import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Caches } from '../cache/caches.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Database, Db } from '../db/client.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { StorageState } from '../lib/storage-state.ts';
import type { TokenService } from '../lib/tokens.ts';
import type { LoginLimits } from './auth/auth.service.ts';
import type { RecoveryLimits } from './auth/password-recovery.service.ts';
import type { LiveHubOptions } from './live/live-hub.ts';

/** What buildApp is given for the modules: main.ts reads it from the environment, tests set their own. */
export interface ModuleOptions {
  tokens: TokenService;
  /** Defaults for what is left out; tests use small numbers. */
  loginLimits?: Partial<LoginLimits>;
  /** What time it is, for the rules that follow the event's today (tests set it). */
  clock?: () => Date;
  /** How "Forgot password?" mails its links; without it only a superadmin resets passwords. */
  mail?: { mailer: Mailer; publicUrl: string };
  /** PUBLIC_URL: where people open the app when the settings name no address (mail or not). */
  publicUrl?: string;
  recoveryLimits?: RecoveryLimits;
  /** How often an idle live stream gets a comment line (tests shorten it). */
  liveKeepaliveMs?: number;
  /** The live streams' caps and timings (LIVE_STREAMS_PER_NODE; tests shorten the rest). */
  liveOptions?: Partial<LiveHubOptions>;
}

/** What every module's create is given, besides the services of the modules listed before it. */
export interface ModuleBase extends ModuleOptions {
  database: Database;
  db: Db;
  /** `database.urgent`: for the reads a write's answer waits on. */
  urgent: Db;
  feed: ChangeFeed;
  /** Every cache is made here, so one notification drops what it names in all of them. */
  caches: Caches;
  storage: StorageState;
  log: FastifyBaseLogger;
}

/** A module's create parameter: the base and the services it uses, by the names their modules give them. */
export type ModuleDeps<Uses extends object = object> = ModuleBase & Uses;

/** What a write's answer waits for on this node, once the change feed has caught up (undefined: nothing). */
export type WriteSettle = (request: FastifyRequest) => Promise<unknown> | undefined;

/**
 * A module as the app builds it. Every hook gets the module's own services and what it uses;
 * the app calls them for each module in the order of modules/index.ts.
 */
export interface AppModule<Needs, Provides> {
  /** Names the module in a failed clean-up's message. */
  name: string;
  /** Makes the module's services, named as the modules after it will use them. */
  create?: (deps: Needs) => Provides;
  /** Registers its routes in the API's scope (/api; each path is spelled out in full in the contract). */
  routes?: (api: FastifyInstance, deps: Needs & Provides) => PromiseLike<unknown> | void;
  /** What a write's answer waits for, so the writer's next read on this node shows the write. */
  afterWrite?: (deps: Needs & Provides) => WriteSettle;
  /** Deletes what has had its time: at start and every hour (main.ts, through app.runCleanUps). */
  cleanUp?: (deps: Needs & Provides) => unknown;
  /** When the server starts closing, before it waits for open connections. */
  preClose?: (deps: Needs & Provides) => void;
  /** When the server has closed: work still under way settles (the modules in reverse order). */
  onClose?: (deps: Needs & Provides) => unknown;
}

/** Types a module: what it uses comes from its create parameter, what it makes from create's answer. */
export const defineModule = <Needs, Provides extends object = object>(module: AppModule<Needs, Provides>) => module;

type AnyModule = AppModule<never, object>;

/**
 * The modules in the order they are built. `add` does not compile when a module uses a service
 * that no module before it makes, so the order is checked where it is written.
 */
export class ModuleList<Built extends object> {
  private constructor(readonly modules: readonly AnyModule[]) {}

  static start(): ModuleList<ModuleBase> {
    return new ModuleList<ModuleBase>([]);
  }

  add<Provides extends object>(module: AppModule<Built, Provides>): ModuleList<Built & Provides> {
    return new ModuleList<Built & Provides>([...this.modules, module as unknown as AnyModule]);
  }

  /** Makes every module's services in order; a name made twice is a mistake in the list. */
  build(base: ModuleBase): Built {
    const built: Record<string, unknown> = { ...base };
    for (const module of this.modules) {
      const made = module.create?.(built as never) ?? {};
      for (const name of Object.keys(made)) {
        if (name in built) throw new Error(`Module ${module.name} makes '${name}', which is already taken`);
      }
      Object.assign(built, made);
    }
    return built as Built;
  }

  /** Every module's routes, in the list's order, in the API's scope. */
  async registerRoutes(api: FastifyInstance, built: Built): Promise<void> {
    for (const module of this.modules) await module.routes?.(api, built as never);
  }

  /** What a write's answer waits for, from the modules that keep something up to date in place. */
  writeSettles(built: Built): WriteSettle[] {
    return this.modules.flatMap((module) => (module.afterWrite ? [module.afterWrite(built as never)] : []));
  }

  preClose(built: Built): void {
    for (const module of this.modules) module.preClose?.(built as never);
  }

  /** In reverse order: a module settles before the ones it uses (recovery's mails before the invitations'). */
  async onClose(built: Built): Promise<void> {
    for (const module of [...this.modules].reverse()) await module.onClose?.(built as never);
  }

  /** Every module's clean-up in order; one that fails does not keep the others from running. */
  async runCleanUps(built: Built): Promise<void> {
    const failures: unknown[] = [];
    for (const module of this.modules) {
      try {
        await module.cleanUp?.(built as never);
      } catch (err) {
        failures.push(err);
      }
    }
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1) throw new AggregateError(failures, `${failures.length} clean-ups failed`);
  }
}

/** The services a list builds, as the app and the tests reach them (app.services). */
export type ServicesOf<List> = List extends ModuleList<infer Built> ? Built : never;
