import { PROJECT_LIMITS, PROJECT_MSG, TEAM_MSG, type projectInputSchema, type TeamProject } from '@hackcamp/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { FileSink } from '../../plugins/multipart-form.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { FilesService, StoredFile } from '../files/files.service.ts';
import { publishLiveEvent } from '../live/live-events.queries.ts';
import { projectFileCheck } from './project-file.ts';
import * as q from './projects.queries.ts';

/** A project file written and not yet recorded. */
export interface StoredUpload {
  id: string;
  size: number;
  fileName: string;
}

function toView({ project: p, file, updatedBy }: q.ProjectDetail): TeamProject {
  return {
    teamId: p.teamId,
    title: p.title,
    summary: p.summary,
    repositoryUrl: p.repositoryUrl,
    demoUrl: p.demoUrl,
    slidesUrl: p.slidesUrl,
    file: p.fileId && file ? file : null,
    updatedAt: p.updatedAt.toISOString(),
    updatedBy: updatedBy ? { _id: updatedBy.id, name: updatedBy.name } : null,
  };
}

export function createProjectsService(deps: {
  db: Db;
  config: ConfigService;
  audit: AuditService;
  files: FilesService;
  /** The sign-in limits' counter (decision 0009), for a team's uploads. */
  auth: Pick<AuthService, 'countAttempt'>;
}) {
  const { db, config, audit, files, auth } = deps;

  /**
   * Its members, the judges assigned to it and superadmins read a team's project. A team that does
   * not exist is 404 for everyone, as GET /teams/{id} answers (team names and ids are no secret).
   */
  async function assertReader(caller: UserRow, teamId: string) {
    if (!(await q.findTeam(db, teamId))) throw notFound(TEAM_MSG.teamNotFound);
    if (caller.role === 'superadmin') return;
    const allowed =
      caller.role === 'judge'
        ? await q.isAssignedJudge(db, caller.id, teamId)
        : caller.role === 'participant' && (await q.roleIn(db, teamId, caller.id)) !== undefined;
    if (!allowed) throw forbidden(PROJECT_MSG.notAllowed);
  }

  /**
   * Opens a leader's change: the switch first (share-locked, so switching it off waits for saves
   * under way and refuses every one after it), then the team locked, then who leads it now.
   */
  async function lockAsLeader(tx: Db, caller: UserRow, teamId: string) {
    await config.assertProjectSubmissionOpen(tx);
    const team = await q.lockTeam(tx, teamId);
    if (!team) throw notFound(TEAM_MSG.teamNotFound);
    if ((await q.roleIn(tx, teamId, caller.id)) !== 'leader') throw forbidden(PROJECT_MSG.leaderOnly);
    return team;
  }

  async function announce(tx: Db, teamId: string) {
    await publishLiveEvent(tx, { name: 'team', data: { teamId, change: 'project' } }, { users: await q.audienceOf(tx, teamId), roles: ['superadmin'] });
  }

  async function view(tx: Db, teamId: string): Promise<TeamProject> {
    const detail = await q.findProject(tx, teamId);
    if (!detail) throw notFound(PROJECT_MSG.missing);
    return toView(detail);
  }

  return {
    async get(caller: UserRow, teamId: string): Promise<TeamProject | null> {
      await assertReader(caller, teamId);
      const detail = await q.findProject(db, teamId);
      return detail ? toView(detail) : null;
    },

    async save(caller: UserRow, teamId: string, input: z.output<typeof projectInputSchema>): Promise<TeamProject> {
      return db.transaction(async (tx) => {
        const team = await lockAsLeader(tx, caller, teamId);
        await q.upsertProject(tx, teamId, input, caller.id);
        await audit.record(tx, caller, { action: 'project.save', target: { type: 'team', id: teamId, label: team.name }, details: { title: input.title } });
        await announce(tx, teamId);
        return view(tx, teamId);
      });
    },

    /**
     * A new file replaces the earlier one, whose bytes go with it. The refusals that need no bytes
     * come before the body is read; the bytes are then written as they arrive (files.store: chunk
     * by chunk, other requests in between), once their first bytes show the right type and the
     * team's upload is counted (only a leader's count, and not one refused by its name or first
     * bytes); the transaction only records them.
     */
    async uploadFile(caller: UserRow, teamId: string, readForm: (sink: FileSink<StoredUpload>) => Promise<StoredUpload | undefined>): Promise<TeamProject> {
      // Checked again in the transaction under its locks.
      if (!(await config.get()).projectSubmissionEnabled) throw forbidden(PROJECT_MSG.closed);
      if (!(await q.findTeam(db, teamId))) throw notFound(TEAM_MSG.teamNotFound);
      if ((await q.roleIn(db, teamId, caller.id)) !== 'leader') throw forbidden(PROJECT_MSG.leaderOnly);
      if (!(await q.findProject(db, teamId))) throw badRequest(PROJECT_MSG.saveFirst);

      const stored = await readForm(async (part) => {
        const check = projectFileCheck(part.fileName);
        const { id, size } = await files.store({ ownerId: caller.id, fileName: check.fileName, mimeType: check.mimeType }, part.chunks, {
          head: async (first) => {
            check.head(first);
            const uploads = await auth.countAttempt(`project-file:${teamId}`, PROJECT_LIMITS.fileUploadWindowSeconds);
            if (uploads > PROJECT_LIMITS.fileUploadsPerWindow) throw new AppError(429, PROJECT_MSG.tooManyUploads);
          },
          take: check.take,
          end: check.end,
        });
        return { id, size, fileName: check.fileName };
      });
      if (!stored) throw badRequest(PROJECT_MSG.fileRequired);

      try {
        return await db.transaction(async (tx) => {
          const team = await lockAsLeader(tx, caller, teamId);
          const project = await q.lockProject(tx, teamId);
          if (!project) throw badRequest(PROJECT_MSG.saveFirst);
          await q.setProjectFile(tx, teamId, stored.id, caller.id);
          if (project.fileId) await q.deleteFile(tx, project.fileId);
          await audit.record(tx, caller, {
            action: 'project.file',
            target: { type: 'team', id: teamId, label: team.name },
            details: { fileName: stored.fileName, size: stored.size },
          });
          await announce(tx, teamId);
          return view(tx, teamId);
        });
      } catch (err) {
        await files.discard(stored.id);
        throw err;
      }
    },

    async removeFile(caller: UserRow, teamId: string): Promise<TeamProject> {
      return db.transaction(async (tx) => {
        const team = await lockAsLeader(tx, caller, teamId);
        const project = await q.lockProject(tx, teamId);
        if (!project?.fileId) throw notFound(PROJECT_MSG.noFile);
        await q.setProjectFile(tx, teamId, null, caller.id);
        await q.deleteFile(tx, project.fileId);
        await audit.record(tx, caller, { action: 'project.file-remove', target: { type: 'team', id: teamId, label: team.name } });
        await announce(tx, teamId);
        return view(tx, teamId);
      });
    },

    async file(caller: UserRow, teamId: string): Promise<StoredFile> {
      await assertReader(caller, teamId);
      const detail = await q.findProject(db, teamId);
      const file = detail?.project.fileId ? await files.open(detail.project.fileId) : undefined;
      if (!file) throw notFound(PROJECT_MSG.noFile);
      return file;
    },
  };
}
export type ProjectsService = ReturnType<typeof createProjectsService>;
