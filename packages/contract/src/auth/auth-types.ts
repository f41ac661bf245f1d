import { z } from 'zod';
import { publicUserSchema } from '../people/public-user.ts';

export const authResultSchema = z.object({ user: publicUserSchema, token: z.string() });
export type AuthResult = z.infer<typeof authResultSchema>;
