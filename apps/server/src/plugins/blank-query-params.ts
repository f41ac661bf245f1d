import { withoutBlankParams } from '@hackcamp/contract';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * The app's validator, reading a blank query parameter as an absent one before the call's schema
 * runs, so `?role=&search=` means "no filter" on every list call (decision in the contract's
 * `withoutBlankParams`). Done in the validator, a read runs no extra hook for it.
 */
export function dropBlankQueryParams<S>(compile: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compile(route);
    if (route.httpPart !== 'querystring') return validate;
    return (data: unknown) => validate(withoutBlankParams(data));
  };
}
