import { defineModule, type ModuleBase } from '../define-module.ts';
import { deleteExpiredIdempotencyKeys } from './idempotency.service.ts';

/** No routes or service of its own: the writes that take an Idempotency-Key call it directly. */
export const idempotencyModule = defineModule<ModuleBase>({
  name: 'idempotency',
  cleanUp: ({ db }) => deleteExpiredIdempotencyKeys(db),
});
