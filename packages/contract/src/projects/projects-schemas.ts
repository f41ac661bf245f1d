import { z } from 'zod';
import { isoDateTime } from '../shared/api-envelope.ts';
import { optionalLinkField } from '../shared/link-field.ts';
import { optionalText, requiredText } from '../shared/text-fields.ts';
import { PROJECT_LIMITS, PROJECT_MSG } from './projects-messages.ts';

/** An optional link (the one link field, link-field.ts): blank reads as none, `github.com/x` as `https://github.com/x`. */
const projectUrl = optionalLinkField(PROJECT_LIMITS.urlMax, { invalid: PROJECT_MSG.urlInvalid, tooLong: PROJECT_MSG.urlTooLong })
  .transform((v) => (v === '' ? null : v))
  .nullish()
  .transform((v) => v ?? null);

/** PUT /teams/{id}/project: the whole project each time (the file has its own call). */
export const projectInputSchema = z.object({
  title: requiredText(PROJECT_MSG.titleRequired, PROJECT_LIMITS.titleMax, PROJECT_MSG.titleTooLong),
  summary: optionalText(PROJECT_LIMITS.summaryMax, PROJECT_MSG.summaryTooLong)
    .nullish()
    .transform((v) => v ?? ''),
  repositoryUrl: projectUrl,
  demoUrl: projectUrl,
  slidesUrl: projectUrl,
});
export type ProjectInput = z.input<typeof projectInputSchema>;

export const teamProjectSchema = z
  .object({
    teamId: z.string(),
    title: z.string(),
    summary: z.string(),
    repositoryUrl: z.string().nullable(),
    demoUrl: z.string().nullable(),
    slidesUrl: z.string().nullable().describe('Slides or a video'),
    file: z.object({ name: z.string(), size: z.number().int(), mimeType: z.string() }).nullable().describe('Download it from GET /teams/{id}/project/file'),
    updatedAt: isoDateTime,
    updatedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'TeamProject' });
export type TeamProject = z.infer<typeof teamProjectSchema>;
