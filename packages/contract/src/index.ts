export * from './api-envelope.ts';
export * from './field-errors.ts';
export * from './auth-schemas.ts';
export * from './event.ts';
export * from './messages.ts';
export * from './roles.ts';
export * from './user.ts';
