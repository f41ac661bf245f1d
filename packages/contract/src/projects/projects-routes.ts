import { z } from 'zod';
import { ok } from '../shared/api-envelope.ts';
import { defineRoute, fileResponse } from '../shared/define-route.ts';
import { sizeText } from '../shared/limit-text.ts';
import { PROJECT_LIMITS } from './projects-messages.ts';
import { projectInputSchema, teamProjectSchema } from './projects-schemas.ts';
import { TEAM_MSG } from '../teams/teams-schemas.ts';
import { idParams } from '../shared/route-params.ts';

const params = idParams(TEAM_MSG.teamNotFound);
const projectData = ok(z.object({ project: teamProjectSchema }));
const READERS = 'Its members, the judges assigned to it and superadmins.';
const WRITERS = 'The team\'s leader, while the superadmin\'s "Project submission" switch is on.';

export const projectsApi = {
  get: defineRoute({
    method: 'GET',
    path: '/teams/:id/project',
    tag: 'projects',
    summary: "A team's project (null until its leader saves one)",
    description: READERS,
    access: 'user',
    params,
    response: { 200: ok(z.object({ project: teamProjectSchema.nullable() })) },
    errors: [403, 404],
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/teams/:id/project',
    tag: 'projects',
    summary: "Save my team's project: title, summary and links (leader)",
    description: `${WRITERS} Blank links are stored as none; links must be http or https.`,
    access: 'user',
    params,
    body: projectInputSchema,
    response: { 200: projectData },
    errors: [403, 404],
  }),
  uploadFile: defineRoute({
    method: 'PUT',
    path: '/teams/:id/project/file',
    tag: 'projects',
    summary: "Attach a file to my team's project, replacing the earlier one (leader)",
    description: `${WRITERS} The project must be saved first. A team may upload ${PROJECT_LIMITS.fileUploadsPerWindow} files in ${PROJECT_LIMITS.fileUploadWindowSeconds / 60} minutes; more answer 429.`,
    access: 'user',
    params,
    multipart: {
      description: `One field, file: a PDF, ZIP or PowerPoint (.pptx), at most ${sizeText(PROJECT_LIMITS.fileMaxBytes)}; the type is read from its bytes.`,
    },
    response: { 200: projectData },
    errors: [403, 404, 413, 415, 429],
  }),
  removeFile: defineRoute({
    method: 'DELETE',
    path: '/teams/:id/project/file',
    tag: 'projects',
    summary: "Remove the file of my team's project (leader)",
    description: WRITERS,
    access: 'user',
    params,
    response: { 200: projectData },
    errors: [403, 404],
  }),
  file: defineRoute({
    method: 'GET',
    path: '/teams/:id/project/file',
    tag: 'projects',
    summary: "Download the file of a team's project",
    description: READERS,
    access: 'user',
    params,
    response: { 200: fileResponse('application/octet-stream', 'The uploaded file, always as a download') },
    errors: [403, 404],
  }),
} as const;
